/**
 * A card payment processor. The demo and tests use `TestPaymentProcessor` (documented test card
 * numbers, no network); `StripePaymentProcessor` is the shape of the real adapter.
 */

export type CardDetails = {
  /** Digits only. */
  number: string
  expMonth: number
  expYear: number
  cvc: string
  name: string
  postalCode?: string
}

export type ChargeRequest = {
  amountCents: number
  currency: 'USD'
  description: string
  /** Forwarded to the processor, so its own retry protection matches ours. */
  idempotencyKey: string
  card: CardDetails
}

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error'

export type ChargeResult =
  { ok: true; processorId: string; brand: string; last4: string } | { ok: false; code: DeclineCode; message: string }

/** A processor session the browser can use to pay (POST …/payments/connect). */
export type ProcessorSession = { provider: string; sessionId: string; publishableKey: string; amountCents: number }

export interface PaymentProcessor {
  readonly name: string
  charge(request: ChargeRequest): Promise<ChargeResult>
  connect(input: { amountCents: number; reference: string }): Promise<ProcessorSession>
}

/** Messages a person paying sees for each decline (shown next to the card number). */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined. Please use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  expired_card: 'Your card has expired. Please check the expiry date or use another card.',
  incorrect_cvc: 'The security code is incorrect.',
  processing_error: 'The card could not be charged just now. Please try again.',
}
