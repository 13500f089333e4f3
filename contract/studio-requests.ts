import { z } from 'zod'
import { CaseParamsSchema, IdParamSchema, IdSchema, PersonSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'
import { PlanningFormSchema, PlanTypeSchema } from './planning.ts'
import { MARKABLE_REQUEST_STATES, PLANNING_REQUEST_STATES, REQUEST_MESSAGES } from './request-states.ts'
import { FirstCallResultSchema } from './studio-cases.ts'
import { SERVICE_EVENT_KIND_VALUES } from './obituaries.ts'

/**
 * Planning requests in the studio and its Today screen (issue 37 points 7 and 1), for the roles
 * that work cases (owner, director). A request is what a visitor sent from /plan-now: staff read
 * every answer as the review screen showed it, mark it contacted or closed, and open a case from
 * it (the first call's own code path: the contact is invited to the family portal). Rules:
 * api/src/staff/requests.ts, api/src/staff/today.ts and contract/request-states.ts.
 */

export const STAFF_REQUESTS_PATH = '/api/staff/planning-requests'
export const STAFF_TODAY_PATH = '/api/staff/today'

export const PlanningRequestStateSchema = z.enum(PLANNING_REQUEST_STATES)

/** `?state=` (any when left out), with the usual paging. */
export const RequestListQuerySchema = PageQuerySchema.extend({ state: PlanningRequestStateSchema.optional() })
export type RequestListQuery = z.infer<typeof RequestListQuerySchema>

export const RequestParamsSchema = z.object({ requestId: IdParamSchema })

/** Who sent the request, from its contact answers; what was not given is null. */
export const RequestContactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
})

/** A request in the list. */
export const PlanningRequestSummarySchema = z.object({
  id: IdSchema,
  /** `PL-XXXXXXXX`, what the visitor quotes on the phone. */
  reference: z.string(),
  state: PlanningRequestStateSchema,
  planType: PlanTypeSchema,
  /** The one the plan is for. */
  person: z.object({ firstName: z.string(), lastName: z.string() }),
  contact: RequestContactSchema,
  locationId: IdSchema,
  locationName: z.string(),
  createdAt: z.string(),
  /** Who last changed the state and when; null while it is as sent. */
  stateChangedAt: z.string().nullable(),
  stateChangedBy: PersonSchema.nullable(),
  /** The case opened from it (state converted). */
  case: z.object({ id: IdSchema, nameSlug: z.string() }).nullable(),
})
export type PlanningRequestSummary = z.infer<typeof PlanningRequestSummarySchema>
export const PlanningRequestPageSchema = pageOf(PlanningRequestSummarySchema)

/** One request with everything the visitor answered, beside the home's form that asked it. */
export const PlanningRequestSchema = PlanningRequestSummarySchema.extend({
  form: PlanningFormSchema,
  answers: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
})
export type PlanningRequest = z.infer<typeof PlanningRequestSchema>

export const RequestStateBodySchema = z.object({
  state: z.enum(MARKABLE_REQUEST_STATES, { error: REQUEST_MESSAGES.state }),
})
export type RequestStateBody = z.infer<typeof RequestStateBodySchema>

/** Opening a case from a request: where and who is in charge (the request's location and the caller by default). */
export const RequestCaseBodySchema = z.object({
  locationId: IdSchema.optional(),
  directorUserId: IdSchema.optional(),
})
export type RequestCaseBody = z.infer<typeof RequestCaseBodySchema>

/** The case opened (or the one already opened: asking twice opens one), and whether the contact was invited now. */
export const RequestCaseResultSchema = FirstCallResultSchema
export type RequestCaseResult = z.infer<typeof RequestCaseResultSchema>

/** Why a case waits on the home (api/src/staff/today.ts says the rule). */
export const WAITING_REASONS = [
  'arrangement-submitted',
  'obituary-approved',
  'video-approved',
  'video-comment',
  'stationery-approved',
  'stationery-comment',
] as const
export type WaitingReason = (typeof WAITING_REASONS)[number]

export const TodaySchema = z.object({
  /** New requests, newest first (at most 10), and how many there are in all. */
  requests: z.array(PlanningRequestSummarySchema),
  newRequests: z.number().int().min(0),
  /** Cases where the family did something since the home last marked the case handled, latest first. */
  waiting: z.array(
    z.object({
      caseId: IdSchema,
      nameSlug: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      reasons: z.array(z.enum(WAITING_REASONS)),
      /** The family's latest act. */
      since: z.string(),
    }),
  ),
  /** Services from today through the sixth day after, on the home's clock, in time order. */
  services: z.array(
    z.object({
      id: IdSchema,
      caseId: IdSchema,
      nameSlug: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      kind: z.enum(SERVICE_EVENT_KIND_VALUES),
      startsAt: z.string(),
      /** The day and start on the home's clock. */
      date: z.iso.date(),
      startTime: z.string(),
      placeName: z.string().nullable(),
    }),
  ),
  /** The home's own day (its zone), the first of the seven. */
  today: z.iso.date(),
  timeZone: z.string(),
})
export type Today = z.infer<typeof TodaySchema>

const tags = ['staff']
const forbidden = 'a role that does not work cases'

export const operations = defineOperations([
  {
    method: 'get',
    path: STAFF_REQUESTS_PATH,
    summary: "The home's planning requests, newest first, optionally of one state, paged (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    query: RequestListQuerySchema,
    response: { status: 200, schema: PlanningRequestPageSchema },
  },
  {
    method: 'get',
    path: `${STAFF_REQUESTS_PATH}/{requestId}`,
    summary: "One planning request with every answer beside the home's form (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: RequestParamsSchema,
    response: { status: 200, schema: PlanningRequestSchema },
  },
  {
    method: 'post',
    path: `${STAFF_REQUESTS_PATH}/{requestId}/state`,
    summary: 'Marks a request contacted or closed, keeping who and when; a converted request stays converted (409) (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: RequestParamsSchema,
    body: RequestStateBodySchema,
    response: { status: 200, schema: PlanningRequestSchema },
  },
  {
    method: 'post',
    path: `${STAFF_REQUESTS_PATH}/{requestId}/case`,
    summary:
      "Opens a case from a request through the first call's code path (pre-need or at-need from its plan type, the location, the director in charge) and invites its contact to the family portal; the request becomes converted. Asking again answers the same case (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: RequestParamsSchema,
    body: RequestCaseBodySchema,
    response: { status: 201, schema: RequestCaseResultSchema },
  },
  {
    method: 'get',
    path: STAFF_TODAY_PATH,
    summary:
      "Today: new planning requests, cases waiting on the home since it last marked them handled, and the services of the next seven days on the home's clock (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    response: { status: 200, schema: TodaySchema },
  },
  {
    method: 'post',
    path: `${STAFF_TODAY_PATH}/cases/{caseId}/handled`,
    summary: "Marks what the family did on a case as handled: it leaves Today's waiting list until the family acts again (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 204 },
  },
])
