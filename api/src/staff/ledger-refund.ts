import { and, eq, sql } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { Payment } from '#contract/payments.ts'
import { LEDGER_MESSAGES, type RefundBody } from '#contract/studio-ledger.ts'
import { formatCents } from '#core/money.ts'
import { paymentQuery, releaseHold, toPayment } from '../arrangements/payments.ts'
import { casePayments } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import type { PaymentProcessor } from '../payments/processor.ts'
import { ledgerEntry, refundablePayment, type LedgerCase } from './ledger.ts'

export type RefundContext = LedgerCase & {
  db: Db
  userId: number
  /** The home's day, `YYYY-MM-DD`: the day a recorded refund went back. */
  today: string
  /** Asked only for a card: a home without a processor may still refund a check it recorded. */
  processor: () => PaymentProcessor
  /** The request's Idempotency-Key, forwarded to the processor. */
  idempotencyKey: string
}

function refusal(message: string): ApiError {
  return new ApiError(422, undefined, { message, errors: { amountCents: message } })
}

/**
 * Claims `amountCents` of what is left of the payment, in one statement: the refund's row is
 * written only while the payment less its refunds (done and under way) still covers it. So two
 * refunds sent at once never give back more than was paid; the one that does not fit is a 422.
 * A card's claim is `pending` until the processor answers; a recorded refund is written done.
 */
async function claimRefund(ctx: RefundContext, paymentId: number, body: RefundBody, status: 'pending' | 'succeeded'): Promise<number> {
  const marker = `${status === 'pending' ? 'hold' : 'recorded'}:${crypto.randomUUID()}`
  const claimed = await ctx.db.all<{ id: number }>(sql`
    INSERT INTO case_payments (company_id, case_id, amount_cents, status, kind, method, brand, last4, payer_name, processor_id, reference, received_on, refund_of, created_by)
    SELECT p.company_id, p.case_id, ${-body.amountCents}, ${status}, 'refund', p.method, p.brand, p.last4, p.payer_name, ${marker},
      ${body.reference?.trim() ?? ''}, ${ctx.today}, p.id, ${ctx.userId}
    FROM case_payments p
    WHERE p.id = ${paymentId} AND p.case_id = ${ctx.caseId} AND p.kind = 'payment' AND p.status = 'succeeded'
      AND p.amount_cents + (SELECT coalesce(sum(r.amount_cents), 0) FROM case_payments r
        WHERE r.refund_of = p.id AND r.status IN ('succeeded', 'pending')) >= ${body.amountCents}
    RETURNING id`)
  const id = claimed[0]?.id
  if (id === undefined) throw refusal(LEDGER_MESSAGES.refundChanged)
  return id
}

/**
 * A refund of one payment, in full or part (decision 065). Checked against what is left of it,
 * then claimed (`claimRefund`); a recorded payment's refund is recorded there and then, a card's
 * goes to the processor with a key of this payment and request, so a retry that reaches it twice
 * is one refund there and, by the unique processor id, one row here. A refusal or a failure of
 * the processor gives the claim back and nothing is refunded.
 */
export async function refundPayment(ctx: RefundContext, paymentId: number, body: RefundBody): Promise<Payment> {
  const { payment, processorId } = await refundablePayment(ctx.db, ctx.caseId, paymentId)
  const left = payment.amountCents - payment.refundedCents
  if (left <= 0) throw refusal(LEDGER_MESSAGES.refundedInFull)
  if (body.amountCents > left) throw refusal(LEDGER_MESSAGES.overRefund(formatCents(left)))
  if (payment.method !== 'card') return ledgerEntry(ctx.db, ctx.caseId, await claimRefund(ctx, paymentId, body, 'succeeded'))

  const processor = ctx.processor()
  const holdId = await claimRefund(ctx, paymentId, body, 'pending')
  const result = await processor
    .refund({ processorId, amountCents: body.amountCents, idempotencyKey: `case-refund-${paymentId}-${ctx.idempotencyKey}` })
    .catch(async (error: unknown) => {
      await releaseHold(ctx.db, holdId)
      throw error
    })
  if (!result.ok) {
    await releaseHold(ctx.db, holdId)
    throw new ApiError(502, undefined, { message: LEDGER_MESSAGES.processorRefused })
  }
  try {
    await ctx.db.update(casePayments).set({ status: 'succeeded', processorId: result.refundId }).where(eq(casePayments.id, holdId))
  } catch {
    // The processor answered a refund already recorded (a retry that reached it twice): that row stands.
    await releaseHold(ctx.db, holdId)
  }
  const [row] = await paymentQuery(ctx.db)
    .where(and(eq(casePayments.companyId, ctx.companyId), eq(casePayments.processorId, result.refundId)))
    .limit(1)
  if (!row) throw new Error('ledger: refund row missing after the processor refunded')
  return toPayment(row)
}
