import { env } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { ContractSchema } from '#contract/arrangements.ts'
import { PaymentPageSchema, PaymentSchema, ProcessorSessionSchema, StatementSchema, type Charge } from '#contract/payments.ts'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { HOLD_MAX_AGE_MS, PAYMENT_MESSAGES, releaseStaleHolds } from '#api/src/arrangements/payments.ts'
import { DECLINE_MESSAGES } from '#api/src/payments/processor.ts'
import { CARD_ENTER_AGAIN } from '#contract/payment-methods.ts'
import { formatCents } from '#core/money.ts'
import { casePayments } from '#api/src/db/schema.ts'
import { demoIds } from '#api/seed/ids.ts'
import { ACCOUNTS, HARBOR, api, demoTokens, failure, freshAddress, ok, idempotencyKey, paymentMethodFor } from './client.ts'

const C = '/api/family/cases'

let family = ''
let relative = ''
let staff = ''
let harbor = ''
/** The test processor's payment method for the Visa test card (made as the browser makes it). */
let visa = ''

beforeAll(async () => {
  const [tokens, method] = await Promise.all([demoTokens(), paymentMethodFor()])
  ;({ family, relative, staff, harbor } = tokens)
  visa = method
})

function chargeBody(amountCents: number, paymentMethod = visa): Charge {
  return { amountCents, paymentMethod }
}

function pay(
  caseId: number,
  body: unknown,
  key: string | null = idempotencyKey(),
  options: { token?: string; host?: string } = { token: family },
) {
  return api(`${C}/${caseId}/payments`, {
    ...options,
    json: body,
    headers: { ...freshAddress(), ...(key ? { [HEADER_IDEMPOTENCY_KEY]: key } : {}) },
  })
}

async function statement(caseId: number, token = family, host?: string) {
  return ok(await api(`${C}/${caseId}/statement`, { token, host }), StatementSchema)
}

async function payments(caseId: number) {
  return ok(await api(`${C}/${caseId}/payments?size=100`, { token: family }), PaymentPageSchema)
}

describe('listing payments', () => {
  it('answers the payments of a case, newest first, and one by id', async () => {
    const page = await payments(1102)
    expect(page.totalElements).toBeGreaterThanOrEqual(1)
    const seeded = page.content.at(-1)
    expect(seeded).toMatchObject({
      caseId: 1102,
      status: 'succeeded',
      brand: 'Visa',
      last4: '4242',
      createdBy: { id: 1001, firstName: 'Margaret' },
    })
    const one = await ok(await api(`${C}/1102/payments/${seeded?.id}`, { token: family }), PaymentSchema)
    expect(one).toEqual(seeded)
    const staffView = await ok(await api(`${C}/1102/payments`, { token: staff }), PaymentPageSchema)
    expect(staffView.totalElements).toBe(page.totalElements)
    expect((await failure(await api(`${C}/1102/payments?page=-1`, { token: family }), 422)).statusCode).toBe(422)
    expect((await failure(await api(`${C}/1102/payments/999999`, { token: family }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${C}/1102/payments/abc`, { token: family }), 422)).statusCode).toBe(422)
  })

  it('answers 401, and 404 for a non-member and across tenants', async () => {
    const [first] = (await payments(1102)).content
    expect((await failure(await api(`${C}/1102/payments`), 401)).statusCode).toBe(401)
    expect((await failure(await api(`${C}/1102/payments/${first?.id}`), 401)).statusCode).toBe(401)
    expect((await failure(await api(`${C}/1102/payments`, { token: relative }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${C}/1102/payments/${first?.id}`, { token: relative }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${C}/1102/payments`, { host: HARBOR, token: harbor }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${C}/1102/payments/${first?.id}`, { host: HARBOR, token: harbor }), 404)).statusCode).toBe(404)
    // A payment of another case is not found under this one.
    expect((await failure(await api(`${C}/1101/payments/${first?.id}`, { token: family }), 404)).statusCode).toBe(404)
  })
})

/** The payment receipts mailed to the demo family (newest first). */
function receipts() {
  return env.DB.prepare('SELECT "to", subject, text FROM outbox WHERE kind = \'payment-receipt\' AND "to" = ? ORDER BY id DESC')
    .bind(ACCOUNTS.whitfieldFamily.email)
    .all<{ to: string; subject: string; text: string }>()
}

