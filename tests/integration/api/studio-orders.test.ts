import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { familyCasePath } from '#contract/family-paths.ts'
import type { CheckoutInput } from '#contract/shop.ts'
import { ShopOrderSchema } from '#contract/shop.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import {
  GiftListSchema,
  OrderRefundResultSchema,
  STAFF_ORDERS_PATH,
  STUDIO_ORDER_MESSAGES,
  StaffOrderPageSchema,
  StaffOrderSchema,
} from '#contract/studio-orders.ts'
import { formatCents } from '#core/money.ts'
import { ACCOUNTS, api, failure, freshAddress, HARBOR, idempotencyKey, ok, paymentMethodFor, tokenFor } from './client.ts'

/**
 * The shop's orders from the home's side (issue 38 point 5, decision 062): the role matrix and
 * another home's order for every call, the list by status and obituary, a status moved with who
 * and when, notes, a refund through the test processor that is mailed to the buyer and made at
 * most once (two at the same moment refund once), and the family's thank-you list.
 */

/** Whitfield's published obituary 1001 and its Eternal Grace Standing Spray, Deluxe. */
const OBITUARY = 1001
const SPRAY = { productId: 1001, variantId: 10012 }
/** Margaret Ellis, Whitfield's demo family account. */
const MARGARET = 1001

async function placeOrder(email: string, overrides: Partial<CheckoutInput> = {}) {
  const body: CheckoutInput = {
    ...SPRAY,
    quantity: 1,
    cardMessage: 'Thinking of you all.',
    purchaser: { firstName: 'Linda', lastName: 'Carter', email, phone: '(555) 210-3344' },
    delivery: { method: 'service' },
    paymentMethod: await paymentMethodFor(),
    ...overrides,
  }
  const response = await api(`/api/web/obituaries/${OBITUARY}/shop/checkout`, {
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey(), ...freshAddress() },
  })
  const order = await ok(response, ShopOrderSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM shop_orders WHERE id = ?').bind(order.id).run()
  })
  return order
}

const orderPath = (id: number) => `${STAFF_ORDERS_PATH}/${id}`
const refund = (id: number, token: string, host?: string) => api(`${orderPath(id)}/refund`, { method: 'POST', token, host })

function buyer(tag: string): string {
  return `${tag}.${crypto.randomUUID().slice(0, 8)}@example.org`
}

async function mailsTo(to: string, kind = 'order-refund') {
  const { results } = await env.DB.prepare('SELECT subject, text FROM outbox WHERE kind = ? AND "to" = ? ORDER BY id')
    .bind(kind, to)
    .all<{ subject: string; text: string }>()
  return results
}

describe('who may call the order calls', () => {
  it('owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async () => {
    const order = await placeOrder(buyer('matrix'))
    const calls = [
      { name: 'list', path: STAFF_ORDERS_PATH, ok: 200 },
      // A body is refused only once the role passed.
      { name: 'change', path: orderPath(order.id), method: 'PATCH', json: {}, ok: 422 },
      // No such order: an allowed role gets as far as the 404 (no refund is made in the matrix).
      { name: 'refund', path: `${orderPath(999_999)}/refund`, method: 'POST', ok: 404 },
    ]
    for (const call of calls) {
      expect([call.name, (await api(call.path, { method: call.method, json: call.json })).status]).toEqual([call.name, 401])
      for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
        const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
        expect({ call: call.name, who: account.email, ...(await failure(response, 403)) }).toMatchObject({
          call: call.name,
          who: account.email,
          message: STAFF_ROLE_REFUSED,
        })
      }
      for (const account of [ACCOUNTS.whitfieldStaff, ACCOUNTS.whitfieldDirector]) {
        const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
        expect([call.name, account.email, response.status]).toEqual([call.name, account.email, call.ok])
      }
    }
  })

  it("is a 404 for another home's order, and Harbor's list never shows Whitfield's", async () => {
    const email = buyer('harbor')
    const order = await placeOrder(email)
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    const change = await api(orderPath(order.id), { method: 'PATCH', host: HARBOR, token: harbor, json: { status: 'delivered' } })
    expect(await failure(change, 404)).toMatchObject({ message: STUDIO_ORDER_MESSAGES.notFound })
    expect(await failure(await refund(order.id, harbor, HARBOR), 404)).toMatchObject({ message: STUDIO_ORDER_MESSAGES.notFound })
    const list = await ok(await api(`${STAFF_ORDERS_PATH}?size=100`, { host: HARBOR, token: harbor }), StaffOrderPageSchema)
    expect(list.content.some((o) => o.id === order.id)).toBe(false)
    const row = await env.DB.prepare('SELECT status FROM shop_orders WHERE id = ?').bind(order.id).first<{ status: string }>()
    expect(row?.status).toBe('paid')
    expect(await mailsTo(email)).toEqual([])
    // Harbor's family cannot read a Whitfield case's gifts either.
    const caseRow = await env.DB.prepare('SELECT case_id FROM obituaries WHERE id = ?').bind(OBITUARY).first<{ case_id: number }>()
    const gifts = await api(`${familyCasePath(caseRow?.case_id ?? 0)}/gifts`, {
      host: HARBOR,
      token: await tokenFor(ACCOUNTS.harborFamily),
    })
    expect(gifts.status).toBe(404)
  })
})

