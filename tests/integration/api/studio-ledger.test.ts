import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { PaymentPageSchema, PaymentSchema, StatementSchema, type Payment } from '#contract/payments.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { CaseLedgerSchema, LEDGER_MESSAGES, OwedSchema, STAFF_PAYMENTS_PATH, type RecordPaymentBody } from '#contract/studio-ledger.ts'
import { PAYMENT_MESSAGES } from '#api/src/arrangements/payments.ts'
import { formatCents } from '#core/money.ts'
import { ACCOUNTS, api, failure, freshAddress, HARBOR, idempotencyKey, ok, paymentMethodFor, tokenFor } from './client.ts'

/**
 * The ledger from the home's side (issue 39 point 4, decision 065): the role matrix and another
 * home's case for every call; payments recorded by staff, never beyond the balance even when
 * sent at once, and once per Idempotency-Key; refunds in full or part, through the test
 * processor for a card and recorded for the rest, never beyond what is left of the payment
 * even when sent at once. Each test starts case 1102 (submitted, Whitfield) with no payments.
 */

/** Walter Ellis's arrangement (1101) is not submitted; Dorothy Ellis's (1102) is. Harbor's 2101. */
const UNSUBMITTED = 1101
const CASE = 1102
const HARBOR_CASE = 2101

const ledgerPath = (caseId: number) => `/api/staff/cases/${caseId}/ledger`
const paymentsPath = (caseId: number) => `/api/staff/cases/${caseId}/payments`
const refundsPath = (caseId: number, paymentId: number) => `${paymentsPath(caseId)}/${paymentId}/refunds`

const OWED = `${STAFF_PAYMENTS_PATH}/owed`
const EXPORT = `${STAFF_PAYMENTS_PATH}/export`

let owner = ''
let director = ''

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM case_payments WHERE case_id = ?').bind(CASE).run()
  ;[owner, director] = await Promise.all([tokenFor(ACCOUNTS.whitfieldStaff), tokenFor(ACCOUNTS.whitfieldDirector)])
})

function check(amountCents: number, overrides: Partial<RecordPaymentBody> = {}): RecordPaymentBody {
  return { method: 'check', payerName: 'Margaret Ellis', reference: 'Check 1043', receivedOn: '2026-12-01', amountCents, ...overrides }
}

function record(
  body: unknown,
  { key = idempotencyKey(), token = owner, caseId = CASE, host }: Record<string, string | number | undefined> = {},
) {
  return api(paymentsPath(Number(caseId)), {
    token: String(token),
    host: host === undefined ? undefined : String(host),
    json: body,
    headers: { [HEADER_IDEMPOTENCY_KEY]: String(key) },
  })
}

function refund(paymentId: number, body: unknown, key = idempotencyKey(), token = owner) {
  return api(refundsPath(CASE, paymentId), { token, json: body, headers: { [HEADER_IDEMPOTENCY_KEY]: key } })
}

async function ledger(caseId = CASE) {
  return ok(await api(ledgerPath(caseId), { token: owner }), CaseLedgerSchema)
}

/** A card payment made by the family, as the portal makes it. */
async function cardPayment(amountCents: number): Promise<Payment> {
  const family = await tokenFor(ACCOUNTS.whitfieldFamily)
  const response = await api(`/api/family/cases/${CASE}/payments`, {
    token: family,
    json: { amountCents, paymentMethod: await paymentMethodFor() },
    headers: { ...freshAddress(), [HEADER_IDEMPOTENCY_KEY]: idempotencyKey() },
  })
  return ok(response, PaymentSchema, 201)
}

async function processorRefunds(chargeId: string) {
  const { results } = await env.DB.prepare('SELECT amount_cents FROM test_refunds WHERE charge_id = ? ORDER BY created_at')
    .bind(chargeId)
    .all<{ amount_cents: number }>()
  return results.map((r) => r.amount_cents)
}

