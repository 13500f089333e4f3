import type { ShopOrder } from '#contract/shop.ts'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import { OrderLines } from './OrderLines.tsx'
import { cardText, formatDeliveryDate, shopHref } from './rules.ts'
import { ShopSection } from './ShopSection.tsx'

type ThanksViewProps = { order: ShopOrder; obituaryId: number; nameSlug: string }

/** Where the flowers go, in words. */
function deliveryLines(delivery: ShopOrder['delivery']): string[] {
  if (delivery.method === 'service') return ['To the service, at the funeral home']
  const lines = [delivery.recipient, delivery.line1]
  if (delivery.line2) lines.push(delivery.line2)
  lines.push(`${delivery.city}, ${delivery.region} ${delivery.postalCode}`)
  if (delivery.date) lines.push(`On ${formatDeliveryDate(delivery.date)}`)
  return lines
}

/**
 * A paid order, as its receipt: what was ordered and paid, the card message and where the flowers
 * go. The thanks page shows it, and so does the checkout of an order already paid (PaidCheckout).
 */
export function OrderReceipt({ order }: { order: ShopOrder }) {
  return (
    <>
      <section aria-labelledby="thanks-order" className="rounded-lg border border-solid p-4">
        <h3 id="thanks-order" className="mt-0">
          Your order
        </h3>
        <OrderLines productName={order.product.name} variantName={order.variant.name} lines={order} totalLabel="Total paid" />
        <p className="mb-0">Paid with {cardText(order.payment.brand, order.payment.last4)}.</p>
      </section>
      <section aria-labelledby="thanks-message">
        <h3 id="thanks-message" className="mt-0">
          Card message
        </h3>
        {/* Text as typed, never HTML; line breaks kept. */}
        <p className="m-0 whitespace-pre-line">{order.cardMessage || 'No message'}</p>
      </section>
      <section aria-labelledby="thanks-delivery">
        <h3 id="thanks-delivery" className="mt-0">
          Delivery
        </h3>
        <address className="not-italic">
          {deliveryLines(order.delivery).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {order.delivery.instructions ? <p className="mb-0 whitespace-pre-line">{order.delivery.instructions}</p> : null}
      </section>
    </>
  )
}

/** /shop/order/{orderId}/thanks: what was ordered and paid, and where the receipt went. */
export function ThanksView({ order, obituaryId, nameSlug }: ThanksViewProps) {
  return (
    <ShopSection id="thanks-title" title="Thank you for your order" className="shop-thanks">
      <p className="mt-0 text-lg">
        Order number <strong data-testid="order-id">{order.id}</strong>. A receipt has been sent to <strong>{order.purchaser.email}</strong>
        .
      </p>
      <div className="grid max-w-3xl gap-6">
        <OrderReceipt order={order} />
        <p className="m-0">
          <SiteLink to={shopHref(obituaryId, nameSlug)} className="inline-flex min-h-11 items-center">
            Back to the flowers
          </SiteLink>
        </p>
      </div>
    </ShopSection>
  )
}
