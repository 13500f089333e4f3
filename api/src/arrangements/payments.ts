import { and, count, desc, eq, lte, ne, sql } from 'drizzle-orm'
import { formatCents } from '#core/money.ts'
import type { Charge, Payment } from '#contract/payments.ts'
import { ApiError } from '#contract/errors.ts'
import { toPage, type Page, type PageQuery } from '#contract/paging.ts'
import { casePayments, users } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { pageWindow } from '../paging.ts'
import type { PaymentProcessor } from '../payments/processor.ts'

export const PAYMENT_MESSAGES = {
  notSubmitted: 'The contract must be submitted before a payment can be made',
  paidInFull: 'The statement is already paid in full',
  overBalance: (balanceCents: number) => `Cannot exceed the balance of ${formatCents(balanceCents)}`,
  /** Another payment (another tab, another relative) took the balance while this one was sent. */
  balanceChanged: 'The balance has changed. Please refresh to see what is still due.',
} as const

/** What has been given back of a payment (its succeeded refunds, stored negative: decision 065). */
const refundedOf = sql<number>`(SELECT coalesce(-sum(r.amount_cents), 0) FROM case_payments r WHERE r.refund_of = ${casePayments.id} AND r.status = 'succeeded')`

export function paymentQuery(db: Db) {
  return db
    .select({ p: casePayments, firstName: users.firstName, lastName: users.lastName, refunded: refundedOf })
    .from(casePayments)
    .leftJoin(users, eq(users.id, casePayments.createdBy))
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['execute']>>[number]

/** Holds on the balance (`pending`, see `holdBalance`) are not payments: never listed or found. */
export const NOT_A_HOLD = ne(casePayments.status, 'pending')

/** A row as the contract says it: amounts positive, a payment given back in full `refunded`. */
export function toPayment({ p, firstName, lastName, refunded }: PaymentRow): Payment {
  if (p.status === 'pending') throw new Error('payments: a balance hold is not a payment')
  const amountCents = Math.abs(p.amountCents)
  const refundedCents = p.kind === 'payment' ? Number(refunded) : 0
  return {
    id: p.id,
    caseId: p.caseId,
    kind: p.kind,
    method: p.method,
    amountCents,
    status: p.kind === 'payment' && refundedCents >= amountCents ? 'refunded' : p.status,
    brand: p.brand,
    last4: p.last4,
    payerName: p.payerName,
    processorId: p.processorId,
    reference: p.reference,
    receivedOn: p.receivedOn ?? p.createdAt.slice(0, 10),
    refundOf: p.refundOf,
    refundedCents,
    createdBy: p.createdBy !== null && firstName !== null && lastName !== null ? { id: p.createdBy, firstName, lastName } : null,
    createdAt: p.createdAt,
  }
}

export async function listPayments(db: Db, caseId: number, query: PageQuery): Promise<Page<Payment>> {
  const where = and(eq(casePayments.caseId, caseId), NOT_A_HOLD)
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await db.batch([
    paymentQuery(db).where(where).orderBy(desc(casePayments.createdAt), desc(casePayments.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(casePayments).where(where),
  ])
  return toPage(rows.map(toPayment), query, total[0]?.n ?? 0)
}

export async function findPayment(db: Db, caseId: number, paymentId: number): Promise<Payment | undefined> {
  const [row] = await paymentQuery(db)
    .where(and(eq(casePayments.id, paymentId), eq(casePayments.caseId, caseId), NOT_A_HOLD))
    .limit(1)
  return row ? toPayment(row) : undefined
}

/** Payments go towards a submitted contract and never beyond its balance. */
export function assertPayable(amountCents: number, balance: { submitted: boolean; balanceCents: number }): void {
  if (!balance.submitted) throw new ApiError(422, undefined, { message: PAYMENT_MESSAGES.notSubmitted })
  if (balance.balanceCents === 0) {
    throw new ApiError(422, undefined, { message: PAYMENT_MESSAGES.paidInFull, errors: { amountCents: PAYMENT_MESSAGES.paidInFull } })
  }
  if (amountCents > balance.balanceCents) {
    const message = PAYMENT_MESSAGES.overBalance(balance.balanceCents)
    throw new ApiError(422, undefined, { message, errors: { amountCents: message } })
  }
}

export type ChargeContext = {
  db: Db
  processor: PaymentProcessor
  companyId: number
  caseId: number
  userId: number
  /** The contract's total: payments and holds together never go beyond it. */
  totalCents: number
  /** The request's Idempotency-Key, forwarded to the processor. */
  idempotencyKey: string
  description: string
}

export function balanceChanged(): ApiError {
  const message = PAYMENT_MESSAGES.balanceChanged
  return new ApiError(422, undefined, { message, errors: { amountCents: message } })
}

/**
 * What a case's balance has taken: succeeded rows (payments less refunds) and holds of payments.
 * A refund under way (a pending negative row) frees nothing until it succeeds (decision 065).
 */
export function heldAndPaid(caseId: number) {
  return sql`(SELECT coalesce(sum(amount_cents), 0) FROM case_payments WHERE case_id = ${caseId}
      AND (status = 'succeeded' OR (status = 'pending' AND amount_cents > 0)))`
}

/**
 * Takes `amountCents` of the balance before the card is charged, in one statement: the row is
 * written only when what is paid and held already, plus this amount, stays within the total.
 * SQLite (D1's single writer) runs it atomically, so of two payments sent at once only those
 * that fit get a hold; the others are refused before their card is touched. Answers the hold's id.
 */
async function holdBalance(ctx: ChargeContext, amountCents: number): Promise<number> {
  const held = await ctx.db.all<{ id: number }>(sql`
    INSERT INTO case_payments (company_id, case_id, amount_cents, status, brand, last4, payer_name, processor_id, created_by, received_on)
    SELECT ${ctx.companyId}, ${ctx.caseId}, ${amountCents}, 'pending', '', '', '', ${`hold:${crypto.randomUUID()}`}, ${ctx.userId}, ${new Date().toISOString().slice(0, 10)}
    WHERE ${heldAndPaid(ctx.caseId)} + ${amountCents} <= ${ctx.totalCents}
    RETURNING id`)
  const id = held[0]?.id
  if (id === undefined) throw balanceChanged()
  return id
}

export async function releaseHold(db: Db, holdId: number): Promise<void> {
  await db.delete(casePayments).where(and(eq(casePayments.id, holdId), eq(casePayments.status, 'pending')))
}

/** Longer than any charge can take (the processor call times out well before), so an older hold was abandoned. */
export const HOLD_MAX_AGE_MS = 15 * 60_000

/**
 * Releases holds left by a Worker that died between `holdBalance` and the charge's answer, so they
 * do not keep part of the balance unpayable. Should the card have been charged after all, the
 * family's retry carries the same Idempotency-Key: the processor replays that charge and it is
 * recorded then, never charged twice.
 */
export async function releaseStaleHolds(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - HOLD_MAX_AGE_MS).toISOString()
  await db.delete(casePayments).where(and(eq(casePayments.status, 'pending'), lte(casePayments.createdAt, before)))
}

/**
 * Holds the amount on the balance (`holdBalance`), charges the payment method, then turns the hold into
 * the payment (a decline or a failure releases it). The processor gets a key derived from the
 * request's Idempotency-Key, so even a retry that reaches it twice is one charge there; the
 * unique processor id keeps it one row here.
 */
export async function charge(ctx: ChargeContext, body: Charge): Promise<Payment> {
  const holdId = await holdBalance(ctx, body.amountCents)
  const result = await ctx.processor
    .charge({
      amountCents: body.amountCents,
      currency: 'USD',
      description: ctx.description,
      idempotencyKey: `case-${ctx.caseId}-${ctx.idempotencyKey}`,
      paymentMethod: body.paymentMethod,
    })
    .catch(async (error: unknown) => {
      await releaseHold(ctx.db, holdId)
      throw error
    })
  if (!result.ok) {
    await releaseHold(ctx.db, holdId)
    throw new ApiError(422, undefined, { message: result.message, errors: { paymentMethod: result.message } })
  }
  try {
    await ctx.db
      .update(casePayments)
      .set({ status: 'succeeded', brand: result.brand, last4: result.last4, payerName: result.payerName, processorId: result.processorId })
      .where(eq(casePayments.id, holdId))
  } catch {
    // The processor answered a charge already recorded (a retry that reached it twice): that row stands.
    await releaseHold(ctx.db, holdId)
  }
  const [row] = await paymentQuery(ctx.db)
    .where(and(eq(casePayments.companyId, ctx.companyId), eq(casePayments.processorId, result.processorId)))
    .limit(1)
  if (!row) throw new Error('payment row missing after insert')
  return toPayment(row)
}
