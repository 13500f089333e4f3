import { z } from 'zod'
import { line, text } from './text.ts'
import { CaseParamsSchema, IdParamSchema } from './common.ts'
import { CentsSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema, PersonNameSchema, PersonSchema } from './common.ts'
import { MediaFileSchema } from './files.ts'
import { ServiceEventSchema } from './obituaries.ts'
import {
  CaseMemberListSchema,
  CaseMemberRoleSchema,
  CaseRoleSchema,
  UserSearchQuerySchema,
  UserSearchResultSchema,
  UserSuggestionsSchema,
} from './case-people.ts'
import { defineOperations } from './operation.ts'
import { TASK_STATUSES, TASK_TYPES } from './task-constants.ts'
import { pageOf, PageQuerySchema } from './paging.ts'
import { CaseDetailsBodySchema, CaseDetailsSchema } from './case-details.ts'
import {
  CaseVideoSchema,
  CommentBodySchema,
  FamilyObituarySchema,
  ObituaryBodySchema,
  StationeryApproveQuerySchema,
  StationeryCommentQuerySchema,
  StationerySchema,
  VideoCommentBodySchema,
} from './family-reviews.ts'

/**
 * The family portal's cases (spec §7 "Family cases", prefix /api/family/cases) and invitations
 * ("Other family calls"). Statuses the spec leaves open are ours and documented here:
 *
 * - Tasks: `not-started` → `in-progress` → `completed`; `completed` → `in-progress` reopens;
 *   `not-started`/`in-progress` → `skipped`; `skipped` → `not-started` takes it up again.
 *   `not-started` → `completed` is allowed (a quick task done in one go). Anything else, and a
 *   move to the status the task already has, is a 422 (api/src/family/task-status.ts).
 *   Approving the obituary, the video or the last stationery piece completes its review task.
 * - Obituary: the family edits the draft; an edit that changes it clears an earlier approval
 *   (the approval was of other words). Once the funeral home publishes it, family edits are a
 *   422: the public page changes only through the funeral home. Approving twice keeps the first.
 * - Video: `in-production` (funeral home) → `ready-for-review` → `approved`, or a comment →
 *   `changes-requested` (the funeral home answers with a new cut, back to `ready-for-review`).
 *   The family may approve from `ready-for-review` or `changes-requested` (they changed their
 *   minds); comment only on those two. Approving an approved video answers it unchanged.
 * - Stationery: each printed piece has the same statuses as the video. Approve one piece
 *   (`?itemType=`) or, without it, every piece waiting for review. A comment on a page asks for
 *   changes (`changes-requested`); an approved piece takes no more comments.
 * - Invitations: a single-use token (only its SHA-256 is stored), 7 days from the last sending,
 *   accepted only by the invited address; the rules and the family's and staff's calls to list,
 *   resend and revoke them are in contract/invitations.ts.
 */

export { TASK_STATUSES, TASK_TYPES }
export const TaskTypeSchema = z.enum(TASK_TYPES)
export type TaskType = z.infer<typeof TaskTypeSchema>

export const TaskStatusSchema = z.enum(TASK_STATUSES)
export type TaskStatus = z.infer<typeof TaskStatusSchema>

/** Spec §3 Case (id, nameSlug, locationId) plus what a case list shows. */
export const FamilyCaseSchema = z.object({
  id: IdSchema,
  nameSlug: z.string(),
  locationId: IdSchema,
  status: z.enum(['PRE_PLAN', 'AT_NEED', 'CLOSED']),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  birthDate: IsoDateSchema.nullable(),
  deathDate: IsoDateSchema.nullable(),
  /** The caller's relation to the case. */
  role: CaseRoleSchema,
  /** Progress: tasks neither completed nor skipped, of all tasks. */
  openTasks: z.number().int().min(0),
  totalTasks: z.number().int().min(0),
  /** The case's photo (members and staff only, like every case file), or null while none is chosen. */
  photo: MediaFileSchema.nullable(),
  /** What is left to pay on the submitted statement; null until the arrangement is submitted. */
  balanceDueCents: CentsSchema.nullable(),
  createdAt: IsoDateTimeSchema,
})
export type FamilyCase = z.infer<typeof FamilyCaseSchema>
export const FamilyCasePageSchema = pageOf(FamilyCaseSchema)

