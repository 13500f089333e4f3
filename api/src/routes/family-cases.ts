import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { UserSearchQuerySchema } from '#contract/case-people.ts'
import { InviteBodySchema, TaskParams, TaskStatusParams, TaskUserParams } from '#contract/family.ts'
import { InvitationParams } from '#contract/invitations.ts'
import { CaseDetailsBodySchema } from '#contract/case-details.ts'
import {
  CommentBodySchema,
  ObituaryBodySchema,
  StationeryApproveQuerySchema,
  StationeryCommentQuerySchema,
  VideoCommentBodySchema,
} from '#contract/family-reviews.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { PageQuerySchema } from '#contract/paging.ts'
import { cases } from '../db/schema.ts'
import { caseServices } from '../obituaries/queries.ts'
import type { ApiBindings } from '../env.ts'
import { getCaseDetails, saveCaseDetails } from '../family/case-details.ts'
import { getCase, listCases, listMembers } from '../family/cases.ts'
import { acceptInvitation, inviteToCase, previewInvitation } from '../family/invitations.ts'
import { listPendingInvitations, requestRenewal, resendInvitation, revokeInvitation } from '../family/pending-invitations.ts'
import { approveObituary, getObituary, saveObituary } from '../family/obituary.ts'
import { searchCaseUsers, taskUserSuggestions } from '../family/people-search.ts'
import { todayIn } from '#core/zoned-time.ts'
import { approveStationery, commentOnStationery, listStationery } from '../family/stationery.ts'
import { assignTask, getTask, listTasks, setTaskStatus, unassignTask } from '../family/tasks.ts'
import { movesTaskOn } from '../family/task-work.ts'
import { approveVideo, commentOnVideo, getVideo } from '../family/video.ts'
import { optionalUser, requireUser } from '../middleware/auth.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { takeAttempt } from '../rate-limit/store.ts'
import { notifierOf } from '../staff/notify.ts'
import { validate } from '../validate.ts'

/**
 * Family cases (spec §7, mounted at /api/family). `requireUser` and `caseAccess` run at app
 * level for /api/family/cases/* (api/src/app.ts), so every handler under a case has
 * `c.var.user` and `c.var.case`. Statuses and rules: contract/family.ts.
 */
export const familyCases = new Hono<{ Bindings: ApiBindings }>()

type Ctx = Context<{ Bindings: ApiBindings }>

/** The case `caseAccess` checked; a non-numeric `:caseId` never reaches a case, so it is a 404. */
function theCase(c: Ctx): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

// Path ids below the case: a non-numeric id or an unknown status is a 422 naming the field, never a 500.

familyCases.get('/cases', validate('query', PageQuerySchema), async (c) => {
  return c.json(await listCases(c.var.db, c.var.company.id, c.var.user, c.req.valid('query')))
})

familyCases.get('/cases/:caseId', async (c) => c.json(await getCase(c.var.db, theCase(c), c.var.user)))

familyCases.get('/cases/:caseId/members', async (c) => c.json(await listMembers(c.var.db, theCase(c))))

familyCases.get('/cases/:caseId/services', async (c) =>
  c.json(await caseServices(c.var.db, c.var.company.id, theCase(c).id, c.var.company.timeZone)),
)

familyCases.get('/cases/:caseId/case-details', async (c) => c.json(await getCaseDetails(c.var.db, theCase(c))))

familyCases.post('/cases/:caseId/case-details', validate('json', CaseDetailsBodySchema), async (c) => {
  const found = theCase(c)
  return c.json(await saveCaseDetails(c.var.db, found, c.req.valid('json'), c.var.user.id, todayIn(c.var.timeZone)))
})

familyCases.post('/cases/:caseId/invite', validate('json', InviteBodySchema), async (c) => {
  const found = theCase(c)
  await takeAttempt(c, [['invite:address'], ['invite:account', `user:${c.var.user.id}`]])
  return c.json(await inviteToCase(c.var.db, found, c.var.user, c.req.valid('json'), c.req.header(HEADER_HOST) ?? ''), 201)
})

// The case's invitations nobody has accepted or withdrawn: any member (roles come later) or staff.
familyCases.get('/cases/:caseId/invitations', async (c) => c.json(await listPendingInvitations(c.var.db, theCase(c).id)))

familyCases.post('/cases/:caseId/invitations/:invitationId/resend', validate('param', InvitationParams), async (c) => {
  const found = theCase(c)
  // A resend mails like an invitation: the same limits.
  await takeAttempt(c, [['invite:address'], ['invite:account', `user:${c.var.user.id}`]])
  const { invitationId } = c.req.valid('param')
  return c.json(await resendInvitation(c.var.db, found, invitationId, c.var.user, c.req.header(HEADER_HOST) ?? ''))
})

