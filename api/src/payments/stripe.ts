import type { ChargeRequest, ChargeResult, DeclineCode, PaymentProcessor, ProcessorSession } from './processor.ts'

const DECLINE_CODES: ReadonlySet<string> = new Set([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
])

/**
 * The shape of the real adapter (Stripe's PaymentIntents over HTTP). Not used locally: there is
 * no network here, and in production the browser tokenises the card with Stripe Elements, so
 * `card.number` would be a PaymentMethod id (`pm_…`), never raw digits.
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

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!request.card.number.startsWith('pm_')) throw new Error('stripe: expected a PaymentMethod id, never raw card digits')
    const { status, body } = await this.post(
      '/payment_intents',
      {
        amount: String(request.amountCents),
        currency: request.currency.toLowerCase(),
        payment_method: request.card.number,
        confirm: 'true',
        description: request.description,
      },
      request.idempotencyKey,
    )
    if (status === 200 && body.status === 'succeeded') {
      return { ok: true, processorId: String(body.id), brand: 'card', last4: '' }
    }
    const error = (body.error ?? {}) as { code?: string; decline_code?: string; message?: string }
    const code = [error.decline_code, error.code].find((c): c is DeclineCode => !!c && DECLINE_CODES.has(c)) ?? 'processing_error'
    return { ok: false, code, message: error.message ?? 'The card could not be charged.' }
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