describe('the orders', () => {
  it('lists by status and obituary, newest first, with what, for whom and delivery', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const first = await placeOrder(buyer('first'))
    const second = await placeOrder(buyer('second'), { quantity: 2 })
    const page = await ok(
      await api(`${STAFF_ORDERS_PATH}?obituaryId=${OBITUARY}&status=paid&size=100`, { token: director }),
      StaffOrderPageSchema,
    )
    const ids = page.content.map((o) => o.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
    expect(page.content.every((o) => o.obituary.id === OBITUARY && o.status === 'paid')).toBe(true)
    const shown = page.content.find((o) => o.id === second.id)
    expect(shown).toMatchObject({
      quantity: 2,
      product: { name: 'Eternal Grace Standing Spray' },
      delivery: { method: 'service' },
      moves: ['sent', 'delivered'],
      refundable: true,
      notes: '',
      statusChangedBy: null,
    })
    expect(shown && 'token' in shown).toBe(false)
    const delivered = await ok(await api(`${STAFF_ORDERS_PATH}?status=delivered&size=100`, { token: director }), StaffOrderPageSchema)
    expect(delivered.content.some((o) => o.id === first.id)).toBe(false)
  })

  it('moves a status with who and when, keeps notes, and refuses a move the rule has not', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const order = await placeOrder(buyer('move'))
    const change = (json: unknown) => api(orderPath(order.id), { method: 'PATCH', token: director, json })
    const sent = await ok(await change({ status: 'sent', notes: 'Florist ref. B-1142' }), StaffOrderSchema)
    expect(sent).toMatchObject({
      status: 'sent',
      notes: 'Florist ref. B-1142',
      statusChangedBy: { firstName: 'Rosa' },
      moves: ['delivered', 'paid'],
    })
    expect(sent.statusChangedAt).not.toBeNull()
    const delivered = await ok(await change({ status: 'delivered' }), StaffOrderSchema)
    expect(delivered).toMatchObject({ status: 'delivered', notes: 'Florist ref. B-1142', moves: ['sent'] })
    expect(await failure(await change({ status: 'paid' }), 409)).toMatchObject({ message: STUDIO_ORDER_MESSAGES.status })
    expect(await failure(await change({ status: 'refunded' }), 422)).toMatchObject({ errors: { status: STUDIO_ORDER_MESSAGES.status } })
    expect((await failure(await change({}), 422)).message).toBe(STUDIO_ORDER_MESSAGES.nothingToChange)
  })
})

