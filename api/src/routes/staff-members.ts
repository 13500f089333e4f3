import { Hono } from 'hono'
import { HEADER_HOST } from '#contract/headers.ts'
import { FirstCallBodySchema } from '#contract/studio-cases.ts'
import { StaffInviteBodySchema, StaffMemberChangeBodySchema, StaffMemberParamsSchema } from '#contract/studio-staff.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseDirectors, openCaseFromFirstCall } from '../staff/first-call.ts'
import { changeStaffMember, inviteStaffMember, listStaffMembers } from '../staff/members.ts'
import { validate } from '../validate.ts'

/** The home's staff accounts, for its owner (area `staff`; contract/studio-staff.ts), and who may direct a case. Mounted at /api/staff. */
export const staffMembers = new Hono<{ Bindings: ApiBindings }>()

staffMembers.get('/members', requireStaffFor('staff'), async (c) => c.json(await listStaffMembers(c.var.db, c.var.company.id)))

staffMembers.post('/members', requireStaffFor('staff'), validate('json', StaffInviteBodySchema), async (c) => {
  const { db, company, user } = c.var
  const member = await inviteStaffMember(db, company, user, c.req.header(HEADER_HOST) ?? '', c.req.valid('json'))
  return c.json(member, 201)
})

staffMembers.patch(
  '/members/:userId',
  requireStaffFor('staff'),
  validate('param', StaffMemberParamsSchema),
  validate('json', StaffMemberChangeBodySchema),
  async (c) => {
    const { db, company, user } = c.var
    return c.json(await changeStaffMember(db, company.id, user, c.req.valid('param').userId, c.req.valid('json')))
  },
)

/** Cases from the first call (contract/studio-cases.ts), for the roles that work cases. */
staffMembers.get('/directors', requireStaffFor('cases'), async (c) => c.json(await caseDirectors(c.var.db, c.var.company.id)))

staffMembers.post('/cases', requireStaffFor('cases'), validate('json', FirstCallBodySchema), async (c) => {
  const { db, company, user } = c.var
  return c.json(await openCaseFromFirstCall(db, company.id, user, c.req.header(HEADER_HOST) ?? '', c.req.valid('json')), 201)
})
