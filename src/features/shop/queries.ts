import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { z } from 'zod'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { PAYMENT_SETUP_PATH, PaymentSetupSchema, type PaymentSetup } from '#contract/payment-methods.ts'
import { SHOP_PATHS, ShopItemPageSchema, ShopOrderSchema, ShopProductSchema, type CheckoutInput, type ShopOrder } from '#contract/shop.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { withQuery, type QueryObject } from '#core/http/query.ts'
import { SHOP_PAGE_SIZE } from './rules.ts'

/** `/api/web/obituaries/{obituaryId}/shop/…` with its ids filled in. */
export function shopApiPath(template: string, ids: Readonly<Record<string, number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]))
}

/** Server: in-process through the BFF client (its failure sets the page's status). Browser: same origin. */
const loadJson = createIsomorphicFn()
  .server(async (pathAndQuery: string, schema: z.ZodType): Promise<unknown> => {
    const { upstreamJson } = await import('#src/lib/upstream.server.ts')
    return upstreamJson(pathAndQuery, schema)
  })
  .client((pathAndQuery: string, schema: z.ZodType): Promise<unknown> => browserHttp.get(pathAndQuery, schema))

/** A GET of the shop's api, parsed with `schema` (on both sides: the isomorphic call itself is untyped). */
async function load<S extends z.ZodType>(path: string, query: QueryObject | undefined, schema: S): Promise<z.output<S>> {
  return schema.parse(await loadJson(withQuery(path, query), schema))
}

/** One page of the obituary's sympathy products; `page` counts from 1 as in the address bar. */
export function shopItemsQuery(obituaryId: number, page: number) {
  return queryOptions({
    queryKey: ['shop', obituaryId, 'items', page, SHOP_PAGE_SIZE],
    queryFn: () => load(shopApiPath(SHOP_PATHS.items, { obituaryId }), { page: page - 1, size: SHOP_PAGE_SIZE }, ShopItemPageSchema),
    staleTime: 60_000,
  })
}

export function shopProductQuery(obituaryId: number, productId: number) {
  return queryOptions({
    queryKey: ['shop', obituaryId, 'product', productId],
    queryFn: () => load(shopApiPath(SHOP_PATHS.product, { obituaryId, productId }), undefined, ShopProductSchema),
    staleTime: 60_000,
  })
}

/** An order, read with its secret token; never refetched on its own (it does not change). */
export function shopOrderQuery(obituaryId: number, orderId: number, token: string) {
  return queryOptions({
    queryKey: ['shop', obituaryId, 'order', orderId, token],
    queryFn: () => load(shopApiPath(SHOP_PATHS.order, { obituaryId, orderId }), { token }, ShopOrderSchema),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The site's payment processor, for the card fields; null when the site takes no payments now (the api's 503). */
export function paymentSetupQuery() {
  return queryOptions({
    queryKey: ['payments', 'setup'],
    queryFn: async (): Promise<PaymentSetup | null> => {
      try {
        return await load(PAYMENT_SETUP_PATH, undefined, PaymentSetupSchema)
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 503) return null
        throw error
      }
    },
    staleTime: 5 * 60_000,
  })
}

export type CheckoutResult = { order: ShopOrder }

/**
 * Pays and creates the order (browser only). The key goes in the Idempotency-Key header; the
 * client never retries a POST, and a retry by the person sends the same key (idempotency.ts).
 */
export async function postCheckout(obituaryId: number, body: CheckoutInput, idempotencyKey: string): Promise<ShopOrder> {
  return browserHttp.post(shopApiPath(SHOP_PATHS.checkout, { obituaryId }), ShopOrderSchema, {
    body,
    headers: { [HEADER_IDEMPOTENCY_KEY]: idempotencyKey },
  })
}
