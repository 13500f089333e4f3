import type { PaymentSetup } from '#contract/payment-methods.ts'

/**
 * A card payment processor, as the api uses it: it charges a payment-method id the browser got
 * from the processor itself (contract/payment-methods.ts); card details never come here. The
 * demo and tests use `TestPaymentProcessor` (the README's test cards, no network);
 * `StripePaymentProcessor` is the real adapter (decision 022).
 */

export type ChargeRequest = {
  amountCents: number
  currency: 'USD'
  description: string
  /** Forwarded to the processor, so its own retry protection matches ours. */
  idempotencyKey: string
  /** The processor's payment-method id (`pm_…`, `tpm_…`). */
  paymentMethod: string
}

export const DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error'] as const
export type DeclineCode = (typeof DECLINE_CODES)[number]

export type ChargeResult =
  { ok: true; processorId: string; brand: string; last4: string; payerName: string } | { ok: false; code: DeclineCode; message: string }

/** Giving a charge back (decision 062): the whole amount of one charge, at most once per key. */
export type RefundRequest = {
  /** The charge's id as `charge` answered it (`pi_…`, `test_ch_…`). */
  processorId: string
  amountCents: number
  /** Forwarded to the processor: the same key is the same refund, never a second one. */
  idempotencyKey: string
}

export type RefundResult = { ok: true; refundId: string } | { ok: false; message: string }

/** Said when a processor will not refund (its own words are for us, not for the home). */
export const REFUND_FAILED = 'The payment processor did not refund this order just now. Nothing was refunded; please try again.'

/** A processor session the browser can use to pay (POST …/payments/connect). */
export type ProcessorSession = { provider: string; sessionId: string; publishableKey: string; amountCents: number }

export interface PaymentProcessor {
  readonly name: string
  /** What the browser needs to make a payment-method id with this processor. */
  setup(): PaymentSetup
  charge(request: ChargeRequest): Promise<ChargeResult>
  connect(input: { amountCents: number; reference: string }): Promise<ProcessorSession>
  /** Refunds a charge it made; the idempotency key makes a repeat the same refund. */
  refund(request: RefundRequest): Promise<RefundResult>
}

/** Messages a person paying sees for each decline (shown next to the card number). */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined. Please use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  expired_card: 'Your card has expired. Please check the expiry date or use another card.',
  incorrect_cvc: 'The security code is incorrect.',
  processing_error: 'The card could not be charged just now. Please try again.',
}
