import { Hono, type Context } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { StaffTaskParamsSchema, TaskAddBodySchema, TaskChangeBodySchema } from '#contract/studio-tasks.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess, type CaseRow } from '../middleware/case-access.ts'
import { addStaffTask, changeStaffTask, listStaffTasks, remindStaffTask, removeStaffTask } from '../staff/tasks.ts'
import { validate } from '../validate.ts'

/**
 * A case's tasks, for staff who work cases (area `cases`; contract/studio-tasks.ts). Mounted at
 * /api/staff. Another home's case is a 404 (caseAccess), and so is a task of another case or one
 * taken off this one. The family's portal reads the same rows (api/src/family/tasks.ts).
 */
export const staffTasks = new Hono<{ Bindings: ApiBindings }>()

function theCase(c: Context<{ Bindings: ApiBindings }>): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

const TASKS = '/cases/:caseId/tasks'

staffTasks.get(TASKS, requireStaffFor('cases'), validate('param', CaseParamsSchema), caseAccess, async (c) =>
  c.json(await listStaffTasks(c.var.db, theCase(c))),
)

staffTasks.post(
  TASKS,
  requireStaffFor('cases'),
  validate('param', CaseParamsSchema),
  caseAccess,
  validate('json', TaskAddBodySchema),
  async (c) => c.json(await addStaffTask(c.var.db, theCase(c), c.req.valid('json').type, c.var.user.id), 201),
)

staffTasks.patch(
  `${TASKS}/:taskId`,
  requireStaffFor('cases'),
  validate('param', StaffTaskParamsSchema),
  caseAccess,
  validate('json', TaskChangeBodySchema),
  async (c) => c.json(await changeStaffTask(c.var.db, theCase(c), c.req.valid('param').taskId, c.req.valid('json'), c.var.user.id)),
)

staffTasks.delete(`${TASKS}/:taskId`, requireStaffFor('cases'), validate('param', StaffTaskParamsSchema), caseAccess, async (c) => {
  await removeStaffTask(c.var.db, theCase(c), c.req.valid('param').taskId, c.var.user.id)
  return c.body(null, 204)
})

staffTasks.post(`${TASKS}/:taskId/reminder`, requireStaffFor('cases'), validate('param', StaffTaskParamsSchema), caseAccess, async (c) =>
  c.json(
    await remindStaffTask(c.var.db, theCase(c), c.req.valid('param').taskId, c.var.company.timeZone, c.req.header(HEADER_HOST) ?? ''),
    201,
  ),
)
