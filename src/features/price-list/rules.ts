import type { PriceListItem } from '#contract/price-list.ts'
import { formatCents } from '#core/money.ts'

/**
 * Pure rules of the public price list page (issue 18 point 10): how an item's price and the
 * effective date read. Covered by tests/unit/price-list-rules.test.ts.
 */

/** The least and most one of an item costs: its own price, or the span of its variants' prices. */
export function priceSpan(item: Pick<PriceListItem, 'priceCents' | 'variants'>): { low: number; high: number } {
  if (item.variants.length === 0) return { low: item.priceCents, high: item.priceCents }
  const prices = item.variants.map((v) => v.priceCents)
  return { low: Math.min(...prices), high: Math.max(...prices) }
}

/** An item's price as the list shows it: `$2,650.00`, or `$2,650.00 – $2,795.00` when its variants differ. */
export function itemPriceText(item: Pick<PriceListItem, 'priceCents' | 'variants'>): string {
  const { low, high } = priceSpan(item)
  return low === high ? formatCents(low) : `${formatCents(low)} – ${formatCents(high)}`
}

/**
 * The Funeral Rule's own statement of the consumer's right to choose (16 CFR Part 453),
 * word for word: a General Price List must carry it.
 */
export const RIGHT_TO_CHOOSE =
  'The goods and services shown below are those we can provide to our customers. You may choose only the items you desire. However, any funeral arrangements you select will include a charge for our basic services and overhead. If legal or other requirements mean you must buy any items you did not specifically ask for, we will explain the reason in writing on the statement we provide describing the funeral goods and services you selected.'