familyCases.delete('/cases/:caseId/invitations/:invitationId', validate('param', InvitationParams), async (c) => {
  await revokeInvitation(c.var.db, theCase(c).id, c.req.valid('param').invitationId, c.var.user)
  return c.body(null, 204)
})

// Public (the link is the key); a session, when the call carries one, is told whether it is the invitee.
familyCases.get('/invitation/:token', async (c) => {
  const viewer = await optionalUser(c)
  return c.json(await previewInvitation(c.var.db, c.var.company.id, c.req.param('token'), viewer))
})

familyCases.post('/invitation/:token/accept', requireUser, async (c) => {
  const { db, company, user } = c.var
  const { caseId } = await acceptInvitation(db, company.id, c.req.param('token'), user)
  const [row] = await db.select({ nameSlug: cases.nameSlug }).from(cases).where(eq(cases.id, caseId)).limit(1)
  return c.json({ caseId, nameSlug: row?.nameSlug ?? '' })
})

familyCases.post('/invitation/:token/renewal', async (c) => {
  return c.json(await requestRenewal(c.var.db, c.var.company.id, c.req.param('token'), c.req.header(HEADER_HOST) ?? ''), 202)
})

familyCases.get('/cases/:caseId/tasks', validate('query', PageQuerySchema), async (c) => {
  return c.json(await listTasks(c.var.db, theCase(c), c.req.valid('query')))
})

familyCases.post('/cases/:caseId/tasks/:taskId/assign/:userId', validate('param', TaskUserParams), async (c) => {
  const { taskId, userId } = c.req.valid('param')
  return c.json(await assignTask(c.var.db, theCase(c), taskId, userId, c.var.user.id, c.req.header(HEADER_HOST) ?? ''))
})

familyCases.post('/cases/:caseId/tasks/:taskId/unassign/:userId', validate('param', TaskUserParams), async (c) => {
  const { taskId, userId } = c.req.valid('param')
  return c.json(await unassignTask(c.var.db, theCase(c).id, taskId, userId))
})

familyCases.post('/cases/:caseId/tasks/:taskId/status/:status', validate('param', TaskStatusParams), async (c) => {
  const { taskId, status } = c.req.valid('param')
  return c.json(await setTaskStatus(c.var.db, theCase(c).id, taskId, status, c.var.user.id))
})

familyCases.get('/cases/:caseId/tasks/:taskId/user-suggestions', validate('param', TaskParams), async (c) => {
  const { taskId } = c.req.valid('param')
  const found = theCase(c)
  await getTask(c.var.db, found.id, taskId)
  return c.json(await taskUserSuggestions(c.var.db, found.id, taskId))
})

familyCases.get('/cases/:caseId/user-search', validate('query', UserSearchQuerySchema), async (c) => {
  const found = theCase(c)
  return c.json(await searchCaseUsers(c.var.db, c.var.company.id, found.id, c.req.valid('query').query))
})

familyCases.get('/cases/:caseId/obituary', async (c) => c.json(await getObituary(c.var.db, theCase(c))))

familyCases.post('/cases/:caseId/obituary', validate('json', ObituaryBodySchema), movesTaskOn('review-obituary'), async (c) => {
  const found = theCase(c)
  return c.json(await saveObituary(c.var.db, found, c.req.valid('json'), c.var.user.id))
})

familyCases.post('/cases/:caseId/obituary/approve', async (c) =>
  c.json(await approveObituary(c.var.db, theCase(c), c.var.user.id, notifierOf(c))),
)

familyCases.get('/cases/:caseId/stationery', async (c) => c.json(await listStationery(c.var.db, theCase(c))))

familyCases.post('/cases/:caseId/stationery/approve', validate('query', StationeryApproveQuerySchema), async (c) => {
  const found = theCase(c)
  return c.json(await approveStationery(c.var.db, found, c.req.valid('query').itemType, c.var.user.id, notifierOf(c)))
})

familyCases.post(
  '/cases/:caseId/stationery/comment',
  validate('query', StationeryCommentQuerySchema),
  validate('json', CommentBodySchema),
  movesTaskOn('review-stationery'),
  async (c) => {
    const found = theCase(c)
    const { itemType, pageType } = c.req.valid('query')
    return c.json(await commentOnStationery(c.var.db, found, itemType, pageType, c.req.valid('json').text, c.var.user.id, notifierOf(c)))
  },
)

familyCases.get('/cases/:caseId/video', async (c) => c.json(await getVideo(c.var.db, theCase(c))))

familyCases.post('/cases/:caseId/video/approve', async (c) =>
  c.json(await approveVideo(c.var.db, theCase(c), c.var.user.id, notifierOf(c))),
)

familyCases.post('/cases/:caseId/video/comment', validate('json', VideoCommentBodySchema), movesTaskOn('review-video'), async (c) => {
  const found = theCase(c)
  return c.json(await commentOnVideo(c.var.db, found, c.req.valid('json'), c.var.user.id, notifierOf(c)))
})
