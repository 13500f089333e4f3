import { DELIVERY_FEES_CENTS, PAST_DELIVERY_DATE, type DELIVERY_METHODS } from '#contract/shop.ts'

export type OrderTotals = { unitPriceCents: number; quantity: number; subtotalCents: number; deliveryCents: number; totalCents: number }

/**
 * What an order costs, from the catalogue's price (never the client's): the variant's price
 * times the quantity, plus one delivery fee per order (flowers travel together).
 */
export function orderTotals(unitPriceCents: number, quantity: number, method: (typeof DELIVERY_METHODS)[number]): OrderTotals {
  if (!Number.isInteger(unitPriceCents) || unitPriceCents < 0) throw new Error('shop: a price is whole, non-negative cents')
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error('shop: a quantity is a whole number from 1')
  const subtotalCents = unitPriceCents * quantity
  const deliveryCents = DELIVERY_FEES_CENTS[method]
  return { unitPriceCents, quantity, subtotalCents, deliveryCents, totalCents: subtotalCents + deliveryCents }
}

/** A wanted delivery day must be today or later in the funeral home's zone. */
export function deliveryDateError(date: string | undefined, today: string): string | undefined {
  return date !== undefined && date < today ? PAST_DELIVERY_DATE : undefined
}
