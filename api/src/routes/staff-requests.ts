import { Hono } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { RequestCaseBodySchema, RequestListQuerySchema, RequestParamsSchema, RequestStateBodySchema } from '#contract/studio-requests.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess } from '../middleware/case-access.ts'
import { getRequest, listRequests, markRequest, openCaseFromRequest } from '../staff/requests.ts'
import { markHandled, today } from '../staff/today.ts'
import { validate } from '../validate.ts'

/**
 * Planning requests and Today, for staff who work cases (area `cases`; contract/studio-requests.ts).
 * Mounted at /api/staff. Every query is the caller's home's: another home's request is a 404, as an
 * id that does not exist; another home's case too (caseAccess).
 */
export const staffRequests = new Hono<{ Bindings: ApiBindings }>()

const REQUESTS = '/planning-requests'

staffRequests.get(REQUESTS, requireStaffFor('cases'), validate('query', RequestListQuerySchema), async (c) =>
  c.json(await listRequests(c.var.db, c.var.company.id, c.req.valid('query'))),
)

staffRequests.get(`${REQUESTS}/:requestId`, requireStaffFor('cases'), validate('param', RequestParamsSchema), async (c) =>
  c.json(await getRequest(c.var.db, c.var.company.id, c.req.valid('param').requestId)),
)

staffRequests.post(
  `${REQUESTS}/:requestId/state`,
  requireStaffFor('cases'),
  validate('param', RequestParamsSchema),
  validate('json', RequestStateBodySchema),
  async (c) => {
    const { db, company, user } = c.var
    return c.json(await markRequest(db, company.id, user, c.req.valid('param').requestId, c.req.valid('json').state))
  },
)

staffRequests.post(
  `${REQUESTS}/:requestId/case`,
  requireStaffFor('cases'),
  validate('param', RequestParamsSchema),
  validate('json', RequestCaseBodySchema),
  async (c) => {
    const { db, company, user } = c.var
    const host = c.req.header(HEADER_HOST) ?? ''
    return c.json(await openCaseFromRequest(db, company.id, user, host, c.req.valid('param').requestId, c.req.valid('json')), 201)
  },
)

staffRequests.get('/today', requireStaffFor('cases'), async (c) => c.json(await today(c.var.db, c.var.company.id, c.var.company.timeZone)))

staffRequests.post('/today/cases/:caseId/handled', requireStaffFor('cases'), validate('param', CaseParamsSchema), caseAccess, async (c) => {
  await markHandled(c.var.db, c.var.company.id, c.req.valid('param').caseId)
  return c.body(null, 204)
})
