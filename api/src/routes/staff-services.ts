import { Hono, type Context } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { ServiceChangeBodySchema, ServiceCreateBodySchema, ServiceParamsSchema } from '#contract/studio-services.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess, type CaseRow } from '../middleware/case-access.ts'
import { addService, changeService, listServices, removeService } from '../staff/services.ts'
import { validate } from '../validate.ts'

/**
 * A case's services, for staff who work cases (area `cases`; contract/studio-services.ts). Mounted
 * at /api/staff. Another home's case is a 404 (caseAccess); times are the home's own zone's wall
 * clock, whatever zone the caller's browser is in. The BFF purges the host's cached pages after a
 * change (bff/cache/purge.ts), so the public obituary shows it at once.
 */
export const staffServices = new Hono<{ Bindings: ApiBindings }>()

function theCase(c: Context<{ Bindings: ApiBindings }>): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

const SERVICES = '/cases/:caseId/services'

staffServices.get(SERVICES, requireStaffFor('cases'), validate('param', CaseParamsSchema), caseAccess, async (c) =>
  c.json(await listServices(c.var.db, theCase(c), c.var.company.timeZone)),
)

staffServices.post(
  SERVICES,
  requireStaffFor('cases'),
  validate('param', CaseParamsSchema),
  caseAccess,
  validate('json', ServiceCreateBodySchema),
  async (c) => c.json(await addService(c.var.db, theCase(c), c.var.company.timeZone, c.req.valid('json')), 201),
)

staffServices.patch(
  `${SERVICES}/:serviceId`,
  requireStaffFor('cases'),
  validate('param', ServiceParamsSchema),
  caseAccess,
  validate('json', ServiceChangeBodySchema),
  async (c) => {
    const { serviceId } = c.req.valid('param')
    return c.json(await changeService(c.var.db, theCase(c), serviceId, c.var.company.timeZone, c.req.valid('json')))
  },
)

staffServices.delete(`${SERVICES}/:serviceId`, requireStaffFor('cases'), validate('param', ServiceParamsSchema), caseAccess, async (c) => {
  await removeService(c.var.db, theCase(c), c.req.valid('param').serviceId)
  return c.body(null, 204)
})
