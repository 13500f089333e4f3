import { formatCents } from '#core/money.ts'
import type { OrderSummaryLines } from './rules.ts'

type OrderLinesProps = { productName: string; variantName: string; lines: OrderSummaryLines; totalLabel?: string }

/** Product, size, quantity and the money lines, as a description list (checkout and thanks). */
export function OrderLines({ productName, variantName, lines, totalLabel = 'Total' }: OrderLinesProps) {
  const rows: [string, string][] = [
    ['Product', productName],
    ['Size', `${variantName}, ${formatCents(lines.unitPriceCents)} each`],
    ['Quantity', String(lines.quantity)],
    ['Subtotal', formatCents(lines.subtotalCents)],
    ['Delivery', lines.deliveryCents === 0 ? 'Free' : formatCents(lines.deliveryCents)],
  ]
  return (
    <dl className="order-lines m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="m-0">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="border-t border-t-solid pt-2 text-lg font-bold">{totalLabel}</dt>
        <dd className="m-0 border-t border-t-solid pt-2 text-lg font-bold">{formatCents(lines.totalCents)}</dd>
      </div>
    </dl>
  )
}
