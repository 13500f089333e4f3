import { Hono } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { OrderChangeBodySchema, OrderListQuerySchema, OrderParamsSchema, OrderRefundBodySchema } from '#contract/studio-orders.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { paymentProcessor } from '../payments/index.ts'
import { giftsOfCase } from '../staff/orders-gifts.ts'
import { refundOrder } from '../staff/orders-refund.ts'
import { changeOrder, listOrders } from '../staff/orders.ts'
import { validate } from '../validate.ts'

/**
 * The shop's orders for staff who work payments (area `payments`: owner, director;
 * contract/studio-orders.ts), mounted at /api/staff. Every query is the caller's home's: another
 * home's order is a 404, as an id that does not exist.
 */
export const staffOrders = new Hono<{ Bindings: ApiBindings }>()

staffOrders.get('/orders', requireStaffFor('payments'), validate('query', OrderListQuerySchema), async (c) =>
  c.json(await listOrders(c.var.db, c.var.company.id, c.req.valid('query'))),
)

staffOrders.patch(
  '/orders/:orderId',
  requireStaffFor('payments'),
  validate('param', OrderParamsSchema),
  validate('json', OrderChangeBodySchema),
  async (c) => {
    const { db, company, user } = c.var
    return c.json(await changeOrder(db, company.id, user.id, c.req.valid('param').orderId, c.req.valid('json')))
  },
)

staffOrders.post(
  '/orders/:orderId/refund',
  requireStaffFor('payments'),
  validate('param', OrderParamsSchema),
  // No body (or `{}`) refunds what is left; `amountCents` a part (decision 065).
  validate('json', OrderRefundBodySchema),
  async (c) => {
    const { db, company, user } = c.var
    const { amountCents } = c.req.valid('json')
    return c.json(await refundOrder(db, company, user.id, paymentProcessor(c.env, db), c.req.valid('param').orderId, amountCents))
  },
)

/**
 * The family's thank-you list, mounted at /api/family: `caseAccess` and `caseRole` already ran
 * (api/src/app.ts), so `c.var.case` is a case of this home the caller may read.
 */
export const familyGifts = new Hono<{ Bindings: ApiBindings }>()

familyGifts.get('/cases/:caseId/gifts', validate('param', CaseParamsSchema), async (c) =>
  c.json(await giftsOfCase(c.var.db, c.var.company.id, c.var.case.id)),
)
