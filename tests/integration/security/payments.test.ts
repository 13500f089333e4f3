import { describe, expect, it } from 'vitest'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { StatementSchema } from '#contract/payments.ts'
import { PAYMENT_MESSAGES } from '#api/src/arrangements/payments.ts'
import { browser, signIn, testPaymentMethod } from '../workers/helpers.ts'

/**
 * Issue 16, "Payments": two payments sent at once with different idempotency keys could both pass
 * the balance check and overpay a case. Through the built BFF and api: the amount is held on the
 * balance in one statement before the card is charged, so only what fits goes through.
 */

const CASE = '/api/family/cases/1102'

async function pay(fsAt: string, amountCents: number, n: number) {
  const paymentMethod = await testPaymentMethod()
  return browser(`${CASE}/payments`, {
    method: 'POST',
    cookies: { fs_at: fsAt },
    headers: { [HEADER_IDEMPOTENCY_KEY]: `overpay-${crypto.randomUUID()}`, 'CF-Connecting-IP': `192.0.2.${200 + n}` },
    body: JSON.stringify({ amountCents, paymentMethod }),
  })
}

describe('concurrent payments', () => {
  it('cannot overpay: of two that each fit the balance but not together, one is charged and one told to refresh', async () => {
    const { fs_at } = await signIn()
    const before = StatementSchema.parse(await (await browser(`${CASE}/statement`, { cookies: { fs_at } })).json())
    expect(before.balanceCents).toBeGreaterThan(2)
    // Each is more than half the balance: either alone is fine, both would overpay.
    const amount = Math.floor(before.balanceCents / 2) + 1
    const answers = await Promise.all([pay(fs_at, amount, 1), pay(fs_at, amount, 2)])
    expect(answers.map((r) => r.status).toSorted()).toEqual([201, 422])
    const refused = answers.find((r) => r.status === 422)!
    expect(await refused.json()).toEqual({
      statusCode: 422,
      statusMessage: 'Unprocessable Content',
      message: PAYMENT_MESSAGES.balanceChanged,
      errors: { amountCents: PAYMENT_MESSAGES.balanceChanged },
    })
    const after = StatementSchema.parse(await (await browser(`${CASE}/statement`, { cookies: { fs_at } })).json())
    expect(after.paidCents).toBe(before.paidCents + amount)
    expect(after.paidCents).toBeLessThanOrEqual(after.totalCents)
  })
})

describe('card data', () => {
  const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Margaret Ellis', postalCode: '62704' }

  it('is refused by checkout and payments: they take the processor’s payment-method id, never the card, and charge nothing', async () => {
    const { fs_at } = await signIn()
    const before = StatementSchema.parse(await (await browser(`${CASE}/statement`, { cookies: { fs_at } })).json())
    const payment = await browser(`${CASE}/payments`, {
      method: 'POST',
      cookies: { fs_at },
      headers: { [HEADER_IDEMPOTENCY_KEY]: crypto.randomUUID(), 'CF-Connecting-IP': '192.0.2.230' },
      body: JSON.stringify({ amountCents: 100, card: CARD }),
    })
    expect(payment.status).toBe(422)
    expect(((await payment.json()) as { errors?: object }).errors).toEqual({ paymentMethod: 'This field is required' })
    // The card number where the id goes: not an id either.
    const disguised = await browser(`${CASE}/payments`, {
      method: 'POST',
      cookies: { fs_at },
      headers: { [HEADER_IDEMPOTENCY_KEY]: crypto.randomUUID(), 'CF-Connecting-IP': '192.0.2.231' },
      body: JSON.stringify({ amountCents: 100, paymentMethod: CARD.number }),
    })
    expect(disguised.status).toBe(422)
    const checkout = await browser('/api/web/obituaries/1001/shop/checkout', {
      method: 'POST',
      headers: { [HEADER_IDEMPOTENCY_KEY]: crypto.randomUUID(), 'CF-Connecting-IP': '192.0.2.232' },
      body: JSON.stringify({
        productId: 1001,
        variantId: 10012,
        quantity: 1,
        purchaser: { firstName: 'Lee', lastName: 'Card', email: 'lee.card@example.com', phone: '(555) 210-3344' },
        delivery: { method: 'service' },
        card: CARD,
      }),
    })
    expect(checkout.status).toBe(422)
    expect(((await checkout.json()) as { errors?: object }).errors).toEqual({ paymentMethod: 'This field is required' })
    const after = StatementSchema.parse(await (await browser(`${CASE}/statement`, { cookies: { fs_at } })).json())
    expect(after.paidCents).toBe(before.paidCents)
  })
})
