import { and, eq, isNull, ne } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { STUDIO_ORDER_MESSAGES, type OrderRefundResult, type StaffOrder } from '#contract/studio-orders.ts'
import { formatCents } from '#core/money.ts'
import { fullName } from '#core/names.ts'
import { shopOrders } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { sendMail } from '../mail/mailer.ts'
import type { Company } from '../middleware/tenant.ts'
import type { PaymentProcessor } from '../payments/processor.ts'
import { staffOrder } from './orders.ts'

/**
 * An order given back through the payment processor, whole or in part (decisions 062, 065), never
 * beyond what was paid:
 * 1. one conditional update claims the refund (`refund_claimed_at`) before the processor is
 *    asked, so two taps, or two staff at once, cannot both send one (the second is a 409 while
 *    the first runs); the amount is checked against what is left once the claim is held;
 * 2. the processor is asked with a key of the charge's own and of what was refunded before
 *    (`shop-refund-{charge id}` for the first refund of the whole, as decision 062 had it), so
 *    even a retry after a lost answer is the same refund there;
 * 3. what was refunded grows by the amount and the claim is given back (the order is refunded
 *    once all of it is), and the buyer's mail is written; a processor's refusal gives the claim
 *    back, and nothing is refunded or mailed.
 */
export async function refundOrder(
  db: Db,
  company: Company,
  userId: number,
  processor: PaymentProcessor,
  orderId: number,
  amountCents?: number,
  now: Date = new Date(),
): Promise<OrderRefundResult> {
  const order = await staffOrder(db, company.id, orderId)
  if (order.status === 'refunded') return { order, refunded: false }
  const mine = and(eq(shopOrders.id, orderId), eq(shopOrders.companyId, company.id))
  const claimed = await db
    .update(shopOrders)
    .set({ refundClaimedAt: now.toISOString() })
    .where(and(mine, isNull(shopOrders.refundClaimedAt), ne(shopOrders.status, 'refunded')))
    .returning({ processorId: shopOrders.processorId, refundedCents: shopOrders.refundedCents, totalCents: shopOrders.totalCents })
  const charge = claimed[0]
  if (!charge) {
    const current = await staffOrder(db, company.id, orderId)
    if (current.status === 'refunded') return { order: current, refunded: false }
    throw new ApiError(409, undefined, { message: STUDIO_ORDER_MESSAGES.refundUnderWay })
  }
  const giveBack = () => db.update(shopOrders).set({ refundClaimedAt: null }).where(mine)
  const left = charge.totalCents - charge.refundedCents
  const amount = amountCents ?? left
  if (amount > left) {
    await giveBack()
    const message = STUDIO_ORDER_MESSAGES.refundTooMuch(formatCents(left))
    throw new ApiError(422, undefined, { message, errors: { amountCents: message } })
  }
  let result: Awaited<ReturnType<PaymentProcessor['refund']>>
  try {
    result = await processor.refund({
      // The charge's id stays on the api: staff and buyers never see it.
      processorId: charge.processorId,
      amountCents: amount,
      idempotencyKey: refundKey(charge.processorId, charge.refundedCents, amount, charge.totalCents),
    })
  } catch (error) {
    await giveBack()
    throw error
  }
  if (!result.ok) {
    await giveBack()
    throw new ApiError(502, undefined, { message: result.message })
  }
  const refundedCents = charge.refundedCents + amount
  const whole = refundedCents >= charge.totalCents
  await db
    .update(shopOrders)
    .set({
      refundedCents,
      refundId: result.refundId,
      refundClaimedAt: null,
      ...(whole ? { status: 'refunded' as const, statusChangedAt: now.toISOString(), statusChangedBy: userId } : {}),
    })
    .where(mine)
  const refunded = await staffOrder(db, company.id, orderId)
  await sendMail(db, company.id, { kind: 'order-refund', to: refunded.purchaser.email, ...refundText(refunded, company.name, amount) })
  return { order: refunded, refunded: true }
}

/**
 * One refund per charge and step: the first refund of the whole keeps decision 062's key; a part
 * is keyed by what was refunded before it and its amount, so a retry is the same refund and the
 * next part is a new one. A charge's id is unique where an order id may come back.
 */
export function refundKey(chargeId: string, refundedBefore: number, amountCents: number, totalCents: number): string {
  if (refundedBefore === 0 && amountCents === totalCents) return `shop-refund-${chargeId}`
  return `shop-refund-${chargeId}-${refundedBefore}-${amountCents}`
}

/** The buyer's refund mail as plain text (kind `order-refund`). */
export function refundText(order: StaffOrder, companyName: string, amountCents = order.totalCents): { subject: string; text: string } {
  const whole = order.status === 'refunded' || amountCents >= order.totalCents
  const personName = fullName(order.obituary)
  const lines = [
    `Dear ${order.purchaser.firstName},`,
    '',
    whole
      ? `${companyName} has refunded your order ${order.id} in memory of ${personName}.`
      : `${companyName} has refunded part of your order ${order.id} in memory of ${personName}.`,
    '',
    `${order.product.name} (${order.variant.name}) × ${order.quantity}`,
    `Refunded: ${formatCents(amountCents)} to your ${order.payment.brand} ending in ${order.payment.last4}.`,
    ...(whole ? [] : [`Refunded so far: ${formatCents(order.refundedCents)} of ${formatCents(order.totalCents)}.`]),
    'It can take 5 to 10 business days to show on your statement.',
    '',
    'If you did not expect this, please reply or call us.',
    '',
    'With sympathy,',
    companyName,
  ]
  const subject = whole
    ? `Your order ${order.id} in memory of ${personName} is refunded`
    : `${formatCents(amountCents)} of your order ${order.id} in memory of ${personName} is refunded`
  return { subject, text: lines.join('\n') }
}