describe('a refund', () => {
  it('goes through the processor, mails the buyer, and a repeat refunds nothing more', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const email = buyer('refund')
    const order = await placeOrder(email)
    const result = await ok(await refund(order.id, owner), OrderRefundResultSchema)
    expect(result).toMatchObject({ refunded: true, order: { status: 'refunded', moves: [], refundable: false } })
    expect(result.order.refundId).toMatch(/^test_re_/)
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(
      `Your order ${order.id} in memory of ${result.order.obituary.firstName} ${result.order.obituary.lastName} is refunded`,
    )
    expect(mails[0]?.text).toContain('Refunded: $')
    const again = await ok(await refund(order.id, owner), OrderRefundResultSchema)
    expect(again).toMatchObject({ refunded: false, order: { status: 'refunded', refundId: result.order.refundId } })
    expect(await mailsTo(email)).toHaveLength(1)
    const refunds = await env.DB.prepare(
      'SELECT count(*) AS n FROM test_refunds WHERE charge_id = (SELECT processor_id FROM shop_orders WHERE id = ?)',
    )
      .bind(order.id)
      .first<{ n: number }>()
    expect(refunds?.n).toBe(1)
    const stays = await api(orderPath(order.id), { method: 'PATCH', token: owner, json: { status: 'sent' } })
    expect(await failure(stays, 409)).toMatchObject({ message: STUDIO_ORDER_MESSAGES.refundedStays })
  })

  it('refunds once when two are asked at the same moment', async () => {
    const [owner, director] = await Promise.all([tokenFor(ACCOUNTS.whitfieldStaff), tokenFor(ACCOUNTS.whitfieldDirector)])
    const email = buyer('twice')
    const order = await placeOrder(email)
    const answers = await Promise.all([refund(order.id, owner), refund(order.id, director), refund(order.id, owner)])
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([])
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ refunded?: boolean }>))
    expect(bodies.filter((b) => b.refunded === true)).toHaveLength(1)
    expect(await mailsTo(email)).toHaveLength(1)
    const refunds = await env.DB.prepare(
      'SELECT count(*) AS n FROM test_refunds WHERE charge_id = (SELECT processor_id FROM shop_orders WHERE id = ?)',
    )
      .bind(order.id)
      .first<{ n: number }>()
    expect(refunds?.n).toBe(1)
  })

  it('refunds a part with its amount, then the rest, never more than was paid (decision 065)', async () => {
    const [owner, director] = await Promise.all([tokenFor(ACCOUNTS.whitfieldStaff), tokenFor(ACCOUNTS.whitfieldDirector)])
    const email = buyer('part')
    const order = await placeOrder(email)
    const partOf = (amountCents: number, token = owner) =>
      api(`${orderPath(order.id)}/refund`, { method: 'POST', token, json: { amountCents } })
    const part = await ok(await partOf(1000), OrderRefundResultSchema)
    expect(part).toMatchObject({ refunded: true, order: { status: 'paid', refundedCents: 1000, refundable: true } })
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toMatch(/^\$10\.00 of your order \d+ in memory of .+ is refunded$/)
    expect(mail?.text).toContain('Refunded: $10.00 to your Visa ending in 4242.')
    const left = order.totalCents - 1000
    expect(await failure(await partOf(left + 1), 422)).toMatchObject({
      errors: { amountCents: STUDIO_ORDER_MESSAGES.refundTooMuch(formatCents(left)) },
    })
    // Two parts at once that together are more than is left: one is made, never both.
    const both = await Promise.all([partOf(left - 100), partOf(left - 100, director)])
    expect(both.filter((r) => r.status === 200)).toHaveLength(1)
    // The rest, asked with no amount: the order is refunded.
    const rest = await ok(await refund(order.id, owner), OrderRefundResultSchema)
    expect(rest).toMatchObject({ refunded: true, order: { status: 'refunded', refundedCents: order.totalCents, refundable: false } })
    const { results } = await env.DB.prepare(
      'SELECT amount_cents FROM test_refunds WHERE charge_id = (SELECT processor_id FROM shop_orders WHERE id = ?) ORDER BY created_at',
    )
      .bind(order.id)
      .all<{ amount_cents: number }>()
    expect(results.map((r) => r.amount_cents)).toEqual([1000, left - 100, 100])
    expect(await mailsTo(email)).toHaveLength(3)
  })

  it('gives the claim back when the processor refuses, so nothing is refunded or mailed', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const email = buyer('refused')
    const order = await placeOrder(email)
    // A charge the test processor did not make (as if from another processor): it refuses.
    await env.DB.prepare("UPDATE shop_orders SET processor_id = 'pi_elsewhere' WHERE id = ?").bind(order.id).run()
    expect((await refund(order.id, owner)).status).toBe(502)
    const row = await env.DB.prepare('SELECT status, refund_claimed_at FROM shop_orders WHERE id = ?')
      .bind(order.id)
      .first<{ status: string; refund_claimed_at: string | null }>()
    expect(row).toEqual({ status: 'paid', refund_claimed_at: null })
    expect(await mailsTo(email)).toEqual([])
  })
})

describe("the family's thank-you list", () => {
  it('names who sent what with their words and how to reach them, leaving refunded orders out', async () => {
    const caseRow = await env.DB.prepare('SELECT case_id FROM obituaries WHERE id = ?').bind(OBITUARY).first<{ case_id: number }>()
    const caseId = caseRow?.case_id ?? 0
    const added = await env.DB.prepare("INSERT OR IGNORE INTO case_members (case_id, user_id, role) VALUES (?, ?, 'viewer')")
      .bind(caseId, MARGARET)
      .run()
    if (added.meta.changes > 0) {
      onTestFinished(async () => {
        await env.DB.prepare('DELETE FROM case_members WHERE case_id = ? AND user_id = ?').bind(caseId, MARGARET).run()
      })
    }
    const kept = await placeOrder(buyer('kept'), { cardMessage: 'With love, the Carters' })
    const gone = await placeOrder(buyer('gone'))
    await ok(await refund(gone.id, await tokenFor(ACCOUNTS.whitfieldStaff)), OrderRefundResultSchema)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const list = await ok(await api(`${familyCasePath(caseId)}/gifts`, { token: family }), GiftListSchema)
    expect(list.content.find((g) => g.orderId === kept.id)).toMatchObject({
      from: { firstName: 'Linda', lastName: 'Carter', email: kept.purchaser.email },
      what: 'Eternal Grace Standing Spray (Deluxe)',
      cardMessage: 'With love, the Carters',
      delivered: false,
    })
    expect(list.content.some((g) => g.orderId === gone.id)).toBe(false)
    // Staff read it too; another case's member does not.
    expect((await api(`${familyCasePath(caseId)}/gifts`, { token: await tokenFor(ACCOUNTS.whitfieldDirector) })).status).toBe(200)
  })
})