describe('who may call the ledger calls', () => {
  it('owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async () => {
    const calls = [
      { name: 'ledger', path: ledgerPath(CASE), ok: 200 },
      // A body is refused only once the role passed.
      { name: 'record', path: paymentsPath(CASE), method: 'POST', json: {}, ok: 422 },
      { name: 'refund', path: refundsPath(CASE, 999_999), method: 'POST', json: {}, ok: 422 },
      // The home's own: Harbor's staff get Harbor's (checked below), never a Whitfield case.
      { name: 'owed', path: OWED, ok: 200, home: true },
      { name: 'export', path: `${EXPORT}?from=2026-01-01&to=2026-12-31`, ok: 200, home: true },
    ]
    const headers = { [HEADER_IDEMPOTENCY_KEY]: idempotencyKey() }
    for (const call of calls) {
      expect([call.name, (await api(call.path, { method: call.method, json: call.json, headers })).status]).toEqual([call.name, 401])
      for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
        const response = await api(call.path, { method: call.method, json: call.json, headers, token: await tokenFor(account) })
        expect({ call: call.name, who: account.email, ...(await failure(response, 403)) }).toMatchObject({
          call: call.name,
          who: account.email,
          message: STAFF_ROLE_REFUSED,
        })
      }
      for (const token of [owner, director]) {
        const response = await api(call.path, { method: call.method, json: call.json, headers, token })
        expect([call.name, response.status]).toEqual([call.name, call.ok])
      }
      // Harbor's owner, at Harbor, naming a Whitfield case: not found, as if it did not exist.
      const harbor = await api(call.path, {
        method: call.method,
        json: call.json,
        headers,
        host: HARBOR,
        token: await tokenFor(ACCOUNTS.harborStaff),
      })
      expect([call.name, harbor.status]).toEqual([call.name, call.home ? 200 : 404])
    }
  })

  it("is a 404 for another home's case and for a payment of another case", async () => {
    expect((await api(ledgerPath(HARBOR_CASE), { token: owner })).status).toBe(404)
    expect((await record(check(100), { caseId: HARBOR_CASE })).status).toBe(404)
    const payment = await ok(await record(check(100)), PaymentSchema, 201)
    const elsewhere = await api(refundsPath(UNSUBMITTED, payment.id), {
      token: owner,
      json: { amountCents: 50 },
      headers: { [HEADER_IDEMPOTENCY_KEY]: idempotencyKey() },
    })
    expect(await failure(elsewhere, 404)).toMatchObject({ message: LEDGER_MESSAGES.paymentNotFound })
  })
})