// ---------------------------------------------------------------------------------------------
// Invitations

export { INVITATION_DAYS } from './invitation-constants.ts'
/** The portal screen an invitation mail links to; it reads the token and offers sign-in or sign-up. */
export function invitationPortalPath(token: string): string {
  return `/family-portal/invitation/${token}`
}
/** 32 random bytes, base64url without padding. */
export const InvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

export const RELATIONSHIP_MAX = 60

export const InviteBodySchema = z.object({
  email: z.email().max(254),
  firstName: PersonNameSchema.min(1),
  lastName: PersonNameSchema.min(1),
  /** Their relation to the one who died ("Daughter", "Nephew", "Friend"), shown beside their name. */
  relationship: line(RELATIONSHIP_MAX).optional(),
  message: text(1000).optional(),
  role: CaseMemberRoleSchema.optional(), // what it grants (contract/case-roles.ts); a helper's when left out
})
export type InviteBody = z.infer<typeof InviteBodySchema>

export const InvitationSchema = z.object({
  id: IdSchema,
  caseId: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  invitedBy: PersonSchema,
  role: CaseMemberRoleSchema,
  createdAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
})
export type Invitation = z.infer<typeof InvitationSchema>

/** What the invitation screen shows before sign-in (no case data beyond the name; the address masked). */
export const InvitationPreviewSchema = z.object({
  caseId: IdSchema,
  nameSlug: z.string(),
  caseName: z.string(),
  funeralHome: z.string(),
  inviter: z.object({ firstName: z.string(), lastName: z.string() }),
  invitee: z.object({ maskedEmail: z.string(), firstName: z.string(), lastName: z.string() }),
  message: z.string().nullable(),
  /** `expired`: it can no longer be accepted; the invitee may ask the family for a new one. */
  status: z.enum(['pending', 'expired']),
  expiresAt: IsoDateTimeSchema,
  /** The invitee asked for a new link since it was last sent. */
  renewalRequested: z.boolean(),
  /** Whether it is addressed to the signed-in account; null when the call carries no session. */
  forSignedInUser: z.boolean().nullable(),
})
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>

export const InvitationAcceptedSchema = z.object({ caseId: IdSchema, nameSlug: z.string() })

// ---------------------------------------------------------------------------------------------
// Tasks and people

export const TaskSchema = z.object({
  id: IdSchema,
  type: TaskTypeSchema,
  title: z.string(),
  description: z.string(),
  status: TaskStatusSchema,
  assignees: z.array(PersonSchema.extend({ email: z.string() })),
  dueDate: IsoDateSchema.nullable(),
  updatedAt: IsoDateTimeSchema,
})
export type Task = z.infer<typeof TaskSchema>
export const TaskPageSchema = pageOf(TaskSchema)

// ---------------------------------------------------------------------------------------------
// Operations

const CASES = '/api/family/cases'
/** A task's path parameters; the api's routes validate with these same schemas (tests/integration/api/openapi.test.ts). */
export const TaskParams = CaseParamsSchema.extend({ taskId: IdParamSchema })
export const TaskUserParams = TaskParams.extend({ userId: IdParamSchema })
export const TaskStatusParams = TaskParams.extend({ status: TaskStatusSchema })
const TokenParams = z.object({ token: z.string() })
const tags = ['family cases']

