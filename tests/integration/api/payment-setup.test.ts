import { env } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiErrorBodySchema } from '#contract/errors.ts'
import {
  PAYMENT_SETUP_PATH,
  PAYMENTS_UNAVAILABLE,
  PaymentMethodSchema,
  PaymentSetupSchema,
  TEST_PROCESSOR_PATH,
} from '#contract/payment-methods.ts'
import { purgeTestPaymentMethods } from '#api/src/payments/test-processor.ts'
import { testPaymentMethods } from '#api/src/db/schema.ts'
import { ACCOUNTS, api, callWith, failure, freshAddress, idempotencyKey, ok, paymentMethodFor, tokenFor } from './client.ts'

/**
 * Issue 16 point 1 on the api: the browser's card goes to the processor (here the local test
 * processor's own route), checkout and payments take its payment-method id only, and without a
 * processor nothing pretends to charge: a 503 that says so (decision 022).
 */

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ann Lee', postalCode: '60601' }
/** What production has without Stripe keys: no test mode (the tests' bindings switch it on). */
const NO_PROCESSOR = { PAYMENTS_TEST_MODE: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined }
const STRIPE = { PAYMENTS_TEST_MODE: undefined, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_site' }

let family = ''
beforeAll(async () => {
  family = await tokenFor(ACCOUNTS.whitfieldFamily)
})

const headers = () => ({ 'Idempotency-Key': idempotencyKey(), ...freshAddress() })

const checkoutBody = (paymentMethod: string) => ({
  productId: 1001,
  variantId: 10011,
  quantity: 1,
  purchaser: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', phone: '(555) 210-3344' },
  delivery: { method: 'service' },
  paymentMethod,
})

describe('the payment setup', () => {
  it('names the test processor and its route in test mode, Stripe and its publishable key when its keys are set', async () => {
    expect(await ok(await api(PAYMENT_SETUP_PATH), PaymentSetupSchema)).toEqual({
      provider: 'test',
      paymentMethodsPath: TEST_PROCESSOR_PATH,
    })
    // Stripe's keys win over test mode; the secret key is never in the answer.
    const stripe = await callWith({ ...STRIPE, PAYMENTS_TEST_MODE: 'true' }, PAYMENT_SETUP_PATH)
    expect(await ok(stripe, PaymentSetupSchema)).toEqual({ provider: 'stripe', publishableKey: 'pk_test_site' })
  })

  it('is a 503 that says so without a processor, and checkout, payments and connect are too, charging nothing', async () => {
    for (const mode of [undefined, '', 'false', 'TRUE', '1']) {
      // oxlint-disable-next-line no-await-in-loop
      const setup = await callWith({ ...NO_PROCESSOR, PAYMENTS_TEST_MODE: mode }, PAYMENT_SETUP_PATH)
      expect(setup.status).toBe(503)
      // oxlint-disable-next-line no-await-in-loop
      expect(ApiErrorBodySchema.parse(await setup.json()).message).toBe(PAYMENTS_UNAVAILABLE)
    }
    const visa = await paymentMethodFor()
    const orders = await env.DB.prepare('SELECT count(*) AS n FROM shop_orders').first<{ n: number }>()
    const checkout = await callWith(NO_PROCESSOR, '/api/web/obituaries/1001/shop/checkout', {
      json: checkoutBody(visa),
      headers: headers(),
    })
    expect(checkout.status).toBe(503)
    expect(ApiErrorBodySchema.parse(await checkout.json()).message).toBe(PAYMENTS_UNAVAILABLE)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM shop_orders').first<{ n: number }>()).toEqual(orders)

    const pay = await callWith(NO_PROCESSOR, '/api/family/cases/1102/payments', {
      token: family,
      json: { amountCents: 100, paymentMethod: visa },
      headers: headers(),
    })
    expect(pay.status).toBe(503)
    const connect = await callWith(NO_PROCESSOR, '/api/family/cases/1102/payments/connect', { token: family, json: { amountCents: 100 } })
    expect(connect.status).toBe(503)
  })
})

describe("the test processor's route", () => {
  it('makes a payment-method id from a card, keeping neither its number nor its security code', async () => {
    const method = await ok(await api(TEST_PROCESSOR_PATH, { json: CARD }), PaymentMethodSchema, 201)
    expect(method).toEqual({ id: expect.stringMatching(/^tpm_[0-9a-f]{24}$/), brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 })
    const row = await env.DB.prepare('SELECT * FROM test_payment_methods WHERE id = ?').bind(method.id).first()
    expect(row).toMatchObject({ brand: 'Visa', last4: '4242', decline_code: null })
    expect(Object.keys(row ?? {}).toSorted()).toEqual([
      'brand',
      'created_at',
      'decline_code',
      'exp_month',
      'exp_year',
      'id',
      'last4',
      'name',
    ])
    expect(JSON.stringify(row)).not.toContain('4242424242424242')
  })

  it('takes any well-formed card (declines come at the charge), and refuses a malformed one by field', async () => {
    const unknown = await ok(await api(TEST_PROCESSOR_PATH, { json: { ...CARD, number: '5105105105105100' } }), PaymentMethodSchema, 201)
    expect(unknown.brand).toBe('Mastercard')
    const bad = await failure(await api(TEST_PROCESSOR_PATH, { json: { ...CARD, number: '4242', cvc: '12', expMonth: 13 } }), 422)
    expect(Object.keys(bad.errors ?? {}).toSorted()).toEqual(['cvc', 'expMonth', 'number'])
  })

  it('does not exist outside test mode, even with Stripe set up: no card reaches us', async () => {
    for (const bindings of [NO_PROCESSOR, STRIPE]) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await callWith(bindings, TEST_PROCESSOR_PATH, { json: { ...CARD, name: 'Not In Test Mode' } })).status).toBe(404)
    }
    const none = await env.DB.prepare('SELECT count(*) AS n FROM test_payment_methods WHERE name = ?')
      .bind('Not In Test Mode')
      .first<{ n: number }>()
    expect(none?.n).toBe(0)
  })
})

describe("the test processor's housekeeping", () => {
  it('forgets payment methods older than a day on the daily cron', async () => {
    const now = new Date('2026-11-24T12:00:00Z')
    const card = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, name: 'A' }
    await drizzle(env.DB)
      .insert(testPaymentMethods)
      .values([
        { ...card, id: 'tpm_old000000000000000000000', createdAt: '2026-11-23T11:59:00.000Z' },
        { ...card, id: 'tpm_new000000000000000000000', createdAt: '2026-11-23T12:01:00.000Z' },
      ])
    await purgeTestPaymentMethods(drizzle(env.DB), now)
    const left = await env.DB.prepare(
      "SELECT id FROM test_payment_methods WHERE id IN ('tpm_old000000000000000000000', 'tpm_new000000000000000000000')",
    ).all()
    expect(left.results).toEqual([{ id: 'tpm_new000000000000000000000' }])
  })
})
