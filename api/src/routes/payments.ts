import { Hono } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { PAYMENT_SETUP_PATH, PaymentMethodSchema, TEST_PROCESSOR_PATH, TestCardSchema } from '#contract/payment-methods.ts'
import type { ApiBindings } from '../env.ts'
import { isPaymentsTestMode, paymentProcessor } from '../payments/index.ts'
import { createTestPaymentMethod } from '../payments/test-processor.ts'
import { validate } from '../validate.ts'

/**
 * The site's payment setup, and the local test processor's own tokenisation route (decision
 * 022). Both name their full paths (contract/payment-methods.ts), so this mounts at the root.
 */
export const payments = new Hono<{ Bindings: ApiBindings }>()

payments.get(PAYMENT_SETUP_PATH, (c) => c.json(paymentProcessor(c.env, c.var.db).setup()))

/**
 * Stands in for the processor's servers: the card goes in, a payment-method id comes out. Only
 * in test mode; anywhere else there is no such route (404), so no card can reach us even by hand.
 */
payments.post(TEST_PROCESSOR_PATH, validate('json', TestCardSchema), async (c) => {
  if (!isPaymentsTestMode(c.env)) throw new ApiError(404)
  c.header('Cache-Control', 'no-store')
  return c.json(PaymentMethodSchema.parse(await createTestPaymentMethod(c.var.db, c.req.valid('json'))), 201)
})
