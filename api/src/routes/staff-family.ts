import { Hono, type Context } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { MemberParamsSchema, MemberRoleBodySchema, StaffFamilyInviteBodySchema } from '#contract/studio-family.ts'
import type { ApiBindings } from '../env.ts'
import { listMembers } from '../family/cases.ts'
import { inviteToCase } from '../family/invitations.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess, type CaseRow } from '../middleware/case-access.ts'
import { takeAttempt } from '../rate-limit/store.ts'
import { changeMemberRole, removeMember } from '../staff/family.ts'
import { validate } from '../validate.ts'

/**
 * A case's family for staff who work cases (area `cases`; contract/studio-family.ts), mounted at
 * /api/staff. Another home's case is a 404 (caseAccess). Listing, resending and withdrawing the
 * pending invitations are the staff invitation calls in routes/staff.ts.
 */
export const staffFamily = new Hono<{ Bindings: ApiBindings }>()

function theCase(c: Context<{ Bindings: ApiBindings }>): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

const CASE = '/cases/:caseId'

staffFamily.get(`${CASE}/members`, requireStaffFor('cases'), validate('param', CaseParamsSchema), caseAccess, async (c) =>
  c.json(await listMembers(c.var.db, theCase(c))),
)

staffFamily.patch(
  `${CASE}/members/:userId`,
  requireStaffFor('cases'),
  validate('param', MemberParamsSchema),
  caseAccess,
  validate('json', MemberRoleBodySchema),
  async (c) => c.json(await changeMemberRole(c.var.db, theCase(c), c.req.valid('param').userId, c.req.valid('json').role)),
)

staffFamily.delete(`${CASE}/members/:userId`, requireStaffFor('cases'), validate('param', MemberParamsSchema), caseAccess, async (c) => {
  await removeMember(c.var.db, theCase(c), c.req.valid('param').userId)
  return c.body(null, 204)
})

staffFamily.post(
  `${CASE}/invitations`,
  requireStaffFor('cases'),
  validate('param', CaseParamsSchema),
  caseAccess,
  validate('json', StaffFamilyInviteBodySchema),
  async (c) => {
    // An invitation mails like the family's: the same limits.
    await takeAttempt(c, [['invite:address'], ['invite:account', `user:${c.var.user.id}`]])
    return c.json(await inviteToCase(c.var.db, theCase(c), c.var.user, c.req.valid('json'), c.req.header(HEADER_HOST) ?? ''), 201)
  },
)
