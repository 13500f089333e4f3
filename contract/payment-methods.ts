import { z } from 'zod'
import { line } from './text.ts'
import { defineOperations } from './operation.ts'
import { PAYMENT_SETUP_PATH, TEST_PROCESSOR_PATH } from './payment-constants.ts'

// What pages need without the schemas lives in payment-constants.ts (issue 15); re-exported here.
export { CARD_ENTER_AGAIN, PAYMENT_SETUP_PATH, PAYMENTS_UNAVAILABLE, TEST_PROCESSOR_PATH } from './payment-constants.ts'

/**
 * How a card reaches a charge without its details ever reaching our servers (issue 16 point 1,
 * decision 022). The browser hands the card to the payment processor, which answers a
 * payment-method id; checkout and family payments send that id alone, and the api asks the
 * processor to charge it. Which processor the browser talks to is the site's payment setup:
 *
 * - `stripe`: Stripe's own card fields (Stripe.js, in Stripe's frames) make a `pm_…` id;
 * - `test`: the demo's local test processor, reached at its own route (TEST_PROCESSOR_PATH),
 *   makes a `tpm_…` id from the README's test cards. Switched on only explicitly
 *   (`PAYMENTS_TEST_MODE`); without it and without Stripe keys, payments answer 503.
 */

/** A processor's payment-method id: Stripe's `pm_…`, or the local test processor's `tpm_…`. */
export const PaymentMethodIdSchema = z.string().regex(/^(?:pm|tpm)_[A-Za-z0-9]{8,64}$/)

export const PaymentSetupSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('stripe'), publishableKey: z.string().min(1) }),
  z.object({ provider: z.literal('test'), paymentMethodsPath: z.literal(TEST_PROCESSOR_PATH) }),
])
export type PaymentSetup = z.infer<typeof PaymentSetupSchema>

// ── The local test processor (a stand-in for the processor's own servers) ─────────────────

/** The card as typed into the test processor's fields. Spaces and dashes in the number go. */
export const TestCardSchema = z.object({
  number: z
    .string()
    .transform((n) => n.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/)),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/),
  name: line(100).min(1),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(?:-\d{4})?$/)
    .optional(),
})
export type TestCard = z.input<typeof TestCardSchema>

/** What the processor answers for a card: its id, and what a receipt may show of it. */
export const PaymentMethodSchema = z.object({
  id: PaymentMethodIdSchema,
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int(),
  expYear: z.number().int(),
})
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>

export const operations = defineOperations([
  {
    method: 'get',
    path: PAYMENT_SETUP_PATH,
    summary: "The site's payment processor, for the browser's card fields (503 when payments are not set up)",
    tags: ['payments'],
    access: 'public',
    response: { status: 200, schema: PaymentSetupSchema },
  },
  {
    method: 'post',
    path: TEST_PROCESSOR_PATH,
    summary: "The local test processor's card tokenisation (test mode only, otherwise 404): a card in, a payment-method id out",
    tags: ['payments'],
    access: 'public',
    body: TestCardSchema,
    response: { status: 201, schema: PaymentMethodSchema },
  },
])
