import type { PaymentMethod } from '#contract/payment-methods.ts'

/**
 * The card as the form has it, turned into the processor's payment-method id in the browser
 * (decision 022). Two ways, one result: the local test processor's fields post the card to its
 * own route (test-card.ts); Stripe's frames hand it to Stripe (StripeCardFields.tsx). Checkout,
 * and later the family's payments, send only the id.
 */
export type Tokenized =
  | { ok: true; method: PaymentMethod }
  /** Messages by the form's field name (`card.number` …); `form` when no one field is meant. */
  | { ok: false; errors: Readonly<Record<string, string>> }

/** The card fields the person typed into (test processor only; Stripe's live in its frames). */
export type TypedCard = { number: string; expMonth: string; expYear: string; cvc: string; name: string; postalCode: string }

export type CardTokenizer = (card: TypedCard) => Promise<Tokenized>

/** Said when the processor cannot be reached: nothing was charged. */
export const PROCESSOR_UNREACHABLE = 'We could not reach the card processor. Nothing was charged: please try again in a moment.'
