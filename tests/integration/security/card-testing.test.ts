import { describe, expect, it } from 'vitest'
import { DECLINE_MESSAGES } from '#api/src/payments/processor.ts'
import { CHARGE_LIMIT_MESSAGES, DECLINES_BEFORE_GENERIC, RATE_LIMITS } from '#api/src/rate-limit/rules.ts'
import { fieldErrorsOf } from '#tests/support/error-body.ts'
import { browser, testPaymentMethod } from '../workers/helpers.ts'

/**
 * Issue 16, "Card testing", tried as an attacker would through the built web Worker (BFF) and api:
 * anonymous shop checkout from one address gets the exact decline reason only for its first
 * declines, then a generic one, then a 429 without the card being sent (decision 018). Moved here
 * from the api tests. Addresses of this file's own (TEST-NET-1 .150 and up): the counters live in
 * the shared D1.
 */

let nextAddress = 150
function address(): string {
  return `192.0.2.${nextAddress++}`
}

async function checkout(card: string, from: string, key: string = crypto.randomUUID()) {
  // As the browser does: the card to the test processor, its id to the checkout.
  const paymentMethod = await testPaymentMethod(card)
  return browser('/api/web/obituaries/1001/shop/checkout', {
    method: 'POST',
    headers: { 'CF-Connecting-IP': from, 'Idempotency-Key': key },
    body: JSON.stringify({
      productId: 1001,
      variantId: 10012,
      quantity: 1,
      cardMessage: 'With sympathy',
      purchaser: { firstName: 'Lee', lastName: 'Card', email: `buyer-${crypto.randomUUID()}@example.com`, phone: '(555) 210-3344' },
      delivery: { method: 'service' },
      paymentMethod,
    }),
  })
}

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429)
  expect(await response.json()).toEqual({ statusCode: 429, statusMessage: 'Too Many Requests', message: CHARGE_LIMIT_MESSAGES.tooMany })
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
}

describe('card testing at checkout', () => {
  it('gives the exact reason for the first declines from one address, then a generic one, then 429 without charging', async () => {
    const from = address()
    for (let i = 0; i < DECLINES_BEFORE_GENERIC; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect(await fieldErrorsOf(await checkout('4000000000000002', from))).toEqual({ paymentMethod: DECLINE_MESSAGES.card_declined })
    }
    const limit = RATE_LIMITS['decline:address'].limit
    for (let i = DECLINES_BEFORE_GENERIC; i < limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect(await fieldErrorsOf(await checkout('4000000000009995', from))).toEqual({ paymentMethod: CHARGE_LIMIT_MESSAGES.genericDecline })
    }
    await expectTooMany(await checkout('4000000000000002', from))
    // Even a good card waits there now, and the 429 is not kept for its key: after the wait, the same request may run.
    const key = crypto.randomUUID()
    await expectTooMany(await checkout('4242424242424242', from, key))
    expect((await checkout('4242424242424242', address(), key)).status).toBe(201)
    // Another address is untouched.
    expect((await checkout('4242424242424242', address())).status).toBe(201)
  })

  it('gives an approved charge its place back', async () => {
    const from = address()
    for (let i = 0; i < RATE_LIMITS['decline:address'].limit + 2; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await checkout('4242424242424242', from)).status).toBe(201)
    }
  })
})