describe('a recorded payment', () => {
  it('is written with its payer, method, reference and day, lowers the balance, and the family sees it', async () => {
    const before = await ledger()
    expect(before).toMatchObject({ paidCents: 0, refundedCents: 0, entries: [] })
    expect(before.balanceCents).toBe(before.totalCents)
    const payment = await ok(await record(check(25_000)), PaymentSchema, 201)
    expect(payment).toMatchObject({
      kind: 'payment',
      method: 'check',
      amountCents: 25_000,
      status: 'succeeded',
      payerName: 'Margaret Ellis',
      reference: 'Check 1043',
      receivedOn: '2026-12-01',
      refundOf: null,
      refundedCents: 0,
      createdBy: { firstName: 'Thomas' },
    })
    const after = await ledger()
    expect(after).toMatchObject({ paidCents: 25_000, balanceCents: before.totalCents - 25_000 })
    expect(after.entries.map((e) => e.id)).toEqual([payment.id])
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const statement = await ok(await api(`/api/family/cases/${CASE}/statement`, { token: family }), StatementSchema)
    expect(statement.balanceCents).toBe(after.balanceCents)
    const listed = await ok(await api(`/api/family/cases/${CASE}/payments`, { token: family }), PaymentPageSchema)
    expect(listed.content).toEqual([payment])
    const receipt = await ok(await api(`/api/family/cases/${CASE}/payments/${payment.id}`, { token: family }), PaymentSchema)
    expect(receipt).toEqual(payment)
  })

  it('is written once for a repeated request with the same Idempotency-Key, and the key is refused for another', async () => {
    const key = idempotencyKey()
    const first = await ok(await record(check(1000), { key }), PaymentSchema, 201)
    const again = await record(check(1000), { key })
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await ok(again, PaymentSchema, 201)).toEqual(first)
    expect((await record(check(2000), { key })).status).toBe(422)
    expect((await ledger()).entries).toHaveLength(1)
  })

  it('never goes beyond the balance, even when several are sent at once', async () => {
    const { totalCents } = await ledger()
    const over = await failure(await record(check(totalCents + 1)), 422)
    expect(over.errors).toEqual({ amountCents: PAYMENT_MESSAGES.overBalance(totalCents) })
    // Three at once, each more than half the balance: exactly one fits.
    const half = Math.floor(totalCents / 2) + 1
    const answers = await Promise.all([record(check(half)), record(check(half), { token: director }), record(check(half))])
    expect(answers.map((r) => r.status).toSorted()).toEqual([201, 422, 422])
    const after = await ledger()
    expect(after.paidCents).toBe(half)
    expect(after.paidCents).toBeLessThanOrEqual(totalCents)
  })

  it('is refused before the contract is submitted and once paid in full, and says what a field needs', async () => {
    expect(await failure(await record(check(100), { caseId: UNSUBMITTED }), 422)).toMatchObject({ message: PAYMENT_MESSAGES.notSubmitted })
    const { totalCents } = await ledger()
    await ok(await record(check(totalCents, { method: 'insurance', reference: 'Claim LF-22817' })), PaymentSchema, 201)
    expect((await failure(await record(check(100)), 422)).errors).toEqual({ amountCents: PAYMENT_MESSAGES.paidInFull })
    const bad = await failure(await record({ method: 'card', payerName: '', reference: '', receivedOn: 'soon', amountCents: 0 }), 422)
    expect(bad.errors).toEqual({
      method: LEDGER_MESSAGES.method,
      payerName: LEDGER_MESSAGES.payerName,
      receivedOn: LEDGER_MESSAGES.receivedOn,
      amountCents: LEDGER_MESSAGES.amount,
    })
    expect((await record(check(100), { key: '' })).status).toBe(422)
  })
})

