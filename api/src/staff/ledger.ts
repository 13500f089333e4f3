import { and, desc, eq, sql } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { Payment } from '#contract/payments.ts'
import { LEDGER_MESSAGES, type CaseLedger, type RecordPaymentBody } from '#contract/studio-ledger.ts'
import { loadArrangement } from '../arrangements/arrangement.ts'
import { assertPayable, balanceChanged, heldAndPaid, NOT_A_HOLD, paymentQuery, toPayment } from '../arrangements/payments.ts'
import { buildStatement } from '../arrangements/statement.ts'
import { casePayments } from '../db/schema.ts'
import type { Db } from '../db/client.ts'

/**
 * A case's ledger from the home's side (decision 065): its payments and refunds, and payments
 * staff record by hand. The balance is the statement's own (arrangements/statement.ts), so the
 * family and the home never read two numbers.
 */

export type LedgerCase = { companyId: number; caseId: number }

/** The statement's total and balance, and whether a payment may go towards it yet. */
export async function caseBalance(db: Db, { companyId, caseId }: LedgerCase) {
  const state = await loadArrangement(db, companyId, caseId)
  const statement = await buildStatement(db, companyId, state)
  return { statement, submitted: Boolean(state.row?.submittedAt) }
}

export async function caseLedger(db: Db, ledgerCase: LedgerCase): Promise<CaseLedger> {
  const [{ statement }, rows] = await Promise.all([
    caseBalance(db, ledgerCase),
    paymentQuery(db)
      .where(and(eq(casePayments.caseId, ledgerCase.caseId), NOT_A_HOLD))
      .orderBy(desc(casePayments.createdAt), desc(casePayments.id)),
  ])
  const entries = rows.map(toPayment)
  const refundedCents = entries.filter((e) => e.kind === 'refund').reduce((sum, e) => sum + e.amountCents, 0)
  return {
    caseId: ledgerCase.caseId,
    submittedAt: statement.submittedAt,
    totalCents: statement.totalCents,
    paidCents: statement.paidCents,
    refundedCents,
    balanceCents: statement.balanceCents,
    entries,
  }
}

export async function ledgerEntry(db: Db, caseId: number, id: number): Promise<Payment> {
  const [row] = await paymentQuery(db)
    .where(and(eq(casePayments.id, id), eq(casePayments.caseId, caseId)))
    .limit(1)
  if (!row) throw new Error('ledger: entry missing after insert')
  return toPayment(row)
}

/**
 * A payment staff record (cash, check, bank transfer, insurance), written by one conditional
 * insert: only when what is paid and held already, plus this amount, stays within the
 * statement's total. SQLite runs it atomically, so of two recorded at once (or a card payment
 * at the same moment) only those that fit are written; the others get a 422 that says the
 * balance changed. The idempotency store (the route) makes a repeated request the same payment.
 */
export async function recordPayment(db: Db, ledgerCase: LedgerCase, userId: number, body: RecordPaymentBody): Promise<Payment> {
  const { statement, submitted } = await caseBalance(db, ledgerCase)
  assertPayable(body.amountCents, { submitted, balanceCents: statement.balanceCents })
  const { companyId, caseId } = ledgerCase
  const written = await db.all<{ id: number }>(sql`
    INSERT INTO case_payments (company_id, case_id, amount_cents, status, kind, method, brand, last4, payer_name, processor_id, reference, received_on, created_by)
    SELECT ${companyId}, ${caseId}, ${body.amountCents}, 'succeeded', 'payment', ${body.method}, '', '', ${body.payerName.trim()},
      ${`recorded:${crypto.randomUUID()}`}, ${body.reference.trim()}, ${body.receivedOn}, ${userId}
    WHERE ${heldAndPaid(caseId)} + ${body.amountCents} <= ${statement.totalCents}
    RETURNING id`)
  const id = written[0]?.id
  if (id === undefined) throw balanceChanged()
  return ledgerEntry(db, caseId, id)
}

/** The payment a refund gives back: this case's, a payment (a refund is not refunded), not a hold. */
export async function refundablePayment(db: Db, caseId: number, paymentId: number) {
  const [row] = await paymentQuery(db)
    .where(and(eq(casePayments.id, paymentId), eq(casePayments.caseId, caseId), eq(casePayments.kind, 'payment'), NOT_A_HOLD))
    .limit(1)
  if (!row) throw new ApiError(404, undefined, { message: LEDGER_MESSAGES.paymentNotFound })
  return { payment: toPayment(row), processorId: row.p.processorId }
}
