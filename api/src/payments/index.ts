import type { ApiBindings } from '../env.ts'
import type { PaymentProcessor } from './processor.ts'
import { StripePaymentProcessor } from './stripe.ts'
import { TestPaymentProcessor } from './test-processor.ts'

/** The processor of this deployment: Stripe when its keys are set, otherwise the local test processor. */
export function paymentProcessor(env: ApiBindings): PaymentProcessor {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    return new StripePaymentProcessor(env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY)
  }
  return new TestPaymentProcessor()
}