describe('a refund', () => {
  it('of a card payment goes through the processor with its amount, in part and then the rest', async () => {
    const payment = await cardPayment(10_000)
    const part = await ok(await refund(payment.id, { amountCents: 2500 }), PaymentSchema, 201)
    expect(part).toMatchObject({
      kind: 'refund',
      method: 'card',
      amountCents: 2500,
      refundOf: payment.id,
      status: 'succeeded',
      last4: '4242',
    })
    expect(part.processorId).toMatch(/^test_re_/)
    expect(await processorRefunds(payment.processorId)).toEqual([2500])
    let after = await ledger()
    expect(after).toMatchObject({ paidCents: 7500, refundedCents: 2500, balanceCents: after.totalCents - 7500 })
    expect(after.entries.find((e) => e.id === payment.id)).toMatchObject({ refundedCents: 2500, status: 'succeeded' })
    const over = await failure(await refund(payment.id, { amountCents: 7501 }), 422)
    expect(over.errors).toEqual({ amountCents: LEDGER_MESSAGES.overRefund(formatCents(7500)) })
    await ok(await refund(payment.id, { amountCents: 7500 }), PaymentSchema, 201)
    after = await ledger()
    expect(after).toMatchObject({ paidCents: 0, refundedCents: 10_000, balanceCents: after.totalCents })
    expect(after.entries.find((e) => e.id === payment.id)).toMatchObject({ refundedCents: 10_000, status: 'refunded' })
    expect((await failure(await refund(payment.id, { amountCents: 1 }), 422)).errors).toEqual({
      amountCents: LEDGER_MESSAGES.refundedInFull,
    })
    expect(await processorRefunds(payment.processorId)).toEqual([2500, 7500])
  })

  it('of a recorded check is recorded, with no processor asked', async () => {
    const payment = await ok(await record(check(4000)), PaymentSchema, 201)
    const back = await ok(await refund(payment.id, { amountCents: 4000, reference: 'Returned by mail' }), PaymentSchema, 201)
    expect(back).toMatchObject({ kind: 'refund', method: 'check', amountCents: 4000, reference: 'Returned by mail', refundOf: payment.id })
    expect(back.processorId).toMatch(/^recorded:/)
    expect(await ledger()).toMatchObject({ paidCents: 0, refundedCents: 4000 })
  })

  it('is made once for a repeated request, and concurrent refunds never give back more than was paid', async () => {
    const payment = await cardPayment(6000)
    const key = idempotencyKey()
    const first = await ok(await refund(payment.id, { amountCents: 1000 }, key), PaymentSchema, 201)
    expect(await ok(await refund(payment.id, { amountCents: 1000 }, key), PaymentSchema, 201)).toEqual(first)
    expect(await processorRefunds(payment.processorId)).toEqual([1000])
    // 5000 is left; four at once of 2000 each: at most two fit.
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) => refund(payment.id, { amountCents: 2000 }, idempotencyKey(), i % 2 ? owner : director)),
    )
    expect(answers.map((r) => r.status).toSorted()).toEqual([201, 201, 422, 422])
    const refunded = await processorRefunds(payment.processorId)
    expect(refunded.reduce((a, b) => a + b, 0)).toBe(5000)
    expect(await ledger()).toMatchObject({ paidCents: 1000, refundedCents: 5000 })
    // A recorded payment refunded at once by two: one refund of its whole.
    const cash = await ok(await record(check(3000, { method: 'cash', reference: '' })), PaymentSchema, 201)
    const both = await Promise.all([
      refund(cash.id, { amountCents: 3000 }),
      refund(cash.id, { amountCents: 3000 }, idempotencyKey(), director),
    ])
    expect(both.map((r) => r.status).toSorted()).toEqual([201, 422])
  })

  it('gives the claim back when the processor refuses, so nothing is refunded', async () => {
    const payment = await cardPayment(2000)
    // A charge the test processor never made (another processor's id): it refuses.
    await env.DB.prepare("UPDATE case_payments SET processor_id = 'pi_elsewhere' WHERE id = ?").bind(payment.id).run()
    expect(await failure(await refund(payment.id, { amountCents: 500 }), 502)).toMatchObject({ message: LEDGER_MESSAGES.processorRefused })
    expect(await ledger()).toMatchObject({ paidCents: 2000, refundedCents: 0 })
    const left = await env.DB.prepare('SELECT count(*) AS n FROM case_payments WHERE refund_of = ?').bind(payment.id).first<{ n: number }>()
    expect(left?.n).toBe(0)
  })
})

describe('what is owed across the home', () => {
  it("lists each submitted case with a balance in its age's bucket, and no longer once paid; never another home's", async () => {
    const before = await ok(await api(OWED, { token: owner }), OwedSchema)
    expect(before.buckets.map((b) => b.bucket)).toEqual(['0-30', '31-60', '61-90', '90+'])
    const mine = before.buckets.flatMap((b) => b.cases.map((c) => ({ ...c, bucket: b.bucket }))).find((c) => c.caseId === CASE)
    const { totalCents } = await ledger()
    expect(mine).toMatchObject({ caseId: CASE, balanceCents: totalCents, firstName: expect.any(String) })
    expect(before.buckets.find((b) => b.bucket === mine?.bucket)?.cases.map((c) => c.caseId)).toContain(CASE)
    expect(before.buckets.flatMap((b) => b.cases).some((c) => c.caseId === UNSUBMITTED)).toBe(false)
    expect(before.totalCents).toBe(before.buckets.reduce((sum, b) => sum + b.totalCents, 0))
    await ok(await record(check(totalCents)), PaymentSchema, 201)
    const after = await ok(await api(OWED, { token: owner }), OwedSchema)
    expect(after.buckets.flatMap((b) => b.cases).some((c) => c.caseId === CASE)).toBe(false)
    expect(after.totalCents).toBe(before.totalCents - totalCents)
    const harbor = await ok(await api(OWED, { host: HARBOR, token: await tokenFor(ACCOUNTS.harborStaff) }), OwedSchema)
    expect(harbor.buckets.flatMap((b) => b.cases).every((c) => c.caseId > 2000)).toBe(true)
  })
})

