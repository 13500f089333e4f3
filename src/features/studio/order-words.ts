import { parseDollars } from '#src/features/statement/index.ts'
import type { MovableOrderStatus, OrderStatus, StaffOrder } from '#contract/studio-orders.ts'
import { formatCents } from '#core/money.ts'
import { sentAt } from './requests.ts'

/** The words of the studio's orders (issue 38 point 5, decision 062). */

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  paid: 'Paid',
  sent: 'Sent to the florist',
  delivered: 'Delivered',
  refunded: 'Refunded',
}

export const ORDER_MOVE_LABELS: Readonly<Record<MovableOrderStatus, string>> = {
  paid: 'Back to paid',
  sent: 'Mark sent to the florist',
  delivered: 'Mark delivered',
}

/** The list's filter: a status or every order. */
export const ORDER_FILTERS: ReadonlyArray<{ value: OrderStatus | ''; label: string }> = [
  { value: '', label: 'All orders' },
  ...(['paid', 'sent', 'delivered', 'refunded'] as const).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
]

/** "Eternal Grace Standing Spray (Deluxe) × 2". */
export function orderWhat(order: Pick<StaffOrder, 'product' | 'variant' | 'quantity'>): string {
  const what = `${order.product.name} (${order.variant.name})`
  return order.quantity > 1 ? `${what} × ${order.quantity}` : what
}

/** Where it goes, in one line. */
export function deliveryLine(order: Pick<StaffOrder, 'delivery'>): string {
  const d = order.delivery
  const place = [d.line1, d.line2, `${d.city}, ${d.region} ${d.postalCode}`].filter(Boolean).join(', ')
  const when = d.date ? `, requested for ${d.date}` : ''
  return d.method === 'service' ? `To the service: ${d.recipient}, ${place}` : `To ${d.recipient}, ${place}${when}`
}

/** "Paid · $478.00 on Visa ending in 4242", and who moved it last and when. */
export function statusLine(order: StaffOrder, timeZone: string): string {
  const paid = `${ORDER_STATUS_LABELS[order.status]} · ${formatCents(order.totalCents)} on ${order.payment.brand} ending in ${order.payment.last4}`
  const by = order.statusChangedBy
  if (!order.statusChangedAt) return `${paid} · ordered ${sentAt(order.createdAt, timeZone)}`
  const who = by ? `${by.firstName} ${by.lastName}`.trim() : 'someone at the home'
  return `${paid} · marked by ${who}, ${sentAt(order.statusChangedAt, timeZone)}`
}

/** What is still to give back of an order (a part may have been refunded: decision 065). */
export function orderLeftCents(order: Pick<StaffOrder, 'totalCents' | 'refundedCents'>): number {
  return Math.max(0, order.totalCents - order.refundedCents)
}

/** The question a refund asks once. */
export function refundQuestion(order: StaffOrder): string {
  const name = `${order.purchaser.firstName} ${order.purchaser.lastName}`.trim()
  const left = orderLeftCents(order)
  const part = left < order.totalCents ? ` (${formatCents(order.refundedCents)} of it is refunded already)` : ''
  return `Refund up to ${formatCents(left)}${part} to ${name}’s ${order.payment.brand} ending in ${order.payment.last4}? This cannot be undone; ${order.purchaser.firstName} is mailed at once.`
}

/** The refund amount's message, or undefined when it can be refunded: a cent up to what is left. */
export function refundAmountProblem(text: string, leftCents: number): string | undefined {
  if (text.trim() === '') return 'Please enter the amount to refund.'
  const cents = parseDollars(text)
  if (cents === undefined) return 'Please enter an amount in dollars and cents, for example 25.00'
  if (cents === 0) return 'Please enter an amount of at least one cent.'
  if (cents > leftCents) return `At most ${formatCents(leftCents)} is left of this order to refund.`
  return undefined
}
