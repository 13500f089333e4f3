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
 * A whole order given back through the payment processor, at most once (decision 062):
 * 1. one conditional update claims the refund (`refund_claimed_at`) before the processor is
 *    asked, so two taps, or two staff at once, cannot both send one (the second is a 409 while
 *    the first runs, and the refunded order once it is done);
 * 2. the processor is asked with a key of the charge's own (`shop-refund-{charge id}`), so even
 *    a retry after a lost answer is the same refund there;
 * 3. the order becomes refunded and the buyer's mail is written; a processor's refusal gives
 *    the claim back, and nothing is refunded or mailed.
 */
export async function refundOrder(
  db: Db,
  company: Company,
  userId: number,
  processor: PaymentProcessor,
  orderId: number,
  now: Date = new Date(),
): Promise<OrderRefundResult> {
  const order = await staffOrder(db, company.id, orderId)
  if (order.status === 'refunded') return { order, refunded: false }
  const mine = and(eq(shopOrders.id, orderId), eq(shopOrders.companyId, company.id))
  const claimed = await db
    .update(shopOrders)
    .set({ refundClaimedAt: now.toISOString() })
    .where(and(mine, isNull(shopOrders.refundClaimedAt), ne(shopOrders.status, 'refunded')))
    .returning({ id: shopOrders.id })
  if (claimed.length === 0) {
    const current = await staffOrder(db, company.id, orderId)
    if (current.status === 'refunded') return { order: current, refunded: false }
    throw new ApiError(409, undefined, { message: STUDIO_ORDER_MESSAGES.refundUnderWay })
  }
  // The charge's id stays on the api: staff and buyers never see it.
  const [charge] = await db.select({ processorId: shopOrders.processorId }).from(shopOrders).where(mine).limit(1)
  let result: Awaited<ReturnType<PaymentProcessor['refund']>>
  try {
    result = await processor.refund({
      processorId: charge?.processorId ?? '',
      amountCents: order.totalCents,
      // One refund per charge, whatever else: the charge's id is unique where an order id may come back.
      idempotencyKey: `shop-refund-${charge?.processorId ?? order.id}`,
    })
  } catch (error) {
    await db.update(shopOrders).set({ refundClaimedAt: null }).where(mine)
    throw error
  }
  if (!result.ok) {
    await db.update(shopOrders).set({ refundClaimedAt: null }).where(mine)
    throw new ApiError(502, undefined, { message: result.message })
  }
  await db
    .update(shopOrders)
    .set({ status: 'refunded', refundId: result.refundId, statusChangedAt: now.toISOString(), statusChangedBy: userId })
    .where(mine)
  const refunded = await staffOrder(db, company.id, orderId)
  await sendMail(db, company.id, { kind: 'order-refund', to: refunded.purchaser.email, ...refundText(refunded, company.name) })
  return { order: refunded, refunded: true }
}

/** The buyer's refund mail as plain text (kind `order-refund`). */
export function refundText(order: StaffOrder, companyName: string): { subject: string; text: string } {
  const personName = fullName(order.obituary)
  const lines = [
    `Dear ${order.purchaser.firstName},`,
    '',
    `${companyName} has refunded your order ${order.id} in memory of ${personName}.`,
    '',
    `${order.product.name} (${order.variant.name}) × ${order.quantity}`,
    `Refunded: ${formatCents(order.totalCents)} to your ${order.payment.brand} ending in ${order.payment.last4}.`,
    'It can take 5 to 10 business days to show on your statement.',
    '',
    'If you did not expect this, please reply or call us.',
    '',
    'With sympathy,',
    companyName,
  ]
  return { subject: `Your order ${order.id} in memory of ${personName} is refunded`, text: lines.join('\n') }
}
