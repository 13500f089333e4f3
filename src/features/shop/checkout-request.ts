import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { SHOP_PATHS } from '#contract/shop-constants.ts'
import { ShopOrderSchema, type CheckoutInput, type ShopOrder } from '#contract/shop.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { shopApiPath } from './loaders.ts'

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
