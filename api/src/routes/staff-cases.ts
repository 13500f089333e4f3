import { Hono, type Context } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { StaffCaseChangeBodySchema, StaffCaseListQuerySchema, StaffCaseStageBodySchema } from '#contract/studio-case-page.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess, type CaseRow } from '../middleware/case-access.ts'
import { changeStaffCase, moveStage } from '../staff/case-edit.ts'
import { listStaffCases } from '../staff/case-list.ts'
import { readStaffCase } from '../staff/case-page.ts'
import { validate } from '../validate.ts'

/**
 * The studio's case list and case page, for staff who work cases (area `cases`;
 * contract/studio-case-page.ts, decision 055). Mounted at /api/staff beside the first call
 * (POST /cases, routes/staff-members.ts). Another home's case is a 404 (caseAccess); times are
 * read on the home's own clock.
 */
export const staffCases = new Hono<{ Bindings: ApiBindings }>()

function theCase(c: Context<{ Bindings: ApiBindings }>): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

staffCases.get('/cases', requireStaffFor('cases'), validate('query', StaffCaseListQuerySchema), async (c) =>
  c.json(await listStaffCases(c.var.db, c.var.company.id, c.req.valid('query'))),
)

staffCases.get('/cases/:caseId', requireStaffFor('cases'), validate('param', CaseParamsSchema), caseAccess, async (c) =>
  c.json(await readStaffCase(c.var.db, theCase(c), c.var.company.timeZone)),
)

staffCases.patch(
  '/cases/:caseId',
  requireStaffFor('cases'),
  validate('param', CaseParamsSchema),
  caseAccess,
  validate('json', StaffCaseChangeBodySchema),
  async (c) => c.json(await changeStaffCase(c.var.db, theCase(c), c.var.user, c.var.company.timeZone, c.req.valid('json'))),
)

staffCases.post(
  '/cases/:caseId/stage',
  requireStaffFor('cases'),
  validate('param', CaseParamsSchema),
  caseAccess,
  validate('json', StaffCaseStageBodySchema),
  async (c) => c.json(await moveStage(c.var.db, theCase(c), c.var.user, c.var.company.timeZone, c.req.valid('json').stage)),
)
