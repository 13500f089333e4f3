import { CARD_ENTER_AGAIN, type PaymentSetup } from '#contract/payment-methods.ts'
import {
  DECLINE_CODES,
  DECLINE_MESSAGES,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentProcessor,
  type ProcessorSession,
  type RefundRequest,
  type RefundResult,
  REFUND_FAILED,
} from './processor.ts'

const KNOWN_DECLINES: ReadonlySet<string> = new Set(DECLINE_CODES)

type StripeCharge = {
  id?: string
  status?: string
  payment_method?: { card?: { brand?: string; last4?: string }; billing_details?: { name?: string | null } } | string
}

/**
 * The real adapter: Stripe's PaymentIntents over HTTP. The browser makes the PaymentMethod with
 * Stripe.js in Stripe's own frames (src/features/payments/stripe-card.ts), so only its `pm_…` id
 * comes here. Not reachable from this machine (no network): its requests are unit-tested.
 */
export class StripePaymentProcessor implements PaymentProcessor {
  readonly name = 'stripe'
  private readonly secretKey: string
  private readonly publishableKey: string
  private readonly fetcher: typeof fetch

  // A wrapper, not `fetch` itself: workerd throws "Illegal invocation" when fetch is called as a
  // method of another object (`this.fetcher(...)`).
  constructor(secretKey: string, publishableKey: string, fetcher: typeof fetch = (input, init) => fetch(input, init)) {
    this.secretKey = secretKey
    this.publishableKey = publishableKey
    this.fetcher = fetcher
  }

  private async post(
    path: string,
    form: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await this.fetcher(`https://api.stripe.com/v1${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${this.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: new URLSearchParams(form),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  setup(): PaymentSetup {
    return { provider: 'stripe', publishableKey: this.publishableKey }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!request.paymentMethod.startsWith('pm_')) return { ok: false, code: 'processing_error', message: CARD_ENTER_AGAIN }
    const { status, body } = await this.post(
      '/payment_intents',
      {
        amount: String(request.amountCents),
        currency: request.currency.toLowerCase(),
        payment_method: request.paymentMethod,
        // Cards only and no redirects: a charge is confirmed here, in this one request.
        'payment_method_types[]': 'card',
        confirm: 'true',
        description: request.description,
        // The card's brand, last four digits and name, for the receipt and the payment row.
        'expand[]': 'payment_method',
      },
      request.idempotencyKey,
    )
    const intent = body as StripeCharge
    if (status === 200 && intent.status === 'succeeded') {
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : undefined
      return {
        ok: true,
        processorId: String(intent.id),
        brand: method?.card?.brand ?? 'card',
        last4: method?.card?.last4 ?? '',
        payerName: method?.billing_details?.name ?? '',
      }
    }
    const error = (body.error ?? {}) as { code?: string; decline_code?: string; message?: string }
    const code = [error.decline_code, error.code].find((c): c is DeclineCode => !!c && KNOWN_DECLINES.has(c)) ?? 'processing_error'
    // A card that asks for 3-D Secure is not confirmed in one request: said as a failure, not charged.
    return { ok: false, code, message: error.message ?? DECLINE_MESSAGES[code] }
  }

  /** A Refund of the PaymentIntent, with our idempotency key (Stripe answers the same refund for it). */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!request.processorId.startsWith('pi_')) return { ok: false, message: REFUND_FAILED }
    const { status, body } = await this.post(
      '/refunds',
      { payment_intent: request.processorId, amount: String(request.amountCents) },
      request.idempotencyKey,
    )
    // `pending` is a refund Stripe accepted and will finish (some cards take days); `failed` and errors are not.
    if (status === 200 && typeof body.id === 'string' && (body.status === 'succeeded' || body.status === 'pending')) {
      return { ok: true, refundId: body.id }
    }
    return { ok: false, message: REFUND_FAILED }
  }

  async connect(input: { amountCents: number; reference: string }): Promise<ProcessorSession> {
    const { body } = await this.post('/payment_intents', {
      amount: String(input.amountCents),
      currency: 'usd',
      description: input.reference,
    })
    return {
      provider: this.name,
      sessionId: String(body.client_secret),
      publishableKey: this.publishableKey,
      amountCents: input.amountCents,
    }
  }
}