export const operations = defineOperations([
  {
    method: 'get',
    path: CASES,
    summary: "The caller's cases (staff: all of the company's), newest first",
    tags,
    access: 'user',
    query: PageQuerySchema,
    response: { status: 200, schema: FamilyCasePageSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}`,
    summary: 'One case',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: FamilyCaseSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/case-details`,
    summary: "The decedent's details (task add-details)",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: CaseDetailsSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/case-details`,
    summary: "Saves the decedent's details (replaces the document)",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    body: CaseDetailsBodySchema,
    response: { status: 200, schema: CaseDetailsSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/invite`,
    summary: 'Invites a family member by mail (single-use link, 7 days); a pending invitation to the same address is sent again',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    body: InviteBodySchema,
    response: { status: 201, schema: InvitationSchema },
  },
  {
    method: 'get',
    path: '/api/family/invitation/{token}',
    summary: 'What an invitation is for, pending or expired (unknown, used, withdrawn or replaced: 404 with a message)',
    tags,
    access: 'public',
    params: TokenParams,
    response: { status: 200, schema: InvitationPreviewSchema },
  },
  {
    method: 'post',
    path: '/api/family/invitation/{token}/accept',
    summary:
      'Makes the signed-in user, if the invitation is addressed to them, a member of the case (another account: 403 with the address masked); the token is then used',
    tags,
    access: 'user',
    forbidden: 'the invitation is addressed to another email; the message names it, masked',
    params: TokenParams,
    response: { status: 200, schema: InvitationAcceptedSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/tasks`,
    summary: "The case's tasks in portal order",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: TaskPageSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/tasks/{taskId}/assign/{userId}`,
    summary: 'Assigns a member of the case to a task (a non-member: 422)',
    tags,
    access: 'member',
    params: TaskUserParams,
    response: { status: 200, schema: TaskSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/tasks/{taskId}/unassign/{userId}`,
    summary: 'Removes an assignee from a task',
    tags,
    access: 'member',
    params: TaskUserParams,
    response: { status: 200, schema: TaskSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/tasks/{taskId}/status/{status}`,
    summary: 'Moves a task to a status (invalid transition: 422)',
    tags,
    access: 'member',
    params: TaskStatusParams,
    response: { status: 200, schema: TaskSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/tasks/{taskId}/user-suggestions`,
    summary: 'Members of the case who can be assigned, and whether they are',
    tags,
    access: 'member',
    params: TaskParams,
    response: { status: 200, schema: UserSuggestionsSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/members`,
    summary: 'The members of the case, owner first, then in the order they joined',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: CaseMemberListSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/services`,
    summary: "The case's visitation, service, committal … in time order (the obituary shows the same once published)",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: z.array(ServiceEventSchema) },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/user-search`,
    summary: "Members of the case and the company's staff matching a name or email (at most 20)",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    query: UserSearchQuerySchema,
    response: { status: 200, schema: UserSearchResultSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/obituary`,
    summary: "The case's obituary draft (none yet: 404)",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: FamilyObituarySchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/obituary`,
    summary: "Saves the family's obituary text, names and dates (a change clears the approval)",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    body: ObituaryBodySchema,
    response: { status: 200, schema: FamilyObituarySchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/obituary/approve`,
    summary: 'Approves the obituary (who and when are kept)',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: FamilyObituarySchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/stationery`,
    summary: 'The printed pieces with page previews, statuses and comments',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: StationerySchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/stationery/approve`,
    summary: 'Approves one piece (?itemType=) or every piece waiting for review',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    query: StationeryApproveQuerySchema,
    response: { status: 200, schema: StationerySchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/stationery/comment`,
    summary: 'Asks for a change on a piece or one of its pages',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    query: StationeryCommentQuerySchema,
    body: CommentBodySchema,
    response: { status: 200, schema: StationerySchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/video`,
    summary: 'The memorial video and its comments (none yet: 404)',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: CaseVideoSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/video/approve`,
    summary: 'Approves the memorial video (ready for review or changes requested)',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: CaseVideoSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/video/comment`,
    summary: 'Asks for a change to the video (status changes-requested)',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    body: VideoCommentBodySchema,
    response: { status: 200, schema: CaseVideoSchema },
  },
])
