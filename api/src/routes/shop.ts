import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { PageQuerySchema } from '#contract/paging.ts'
import {
  CheckoutSchema,
  ShopItemPageSchema,
  ShopObituaryParamsSchema,
  ShopOrderParamsSchema,
  ShopOrderQuerySchema,
  ShopOrderSchema,
  ShopProductParamsSchema,
  ShopProductSchema,
} from '#contract/shop.ts'
import { shopOrders } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { idempotent } from '../idempotency.ts'
import { paymentProcessor } from '../payments/index.ts'
import { guardDeclines } from '../rate-limit/declines.ts'
import { takeAttempt } from '../rate-limit/store.ts'
import { shopItems, shopObituary, shopProduct } from '../shop/catalogue.ts'
import { checkout } from '../shop/checkout.ts'
import { toShopOrder } from '../shop/orders.ts'
import { validate } from '../validate.ts'

/**
 * The sympathy shop of a public obituary. Every call first finds the obituary in this company
 * (`shopObituary`, the obituary pages' rule); an unpublished one, one scheduled for later or
 * another company's is a 404. Paths: contract SHOP_PATHS.
 */
export const shop = new Hono<{ Bindings: ApiBindings }>()

/** A non-numeric id in the path is a 404 (the obituary route's rule), never a 422 or 500. */
function paramsOf<T>(parsed: { success: true; data: T } | { success: false }): T {
  if (!parsed.success) throw new ApiError(404)
  return parsed.data
}

shop.get('/obituaries/:obituaryId/shop/items', validate('query', PageQuerySchema), async (c) => {
  const { obituaryId } = paramsOf(ShopObituaryParamsSchema.safeParse(c.req.param()))
  await shopObituary(c.var.db, c.var.company.id, obituaryId)
  return c.json(ShopItemPageSchema.parse(await shopItems(c.var.db, c.var.company.id, c.req.valid('query'))))
})

shop.get('/obituaries/:obituaryId/shop/products/:productId', async (c) => {
  const { obituaryId, productId } = paramsOf(ShopProductParamsSchema.safeParse(c.req.param()))
  await shopObituary(c.var.db, c.var.company.id, obituaryId)
  const product = await shopProduct(c.var.db, c.var.company.id, productId)
  if (!product) throw new ApiError(404)
  return c.json(ShopProductSchema.parse(product))
})

shop.post('/obituaries/:obituaryId/shop/checkout', validate('json', CheckoutSchema), async (c) => {
  const { obituaryId } = paramsOf(ShopObituaryParamsSchema.safeParse(c.req.param()))
  const { db, company } = c.var
  const target = await shopObituary(db, company.id, obituaryId)
  const body = c.req.valid('json')
  // First: without a processor, a 503 that counts no attempt.
  const processor = guardDeclines(c, paymentProcessor(c.env, db))
  return idempotent(c, `shop-checkout:${obituaryId}`, body, async () => {
    // `idempotent` has checked the header by now.
    const key = c.req.header(HEADER_IDEMPOTENCY_KEY) ?? ''
    // Inside: a replayed request charges nothing and counts nothing (decision 018).
    await takeAttempt(c, [['checkout:address'], ['checkout:email', body.purchaser.email]])
    const order = await checkout(db, company, processor, target, body, key)
    return { status: 201, body: ShopOrderSchema.parse(order) }
  })
})

shop.get('/obituaries/:obituaryId/shop/orders/:orderId', validate('query', ShopOrderQuerySchema), async (c) => {
  const { obituaryId, orderId } = paramsOf(ShopOrderParamsSchema.safeParse(c.req.param()))
  const { token } = c.req.valid('query')
  // The receipt lives on the obituary's pages: gone with them (unpublished or rescheduled).
  await shopObituary(c.var.db, c.var.company.id, obituaryId)
  const [row] = await c.var.db
    .select()
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.id, orderId),
        eq(shopOrders.obituaryId, obituaryId),
        eq(shopOrders.companyId, c.var.company.id),
        eq(shopOrders.token, token),
      ),
    )
    .limit(1)
  if (!row) throw new ApiError(404)
  return c.json(ShopOrderSchema.parse(toShopOrder(row)))
})
