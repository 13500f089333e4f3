/**
 * The payment contract's plain values (messages, paths), apart from contract/payment-methods.ts
 * (which re-exports them), so the checkout's route can name the setup call without taking the
 * schemas, and zod, into its first load (issue 15).
 */

/** The 503 of checkout, payments and the setup call when the site has no payment processor. */
export const PAYMENTS_UNAVAILABLE =
  'Card payments are not available on this site at the moment. Please try again later or call the funeral home.'

/** Said beside the card when its payment-method id is unknown to the processor (expired, or made elsewhere). */
export const CARD_ENTER_AGAIN = 'Please enter your card details again.'

export const PAYMENT_SETUP_PATH = '/api/web/payments/setup'
export const TEST_PROCESSOR_PATH = '/api/test-processor/payment-methods'
