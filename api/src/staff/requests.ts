import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm'
import type { SessionUser } from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import type { PlanningForm } from '#contract/planning.ts'
import type { PlanningAnswers, PlanType } from '#contract/planning-rules.ts'
import { markError, REQUEST_MESSAGES, type MarkableRequestState } from '#contract/request-states.ts'
import { FirstCallContactSchema, type FirstCallBody, type FirstCallContact } from '#contract/studio-cases.ts'
import type {
  PlanningRequest,
  PlanningRequestSummary,
  RequestCaseBody,
  RequestCaseResult,
  RequestListQuery,
} from '#contract/studio-requests.ts'
import { toPage, type Page } from '#contract/paging.ts'
import type { Db } from '../db/client.ts'
import { cases, locations, planningSubmissions, users } from '../db/schema.ts'
import { pageWindow } from '../paging.ts'
import { loadPlanningForm } from '../planning/form.ts'
import { KNOWN_FIELDS } from '../planning/people.ts'
import { openCaseFromFirstCall } from './first-call.ts'

/**
 * Planning requests for staff who work cases (issue 37 point 7; the calls:
 * contract/studio-requests.ts, the state rule: contract/request-states.ts).
 * - A request already has a case row, made as it was sent (the public receipt names it), that
 *   nobody works: no director, no tasks, no family. Opening a case from the request runs the
 *   first call's own code (`openCaseFromFirstCall` with `into`) over that row: checked location and
 *   director, the tasks, and the contact invited to the family portal as its first member.
 * - Once is a rule of state: the request is claimed (`converted`) by one conditional update
 *   before the case is opened, so a second tap, or two at once, finds it converted and answers
 *   the same case without a second invitation; a failure gives the claim back.
 */

type SubmissionRow = typeof planningSubmissions.$inferSelect

const SUMMARY_COLUMNS = {
  request: planningSubmissions,
  locationName: locations.name,
  person: { firstName: cases.firstName, middleName: cases.middleName, lastName: cases.lastName, deathDate: cases.deathDate },
  caseSlug: cases.nameSlug,
  changedById: users.id,
  changedByFirstName: users.firstName,
  changedByLastName: users.lastName,
}

type SummaryRow = {
  request: SubmissionRow
  locationName: string
  person: { firstName: string; middleName: string | null; lastName: string; deathDate: string | null }
  caseSlug: string
  changedById: number | null
  changedByFirstName: string | null
  changedByLastName: string | null
}

function selectSummaries(db: Db) {
  return db
    .select(SUMMARY_COLUMNS)
    .from(planningSubmissions)
    .innerJoin(locations, eq(locations.id, planningSubmissions.locationId))
    .innerJoin(cases, eq(cases.id, planningSubmissions.caseId))
    .leftJoin(users, eq(users.id, planningSubmissions.stateChangedBy))
}