async function exported(query: string, token = owner, host?: string): Promise<string[]> {
  const response = await api(`${EXPORT}?${query}`, { token, host })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="(payments|statements)-.*\.csv"$/)
  const text = await response.text()
  expect(text.endsWith('\r\n')).toBe(true)
  return text.split('\r\n').slice(0, -1)
}

describe('the export for accounting', () => {
  it('lists every payment and refund of the range, one row each, with its columns', async () => {
    await ok(
      await record(check(12_500, { receivedOn: '2026-11-15', payerName: 'Ellis, Margaret', reference: '=1043' })),
      PaymentSchema,
      201,
    )
    const card = await cardPayment(5000)
    const back = await ok(await refund(card.id, { amountCents: 1250 }), PaymentSchema, 201)
    const rows = await exported(`from=2026-11-01&to=2099-12-31`)
    expect(rows[0]).toBe('Date,Case,Payer,Method,Reference,Amount,Tax,Category')
    const caseRows = rows.filter((r) => r.includes(`(case ${CASE})`))
    expect(caseRows).toEqual([
      `2026-11-15,"Ellis, Dorothy (case ${CASE})","Ellis, Margaret",Check,'=1043,125.00,0.00,Payment`,
      `${card.receivedOn},"Ellis, Dorothy (case ${CASE})",Margaret Ellis,Card (Visa 4242),Receipt ${card.id},50.00,0.00,Payment`,
      `${back.receivedOn},"Ellis, Dorothy (case ${CASE})",Margaret Ellis,Card (Visa 4242),Refund of receipt ${card.id},-12.50,0.00,Refund`,
    ])
    // The range is of the day the money moved: the check of 15 November is outside December.
    expect((await exported('from=2026-11-16&to=2099-12-31')).filter((r) => r.includes('125.00'))).toEqual([])
    // Another home's export has none of these.
    const harbor = await exported('from=2026-01-01&to=2099-12-31', await tokenFor(ACCOUNTS.harborStaff), HARBOR)
    expect(harbor.some((r) => r.includes(`(case ${CASE})`))).toBe(false)
  })

  it('lists each statement submitted in the range, one row per line with its category', async () => {
    const statement = await ok(
      await api(`/api/family/cases/${CASE}/statement`, { token: await tokenFor(ACCOUNTS.whitfieldFamily) }),
      StatementSchema,
    )
    const rows = (await exported('what=statements&from=2000-01-01&to=2099-12-31')).filter((r) => r.includes(`(case ${CASE})`))
    expect(rows).toHaveLength(statement.lines.length)
    statement.lines.forEach((line, i) => {
      expect(rows[i]).toContain(`Statement ${CASE}, line ${i + 1}`)
      expect(rows[i]?.endsWith(`,0.00,${line.category.includes(',') ? `"${line.category}"` : line.category}`)).toBe(true)
    })
    expect((await exported('what=statements&from=2000-01-01&to=2000-01-02')).length).toBe(1)
  })

  it('says what a range needs', async () => {
    expect((await failure(await api(`${EXPORT}?from=2026-12-31&to=2026-12-01`, { token: owner }), 422)).errors).toEqual({
      to: LEDGER_MESSAGES.range,
    })
    expect((await failure(await api(EXPORT, { token: owner }), 422)).errors).toHaveProperty('from')
  })
})
