import { and, count, desc, eq } from 'drizzle-orm'
import { formatUsd } from '#contract/arrangement-rules.ts'
import type { Charge, Payment } from '#contract/payments.ts'
import { ApiError } from '#contract/errors.ts'
import { toPage, type Page, type PageQuery } from '#contract/paging.ts'
import { casePayments, users } from '../db/schema.ts'
import type { Db } from '../middleware/tenant.ts'
import { pageWindow } from '../paging.ts'
import type { PaymentProcessor } from '../payments/processor.ts'

export const PAYMENT_MESSAGES = {
  notSubmitted: 'The contract must be submitted before a payment can be made',
  paidInFull: 'The statement is already paid in full',
  overBalance: (balanceCents: number) => `Cannot exceed the balance of ${formatUsd(balanceCents)}`,
} as const

function paymentQuery(db: Db) {
  return db
    .select({ p: casePayments, firstName: users.firstName, lastName: users.lastName })
    .from(casePayments)
    .leftJoin(users, eq(users.id, casePayments.createdBy))
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['execute']>>[number]

function toPayment({ p, firstName, lastName }: PaymentRow): Payment {
  return {
    id: p.id,
    caseId: p.caseId,
    amountCents: p.amountCents,
    status: p.status,
    brand: p.brand,
    last4: p.last4,
    payerName: p.payerName,
    processorId: p.processorId,
    createdBy: p.createdBy !== null && firstName !== null && lastName !== null ? { id: p.createdBy, firstName, lastName } : null,
    createdAt: p.createdAt,
  }
}

export async function listPayments(db: Db, caseId: number, query: PageQuery): Promise<Page<Payment>> {
  const where = eq(casePayments.caseId, caseId)
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await db.batch([
    paymentQuery(db).where(where).orderBy(desc(casePayments.createdAt), desc(casePayments.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(casePayments).where(where),
  ])
  return toPage(rows.map(toPayment), query, total[0]?.n ?? 0)
}

export async function findPayment(db: Db, caseId: number, paymentId: number): Promise<Payment | undefined> {
  const [row] = await paymentQuery(db)
    .where(and(eq(casePayments.id, paymentId), eq(casePayments.caseId, caseId)))
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
  /** The request's Idempotency-Key, forwarded to the processor. */
  idempotencyKey: string
  description: string
}

/**
 * Charges the card and records the payment. The processor gets a key derived from the
 * request's Idempotency-Key, so even a retry that reaches it twice is one charge there; the
 * unique processor id keeps it one row here.
 */
export async function charge(ctx: ChargeContext, body: Charge): Promise<Payment> {
  const result = await ctx.processor.charge({
    amountCents: body.amountCents,
    currency: 'USD',
    description: ctx.description,
    idempotencyKey: `case-${ctx.caseId}-${ctx.idempotencyKey}`,
    card: body.card,
  })
  if (!result.ok) {
    throw new ApiError(422, undefined, { message: result.message, errors: { 'card.number': result.message } })
  }
  await ctx.db
    .insert(casePayments)
    .values({
      companyId: ctx.companyId,
      caseId: ctx.caseId,
      amountCents: body.amountCents,
      status: 'succeeded',
      brand: result.brand,
      last4: result.last4,
      payerName: body.card.name,
      processorId: result.processorId,
      createdBy: ctx.userId,
    })
    .onConflictDoNothing()
  const [row] = await paymentQuery(ctx.db)
    .where(and(eq(casePayments.companyId, ctx.companyId), eq(casePayments.processorId, result.processorId)))
    .limit(1)
  if (!row) throw new Error('payment row missing after insert')
  return toPayment(row)
}
