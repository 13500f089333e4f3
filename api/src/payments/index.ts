import { ApiError } from '#contract/errors.ts'
import { PAYMENTS_UNAVAILABLE } from '#contract/payment-methods.ts'
import { apiEnv, type ApiVars } from '../env.ts'
import type { Db } from '../db/client.ts'
import type { PaymentProcessor } from './processor.ts'
import { StripePaymentProcessor } from './stripe.ts'
import { TestPaymentProcessor } from './test-processor.ts'

/** True only where the local test processor is switched on by name (the demo's .dev.vars, the tests). */
export function isPaymentsTestMode(env: ApiVars): boolean {
  return apiEnv(env).paymentsTestMode
}

/**
 * The processor of this deployment: Stripe when its keys are set; the local test processor only
 * when test mode is switched on explicitly; otherwise none, and whatever would charge answers a
 * 503 that says so (never a silent fallback that "accepts" the public test card on a live site).
 */
export function paymentProcessor(env: ApiVars, db: Db): PaymentProcessor {
  const { stripe } = apiEnv(env)
  if (stripe) return new StripePaymentProcessor(stripe.secretKey, stripe.publishableKey)
  if (isPaymentsTestMode(env)) return new TestPaymentProcessor(db)
  throw new ApiError(503, undefined, { message: PAYMENTS_UNAVAILABLE })
}