describe('charging a card', () => {
  it('records the payment and lowers the balance', async () => {
    const before = await statement(1102)
    const payment = await ok(await pay(1102, chargeBody(2500)), PaymentSchema, 201)
    expect(payment).toMatchObject({
      caseId: 1102,
      amountCents: 2500,
      status: 'succeeded',
      brand: 'Visa',
      last4: '4242',
      payerName: 'Margaret Ellis',
      createdBy: { id: 1001 },
    })
    expect(payment.processorId).toMatch(/^test_ch_/)
    const after = await statement(1102)
    expect(after.paidCents).toBe(before.paidCents + 2500)
    expect(after.balanceCents).toBe(before.balanceCents - 2500)
  })

  it('never charges twice for a retried request with the same Idempotency-Key', async () => {
    const key = idempotencyKey()
    const count = (await payments(1102)).totalElements
    const first = await pay(1102, chargeBody(1000), key)
    const firstBody = await ok(first, PaymentSchema, 201)
    const second = await pay(1102, chargeBody(1000), key)
    const secondBody = await ok(second, PaymentSchema, 201)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(secondBody).toEqual(firstBody)
    const page = await payments(1102)
    expect(page.totalElements).toBe(count + 1)
    expect(page.content.filter((p) => p.processorId === firstBody.processorId)).toHaveLength(1)
    // The same key for another request is refused, not run.
    expect((await failure(await pay(1102, chargeBody(1500), key), 422)).statusCode).toBe(422)
    expect((await payments(1102)).totalElements).toBe(count + 1)
  })

  it("mails the payer a receipt with the amount, the balance left, the receipt's and the statement's links, once per payment", async () => {
    const before = (await receipts()).results.length
    const key = idempotencyKey()
    const payment = await ok(await pay(1102, chargeBody(1234), key), PaymentSchema, 201)
    const after = await statement(1102)
    const [mail] = (await receipts()).results
    expect((await receipts()).results).toHaveLength(before + 1)
    expect(mail?.subject).toContain('$12.34')
    expect(mail?.text).toContain(`Receipt number: ${payment.id}`)
    expect(mail?.text).toContain('Paid: $12.34 (Visa ending in 4242)')
    expect(mail?.text).toContain(`Balance still due: ${formatCents(after.balanceCents)}`)
    expect(mail?.text).toMatch(/http:\/\/[^\s]+\/family-portal\/1102\/[a-z-]+\/statement\n/)
    // The receipt's own screen (issue 34 point 8), the mail's first link.
    expect(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0]).toMatch(new RegExp(`/family-portal/1102/[a-z-]+/statement/receipt/${payment.id}$`))
    // A replayed request answers the same payment and mails nothing more.
    await ok(await pay(1102, chargeBody(1234), key), PaymentSchema, 201)
    expect((await receipts()).results).toHaveLength(before + 1)
  })

  it('needs an Idempotency-Key', async () => {
    const body = await failure(await pay(1102, chargeBody(1000), null), 422)
    expect(body.errors).toEqual({ [HEADER_IDEMPOTENCY_KEY]: 'This field is required' })
  })

  it('cannot exceed the balance', async () => {
    const { balanceCents } = await statement(1102)
    const body = await failure(await pay(1102, chargeBody(balanceCents + 1)), 422)
    expect(body.errors).toEqual({ amountCents: PAYMENT_MESSAGES.overBalance(balanceCents) })
    expect(body.errors?.amountCents).toMatch(/^Cannot exceed the balance of \$[\d,]+\.\d\d$/)
  })

  it('is refused on a statement paid in full, and before the contract is submitted', async () => {
    const paid = await statement(2102, harbor, HARBOR)
    expect(paid.balanceCents).toBe(0)
    expect((await failure(await pay(2102, chargeBody(100), idempotencyKey(), { token: harbor, host: HARBOR }), 422)).errors).toEqual({
      amountCents: PAYMENT_MESSAGES.paidInFull,
    })
    const contract = await ok(await api('/api/family/arrangements/1101/contract', { token: family }), ContractSchema)
    expect(contract.submittedAt).toBeNull()
    expect((await failure(await pay(1101, chargeBody(100)), 422)).message).toBe(PAYMENT_MESSAGES.notSubmitted)
  })

  it('answers a declined test card with 422 on paymentMethod, and a retry gets the same decline', async () => {
    const count = (await payments(1102)).totalElements
    const key = idempotencyKey()
    const declinedCard = await paymentMethodFor({ number: '4000000000000002' })
    const declined = await failure(await pay(1102, chargeBody(1000, declinedCard), key), 422)
    expect(declined.errors).toEqual({ paymentMethod: DECLINE_MESSAGES.card_declined })
    const again = await failure(await pay(1102, chargeBody(1000, declinedCard), key), 422)
    expect(again.errors).toEqual(declined.errors)
    expect((await failure(await pay(1102, chargeBody(1000, await paymentMethodFor({ number: '4000000000009995' }))), 422)).errors).toEqual({
      paymentMethod: DECLINE_MESSAGES.insufficient_funds,
    })
    // An id the processor never made (or made elsewhere): enter the card again; nothing charged.
    expect((await failure(await pay(1102, chargeBody(1000, `tpm_${'0'.repeat(24)}`)), 422)).errors).toEqual({
      paymentMethod: CARD_ENTER_AGAIN,
    })
    expect((await payments(1102)).totalElements).toBe(count)
  })

  it('validates the body with the field messages, and takes no card details', async () => {
    const bad = { amountCents: 0, paymentMethod: '4242424242424242' }
    const body = await failure(await pay(1102, bad), 422)
    expect(body.errors).toEqual({ amountCents: 'Must be at least 1', paymentMethod: 'Please enter a valid format' })
    // The card itself instead of its id: refused (issue 16: card data never reaches the api).
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Margaret Ellis' }
    const withCard = await failure(await pay(1102, { amountCents: 100, card }), 422)
    expect(withCard.errors).toEqual({ paymentMethod: 'This field is required' })
  })

  it('answers 401, and 404 for a non-member and across tenants', async () => {
    expect((await failure(await pay(1102, chargeBody(100), idempotencyKey(), {}), 401)).statusCode).toBe(401)
    expect((await failure(await pay(1102, chargeBody(100), idempotencyKey(), { token: relative }), 404)).statusCode).toBe(404)
    expect((await failure(await pay(1102, chargeBody(100), idempotencyKey(), { token: harbor, host: HARBOR }), 404)).statusCode).toBe(404)
  })
})

