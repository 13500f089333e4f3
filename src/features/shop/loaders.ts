import { SHOP_PATHS } from '#contract/shop-constants.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { withQuery, type QueryObject } from '#core/http/query.ts'
import { SHOP_PAGE_SIZE } from './rules.ts'

/** `/api/web/obituaries/{obituaryId}/shop/…` with its ids filled in. */
export function shopApiPath(template: string, ids: Readonly<Record<string, number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]))
}

/** A GET of the shop's api (src/lib/read-answer.ts). */
function load<N extends 'shopItems' | 'shopProduct' | 'shopOrder'>(path: string, query: QueryObject | undefined, name: N) {
  return readAnswer(withQuery(path, query), name)
}

/** One page of the obituary's sympathy products; `page` counts from 1 as in the address bar. */
export const loadShopItems = (obituaryId: number, page: number) =>
  load(shopApiPath(SHOP_PATHS.items, { obituaryId }), { page: page - 1, size: SHOP_PAGE_SIZE }, 'shopItems')

export const loadShopProduct = (obituaryId: number, productId: number) =>
  load(shopApiPath(SHOP_PATHS.product, { obituaryId, productId }), undefined, 'shopProduct')

/** An order, read with its secret token. */
export const loadShopOrder = (obituaryId: number, orderId: number, token: string) =>
  load(shopApiPath(SHOP_PATHS.order, { obituaryId, orderId }), { token }, 'shopOrder')
