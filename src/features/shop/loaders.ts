import * as operations from '#contract/operation-routes.gen.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { SHOP_PAGE_SIZE } from './rules.ts'

/** One page of the obituary's sympathy products; `page` counts from 1 as in the address bar. */
export const loadShopItems = (obituaryId: number, page: number) =>
  readAnswer(operations.getApiWebObituariesByObituaryIdShopItems, {
    params: { obituaryId },
    query: { page: page - 1, size: SHOP_PAGE_SIZE },
  })

export const loadShopProduct = (obituaryId: number, productId: number) =>
  readAnswer(operations.getApiWebObituariesByObituaryIdShopProductsByProductId, { params: { obituaryId, productId } })

/** An order, read with its secret token. */
export const loadShopOrder = (obituaryId: number, orderId: number, token: string) =>
  readAnswer(operations.getApiWebObituariesByObituaryIdShopOrdersByOrderId, { params: { obituaryId, orderId }, query: { token } })
