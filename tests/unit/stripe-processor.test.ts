import { describe, expect, it } from 'vitest'
import { CARD_ENTER_AGAIN } from '#contract/payment-methods.ts'
import { DECLINE_MESSAGES, type ChargeRequest } from '#api/src/payments/processor.ts'
import { StripePaymentProcessor } from '#api/src/payments/stripe.ts'

/**
 * The real processor's adapter, with Stripe's HTTP answers stood in for (no network here): what
 * it sends (a PaymentMethod id, never card details) and how it reads what Stripe answers.
 */

type Sent = { url: string; headers: Headers; form: URLSearchParams }

function stripeAnswering(status: number, body: unknown) {
  const sent: Sent[] = []
  const fetcher = async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), headers: new Headers(init?.headers), form: new URLSearchParams(String(init?.body)) })
    return Response.json(body, { status })
  }
  return { sent, processor: new StripePaymentProcessor('sk_test_secret', 'pk_test_public', fetcher as typeof fetch) }
}

const REQUEST: ChargeRequest = {
  amountCents: 47800,
  currency: 'USD',
  description: 'Flowers in memory of Harold Brandt',
  idempotencyKey: 'shop-1-key',
  paymentMethod: 'pm_1QabcDEFghiJKL',
}

describe('the Stripe adapter', () => {
  it('confirms a PaymentIntent for the PaymentMethod id in one request, with our idempotency key', async () => {
    const { sent, processor } = stripeAnswering(200, {
      id: 'pi_123',
      status: 'succeeded',
      payment_method: { card: { brand: 'visa', last4: '4242' }, billing_details: { name: 'Ann Lee' } },
    })
    expect(await processor.charge(REQUEST)).toEqual({ ok: true, processorId: 'pi_123', brand: 'visa', last4: '4242', payerName: 'Ann Lee' })
    const [request] = sent
    expect(request?.url).toBe('https://api.stripe.com/v1/payment_intents')
    expect(request?.headers.get('Authorization')).toBe('Bearer sk_test_secret')
    expect(request?.headers.get('Idempotency-Key')).toBe('shop-1-key')
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      amount: '47800',
      currency: 'usd',
      payment_method: 'pm_1QabcDEFghiJKL',
      'payment_method_types[]': 'card',
      confirm: 'true',
      description: 'Flowers in memory of Harold Brandt',
      'expand[]': 'payment_method',
    })
  })

  it("reads Stripe's decline codes, and says any other failure as a processing error", async () => {
    const declined = stripeAnswering(402, {
      error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    })
    expect(await declined.processor.charge(REQUEST)).toEqual({
      ok: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    })
    // A card that asks for 3-D Secure is not confirmed in one request: not charged, said as a failure.
    const action = stripeAnswering(200, { id: 'pi_9', status: 'requires_action' })
    expect(await action.processor.charge(REQUEST)).toEqual({
      ok: false,
      code: 'processing_error',
      message: DECLINE_MESSAGES.processing_error,
    })
  })

  it('sends nothing for an id that is not a Stripe PaymentMethod (a test processor id, or digits)', async () => {
    for (const paymentMethod of ['tpm_0123456789abcdef01234567', '4242424242424242']) {
      const { sent, processor } = stripeAnswering(200, {})
      // oxlint-disable-next-line no-await-in-loop
      expect(await processor.charge({ ...REQUEST, paymentMethod })).toEqual({
        ok: false,
        code: 'processing_error',
        message: CARD_ENTER_AGAIN,
      })
      expect(sent).toEqual([])
    }
  })

  it('tells the browser its publishable key, never the secret one', () => {
    const { processor } = stripeAnswering(200, {})
    expect(processor.setup()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_public' })
  })
})

describe("the Stripe adapter's refunds (decision 062)", () => {
  const REFUND = { processorId: 'pi_123', amountCents: 47_800, idempotencyKey: 'shop-refund-1-42' }

  it('refunds the PaymentIntent with our idempotency key, so a repeat is the same refund', async () => {
    const { sent, processor } = stripeAnswering(200, { id: 're_1', status: 'succeeded' })
    expect(await processor.refund(REFUND)).toEqual({ ok: true, refundId: 're_1' })
    const [request] = sent
    expect(request?.url).toBe('https://api.stripe.com/v1/refunds')
    expect(request?.headers.get('Idempotency-Key')).toBe('shop-refund-1-42')
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ payment_intent: 'pi_123', amount: '47800' })
  })

  it('takes a pending refund as made, and a failed one or an error as not', async () => {
    expect(await stripeAnswering(200, { id: 're_2', status: 'pending' }).processor.refund(REFUND)).toEqual({ ok: true, refundId: 're_2' })
    expect((await stripeAnswering(200, { id: 're_3', status: 'failed' }).processor.refund(REFUND)).ok).toBe(false)
    expect((await stripeAnswering(400, { error: { code: 'charge_already_refunded' } }).processor.refund(REFUND)).ok).toBe(false)
    const other = stripeAnswering(200, { id: 're_4', status: 'succeeded' })
    expect((await other.processor.refund({ ...REFUND, processorId: 'test_ch_abc' })).ok).toBe(false)
    expect(other.sent).toEqual([])
  })
})
