import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PaymentSetup } from '#contract/payment-methods.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** The site's payment processor, for the card fields; null when the site takes no payments now (the api's 503). */
export async function loadPaymentSetup(): Promise<PaymentSetup | null> {
  try {
    return await readAnswer(operations.getApiWebPaymentsSetup)
  } catch (error) {
    if (isApiError(error, 503)) return null
    throw error
  }
}
