import type { ShopOrder } from '#contract/shop.ts'
import { formatCents } from '#core/money.ts'

/** The purchaser's receipt as plain text (mail kind `order-receipt`). */
export function receiptText(order: ShopOrder, context: { companyName: string; personName: string }): { subject: string; text: string } {
  const d = order.delivery
  const where =
    d.method === 'service'
      ? [`Delivered to the funeral home for the service:`, d.recipient, d.line1, `${d.city}, ${d.region} ${d.postalCode}`]
      : [`Delivered to:`, d.recipient, d.line1, ...(d.line2 ? [d.line2] : []), `${d.city}, ${d.region} ${d.postalCode}`]
  const lines = [
    `Dear ${order.purchaser.firstName},`,
    '',
    `Thank you for your thoughtful gift in memory of ${context.personName}. Your order has been received and paid.`,
    '',
    `Order number: ${order.id}`,
    `${order.product.name} (${order.variant.name}) × ${order.quantity}: ${formatCents(order.subtotalCents)}`,
    `Delivery: ${order.deliveryCents === 0 ? 'free' : formatCents(order.deliveryCents)}`,
    `Total charged: ${formatCents(order.totalCents)} (${order.payment.brand} ending in ${order.payment.last4})`,
    '',
    ...where,
    ...(d.date ? [`Requested delivery date: ${d.date}`] : []),
    ...(d.instructions ? [`Instructions: ${d.instructions}`] : []),
    '',
    order.cardMessage ? `Card message: “${order.cardMessage}”` : 'No card message.',
    '',
    `With gratitude,`,
    context.companyName,
  ]
  return { subject: `Your order ${order.id} in memory of ${context.personName}`, text: lines.join('\n') }
}
