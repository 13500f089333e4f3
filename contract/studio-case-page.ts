import { z } from 'zod'
import { CaseDetailsBodySchema, CaseDetailsSchema } from './case-details.ts'
import { CASE_KINDS, CASE_STAGES } from './case-stages.ts'
import { CaseMemberListSchema } from './case-people.ts'
import { CaseParamsSchema, CentsSchema, IdParamSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema } from './common.ts'
import { PendingInvitationListSchema } from './invitations.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'
import { CaseDirectorSchema, FirstCallRecordSchema, STAFF_CASES_PATH } from './studio-cases.ts'
import { TASK_STATUSES, TASK_TYPES } from './task-constants.ts'
import { line } from './text.ts'

/**
 * The studio's case list and case page (issue 37 point 3; decision 055): the home's cases found
 * by name and filtered, one case as the home works it (the deceased, the first call, the personal
 * details, the family, the arrangement, the tasks and a timeline), staff's corrections with who
 * changed what, and the case's stage. Rules: api/src/staff/case-*.ts.
 */

export { CASE_KINDS, CASE_STAGES, type CaseKind, type CaseStage } from './case-stages.ts'

/** The sentences of refusals (422s on a field). */
export const STAFF_CASE_MESSAGES = {
  stage: 'Please choose the stage: open, arranged, serviced or closed.',
  kind: 'Please choose at-need or pre-need.',
  location: 'Please choose one of the funeral home’s locations.',
  director: 'Please choose one of the funeral home’s directors.',
} as const

/** `?name=&stage=&locationId=&directorUserId=&kind=` beside the paging; what is left out does not filter. */
export const StaffCaseListQuerySchema = PageQuerySchema.extend({
  /** Words of the first, middle or last name; each must be found. */
  name: line(100).optional(),
  stage: z.enum(CASE_STAGES, { error: STAFF_CASE_MESSAGES.stage }).optional(),
  locationId: IdParamSchema.optional(),
  directorUserId: IdParamSchema.optional(),
  kind: z.enum(CASE_KINDS, { error: STAFF_CASE_MESSAGES.kind }).optional(),
})
export type StaffCaseListQuery = z.infer<typeof StaffCaseListQuerySchema>

const PlaceSchema = z.object({ id: IdSchema, name: z.string() })

/** One row of the case list. */
export const StaffCaseRowSchema = z.object({
  id: IdSchema,
  nameSlug: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  kind: z.enum(CASE_KINDS),
  stage: z.enum(CASE_STAGES),
  location: PlaceSchema,
  /** The director in charge; null while none is named. */
  director: CaseDirectorSchema.nullable(),
  /** Tasks neither completed nor skipped, of all tasks. */
  openTasks: z.number().int().min(0),
  totalTasks: z.number().int().min(0),
  /** What is left to pay on the submitted statement; null: not submitted. */
  balanceDueCents: CentsSchema.nullable(),
  createdAt: IsoDateTimeSchema,
})
export type StaffCaseRow = z.infer<typeof StaffCaseRowSchema>
export const StaffCasePageSchema = pageOf(StaffCaseRowSchema)

/** Where the arrangement stands. */
export const CaseArrangementStateSchema = z.object({
  packageName: z.string().nullable(),
  submittedAt: IsoDateTimeSchema.nullable(),
  totalCents: CentsSchema.nullable(),
  paidCents: CentsSchema,
  /** Null until submitted. */
  balanceDueCents: CentsSchema.nullable(),
})
export type CaseArrangementState = z.infer<typeof CaseArrangementStateSchema>

export const CaseTaskSummarySchema = z.object({
  id: IdSchema,
  type: z.enum(TASK_TYPES),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  dueDate: IsoDateSchema.nullable(),
})
export type CaseTaskSummary = z.infer<typeof CaseTaskSummarySchema>