function answerText(answers: PlanningAnswers, id: string): string | null {
  const value = answers[id]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** Who sent it, from the contact answers (the form's well-known ids). */
export function requestContact(answers: PlanningAnswers) {
  return {
    firstName: answerText(answers, KNOWN_FIELDS.contactFirstName) ?? '',
    lastName: answerText(answers, KNOWN_FIELDS.contactLastName) ?? '',
    email: answerText(answers, KNOWN_FIELDS.contactEmail),
    phone: answerText(answers, 'contactPhone'),
  }
}

export function toSummary(row: SummaryRow): PlanningRequestSummary {
  const { request } = row
  return {
    id: request.id,
    reference: request.reference,
    state: request.state,
    planType: request.planType,
    person: { firstName: row.person.firstName, lastName: row.person.lastName },
    contact: requestContact(request.answers),
    locationId: request.locationId,
    locationName: row.locationName,
    createdAt: request.createdAt,
    stateChangedAt: request.stateChangedAt,
    stateChangedBy:
      row.changedById === null
        ? null
        : { id: row.changedById, firstName: row.changedByFirstName ?? '', lastName: row.changedByLastName ?? '' },
    case: request.convertedCaseId === null ? null : { id: request.convertedCaseId, nameSlug: row.caseSlug },
  }
}

/** The home's requests, newest first, of one state when asked. */
export async function listRequests(db: Db, companyId: number, query: RequestListQuery): Promise<Page<PlanningRequestSummary>> {
  const where = and(
    eq(planningSubmissions.companyId, companyId),
    query.state ? eq(planningSubmissions.state, query.state) : undefined,
  ) as SQL
  const { limit, offset } = pageWindow(query)
  // Two statements, not one batch: D1's batch answers rows as objects, and the joined tables'
  // columns of one name (id, first_name) would overwrite each other.
  const [rows, total] = await Promise.all([
    selectSummaries(db).where(where).orderBy(desc(planningSubmissions.createdAt), desc(planningSubmissions.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(planningSubmissions).where(where),
  ])
  return toPage(rows.map(toSummary), query, total[0]?.n ?? 0)
}

async function summaryRow(db: Db, companyId: number, requestId: number): Promise<SummaryRow> {
  const [row] = await selectSummaries(db)
    .where(and(eq(planningSubmissions.id, requestId), eq(planningSubmissions.companyId, companyId)))
    .limit(1)
  if (!row) throw new ApiError(404, undefined, { message: REQUEST_MESSAGES.notFound })
  return row
}

/** One request with its answers and the home's form (what labels and orders them). */
export async function getRequest(db: Db, companyId: number, requestId: number): Promise<PlanningRequest> {
  const [row, form] = await Promise.all([summaryRow(db, companyId, requestId), loadPlanningForm(db, companyId)])
  return { ...toSummary(row), form, answers: row.request.answers }
}

/** Contacted or closed, with who and when; a converted request is the case's now (409). */
export async function markRequest(
  db: Db,
  companyId: number,
  user: SessionUser,
  requestId: number,
  state: MarkableRequestState,
): Promise<PlanningRequest> {
  const row = await summaryRow(db, companyId, requestId)
  const refused = markError(row.request.state, state)
  if (refused) throw new ApiError(409, undefined, { message: refused })
  if (row.request.state !== state) {
    const done = await db
      .update(planningSubmissions)
      .set({ state, stateChangedAt: new Date().toISOString(), stateChangedBy: user.id })
      .where(and(eq(planningSubmissions.id, requestId), ne(planningSubmissions.state, 'converted')))
      .returning({ id: planningSubmissions.id })
    if (done.length === 0) throw new ApiError(409, undefined, { message: REQUEST_MESSAGES.converted })
  }
  return getRequest(db, companyId, requestId)
}

/** The option's label a select answer stands for ("Daughter"), as the review shows it. */
function optionLabel(form: PlanningForm, fieldId: string, value: string | null): string | undefined {
  if (value === null) return undefined
  const field = form.sections.flatMap((s) => s.fields).find((f) => f.id === fieldId)
  return field?.options?.find((o) => o.value === value)?.label ?? value
}

/** Keeps an optional contact detail only when the first call's own rule takes it. */
function checked<K extends 'relationship' | 'phone' | 'email'>(key: K, value: string | null | undefined): Partial<FirstCallContact> {
  if (value === null || value === undefined) return {}
  const parsed = FirstCallContactSchema.shape[key].safeParse(value)
  return parsed.success && parsed.data !== undefined ? { [key]: parsed.data } : {}
}

/**
 * The first call a request amounts to: the person it is for (the case row the request made),
 * pre-need or at-need from its plan type, the location and director chosen, and its contact,
 * invited whenever they gave an email the invitation can go to. Pure.
 */
export function firstCallOfRequest(
  request: { answers: PlanningAnswers; planType: PlanType; locationId: number },
  person: { firstName: string; middleName: string | null; lastName: string; deathDate: string | null },
  form: PlanningForm,
  choice: RequestCaseBody,
): FirstCallBody {
  const contact = requestContact(request.answers)
  const relationship =
    request.planType === 'pre-plan-self'
      ? undefined
      : optionLabel(form, 'contactRelationship', answerText(request.answers, 'contactRelationship'))
  const fullContact: FirstCallContact = {
    firstName: contact.firstName || person.firstName,
    lastName: contact.lastName || person.lastName,
    ...checked('relationship', relationship),
    ...checked('phone', contact.phone),
    ...checked('email', contact.email),
  }
  return {
    firstName: person.firstName,
    ...(person.middleName ? { middleName: person.middleName } : {}),
    lastName: person.lastName,
    ...(person.deathDate ? { deathDate: person.deathDate } : {}),
    caseType: request.planType === 'at-need' ? 'AT_NEED' : 'PRE_PLAN',
    locationId: choice.locationId ?? request.locationId,
    ...(choice.directorUserId ? { directorUserId: choice.directorUserId } : {}),
    contact: fullContact,
    inviteContact: Boolean(fullContact.email),
  }
}

/** The case a converted request became, as the conversion answered it (nobody is invited again). */
async function convertedResult(db: Db, companyId: number, requestId: number): Promise<RequestCaseResult> {
  const row = await summaryRow(db, companyId, requestId)
  const caseId = row.request.convertedCaseId ?? row.request.caseId
  return { id: caseId, nameSlug: row.caseSlug, invited: false }
}

/** Opens the request's case once (see the module's note); asking again answers that case. */
export async function openCaseFromRequest(
  db: Db,
  companyId: number,
  taker: SessionUser,
  host: string,
  requestId: number,
  choice: RequestCaseBody,
): Promise<RequestCaseResult> {
  const row = await summaryRow(db, companyId, requestId)
  const { request } = row
  if (request.state === 'converted') return convertedResult(db, companyId, requestId)
  const claimed = await db
    .update(planningSubmissions)
    .set({ state: 'converted', stateChangedAt: new Date().toISOString(), stateChangedBy: taker.id, convertedCaseId: request.caseId })
    .where(and(eq(planningSubmissions.id, request.id), eq(planningSubmissions.state, request.state)))
    .returning({ id: planningSubmissions.id })
  if (claimed.length === 0) return convertedResult(db, companyId, requestId)
  try {
    const form = await loadPlanningForm(db, companyId)
    const call = firstCallOfRequest(request, row.person, form, choice)
    return await openCaseFromFirstCall(db, companyId, taker, host, call, { id: request.caseId })
  } catch (error) {
    await db
      .update(planningSubmissions)
      .set({
        state: request.state,
        stateChangedAt: request.stateChangedAt,
        stateChangedBy: request.stateChangedBy,
        convertedCaseId: request.convertedCaseId,
      })
      .where(eq(planningSubmissions.id, request.id))
    throw error
  }
}
