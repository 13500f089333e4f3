import { queryOptions } from '@tanstack/react-query'
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
export function shopItemsQuery(obituaryId: number, page: number) {
  return queryOptions({
    queryKey: ['shop', obituaryId, 'items', page, SHOP_PAGE_SIZE],
    queryFn: () => load(shopApiPath(SHOP_PATHS.items, { obituaryId }), { page: page - 1, size: SHOP_PAGE_SIZE }, 'shopItems'),
    staleTime: 60_000,
  })
}

export function shopProductQuery(obituaryId: number, productId: number) {
  return queryOptions({
    queryKey: ['shop', obituaryId, 'product', productId],
    queryFn: () => load(shopApiPath(SHOP_PATHS.product, { obituaryId, productId }), undefined, 'shopProduct'),
    staleTime: 60_000,
  })
}

/** An order, read with its secret token; never refetched on its own (it does not change). */
export function shopOrderQuery(obituaryId: number, orderId: number, token: string) {
  return queryOptions({
    queryKey: ['shop', obituaryId, 'order', orderId, token],
    queryFn: () => load(shopApiPath(SHOP_PATHS.order, { obituaryId, orderId }), { token }, 'shopOrder'),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