/** What the timeline tells: each kind one sentence on the page (src/features/studio/case-timeline.ts). */
export const TIMELINE_KINDS = [
  'opened',
  'invited',
  'joined',
  'package',
  'submitted',
  'paid',
  'approved',
  'commented',
  'changed',
  'stage',
  'version',
  'sent',
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

/**
 * One thing that happened. `subject` is what it was about (who was invited, the package, what was
 * approved or commented on, the field that changed); `before` and `after` are a change's values as
 * stored (dates `YYYY-MM-DD`, names as text); `amountCents` a payment's.
 */
export const TimelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: IsoDateTimeSchema,
  /** Who did it, by name; null when nobody is known (a seeded case, a deleted account). */
  by: z.string().nullable(),
  subject: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  amountCents: CentsSchema.nullable(),
})
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>

/** The case page: everything the home reads of one case, in one call. */
export const StaffCaseSchema = StaffCaseRowSchema.omit({ openTasks: true, totalTasks: true, balanceDueCents: true }).extend({
  birthDate: IsoDateSchema.nullable(),
  deathDate: IsoDateSchema.nullable(),
  /** The home's own zone: every time of the page is read on its clock. */
  timeZone: z.string(),
  /** What the first call said (where they died, where they are now, the caller); null for a case opened otherwise. */
  firstCall: FirstCallRecordSchema.nullable(),
  details: CaseDetailsSchema,
  family: z.object({ members: CaseMemberListSchema, invitations: PendingInvitationListSchema }),
  arrangement: CaseArrangementStateSchema,
  tasks: z.array(CaseTaskSummarySchema),
  /** Newest first. */
  timeline: z.array(TimelineEntrySchema),
})
export type StaffCase = z.infer<typeof StaffCaseSchema>

/**
 * A correction by staff: the personal details (replaced whole, with the family's own rules), where
 * they are now, the location and the director in charge. What is left out stays; every change is
 * in the change log and the timeline.
 */
export const StaffCaseChangeBodySchema = z.object({
  details: CaseDetailsBodySchema.optional(),
  /** Where they are now (the first call's record); null clears it. */
  whereNow: line(200).nullable().optional(),
  locationId: IdSchema.optional(),
  /** Null: nobody in charge. */
  directorUserId: IdSchema.nullable().optional(),
})
export type StaffCaseChangeBody = z.infer<typeof StaffCaseChangeBodySchema>

export const StaffCaseStageBodySchema = z.object({ stage: z.enum(CASE_STAGES, { error: STAFF_CASE_MESSAGES.stage }) })
export type StaffCaseStageBody = z.infer<typeof StaffCaseStageBodySchema>

const tags = ['staff']
const forbidden = 'a role other than owner or director'

export const operations = defineOperations([
  {
    method: 'get',
    path: STAFF_CASES_PATH,
    summary:
      "The home's cases, newest first, found by name and filtered by stage, location, director and kind, paged; each with its tasks left and its balance (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    query: StaffCaseListQuerySchema,
    response: { status: 200, schema: StaffCasePageSchema },
  },
  {
    method: 'get',
    path: `${STAFF_CASES_PATH}/{caseId}`,
    summary:
      'One case as the home works it: the deceased, the first call, the personal details, the family, the arrangement, the tasks and the timeline in the home’s time zone (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StaffCaseSchema },
  },
  {
    method: 'patch',
    path: `${STAFF_CASES_PATH}/{caseId}`,
    summary:
      'Corrects the personal details (the family’s rules), where they are now, the location or the director in charge; each change is logged with who and when (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: StaffCaseChangeBodySchema,
    response: { status: 200, schema: StaffCaseSchema },
  },
  {
    method: 'post',
    path: `${STAFF_CASES_PATH}/{caseId}/stage`,
    summary: 'Moves the case to a stage (open, arranged, serviced, closed); a closed case may be reopened (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: StaffCaseStageBodySchema,
    response: { status: 200, schema: StaffCaseSchema },
  },
])
