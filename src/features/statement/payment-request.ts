import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { PaymentSchema, type Charge, type Payment } from '#contract/payments.ts'
import { callOperation } from '#core/http/operation-call.ts'
import { browserHttp } from '#src/lib/browser-http.ts'

/**
 * Charges the card's payment-method id towards the case's balance (browser only). The key goes
 * in the Idempotency-Key header; the client never retries a POST by itself, and a retry by the
 * person sends the same key (payments/idempotency.ts), so it is one charge.
 */
export async function postCasePayment(caseId: number, body: Charge, idempotencyKey: string): Promise<Payment> {
  return callOperation(browserHttp, operations.postApiFamilyCasesByCaseIdPayments, { params: { caseId }, body }, PaymentSchema, {
    headers: { [HEADER_IDEMPOTENCY_KEY]: idempotencyKey },
  })
}
