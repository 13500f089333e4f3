import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { ShopOrderSchema, type CheckoutInput, type ShopOrder } from '#contract/shop.ts'
import { callOperation } from '#core/http/operation-call.ts'
import { browserHttp } from '#src/lib/browser-http.ts'

/**
 * Pays and creates the order (browser only). The key goes in the Idempotency-Key header; the
 * client never retries a POST, and a retry by the person sends the same key (idempotency.ts).
 */
export async function postCheckout(obituaryId: number, body: CheckoutInput, idempotencyKey: string): Promise<ShopOrder> {
  return callOperation(
    browserHttp,
    operations.postApiWebObituariesByObituaryIdShopCheckout,
    { params: { obituaryId }, body },
    ShopOrderSchema,
    {
      headers: { [HEADER_IDEMPOTENCY_KEY]: idempotencyKey },
    },
  )
}