describe('connecting to the processor', () => {
  it('opens a session for an amount within the balance', async () => {
    const session = await ok(
      await api(`${C}/1102/payments/connect`, { token: family, json: { amountCents: 5000 } }),
      ProcessorSessionSchema,
    )
    expect(session).toMatchObject({ provider: 'test', amountCents: 5000 })
    const { balanceCents } = await statement(1102)
    expect(
      (await failure(await api(`${C}/1102/payments/connect`, { token: family, json: { amountCents: balanceCents + 1 } }), 422)).errors,
    ).toHaveProperty('amountCents')
    expect((await failure(await api(`${C}/1102/payments/connect`, { token: family, json: {} }), 422)).errors).toEqual({
      amountCents: 'This field is required',
    })
  })

  it('answers 401, and 404 for a non-member and across tenants', async () => {
    const json = { amountCents: 100 }
    expect((await failure(await api(`${C}/1102/payments/connect`, { json }), 401)).statusCode).toBe(401)
    expect((await failure(await api(`${C}/1102/payments/connect`, { json, token: relative }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${C}/1102/payments/connect`, { json, token: harbor, host: HARBOR }), 404)).statusCode).toBe(404)
  })
})

/** A balance hold as `holdBalance` writes it, at a chosen time. */
async function hold(processorId: string, createdAt: string) {
  const ids = demoIds(1)
  await drizzle(env.DB).insert(casePayments).values({
    companyId: 1,
    caseId: ids.familyCases[1],
    amountCents: 100,
    status: 'pending',
    brand: '',
    last4: '',
    payerName: 'Margaret Ellis',
    processorId,
    createdBy: ids.familyUser,
    createdAt,
  })
}

describe('abandoned balance holds', () => {
  it('are released by the cron once older than any charge can take, fresh ones kept', async () => {
    const now = new Date()
    await hold('hold:stale', new Date(now.getTime() - HOLD_MAX_AGE_MS - 1000).toISOString())
    await hold('hold:fresh', now.toISOString())
    await releaseStaleHolds(drizzle(env.DB), now)
    const left = await env.DB.prepare("SELECT processor_id FROM case_payments WHERE processor_id LIKE 'hold:%' ORDER BY processor_id").all<{
      processor_id: string
    }>()
    expect(left.results.map((r) => r.processor_id)).toEqual(['hold:fresh'])
    await env.DB.prepare("DELETE FROM case_payments WHERE processor_id = 'hold:fresh'").run()
  })
})
