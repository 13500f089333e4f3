/**
 * The shop contract's plain values (categories, limits, fees, paths): what pages need without a
 * schema, apart from contract/shop.ts (which re-exports them), so a route's options can import them
 * without taking the schemas (and the phone rules) into every page's entry chunk (issue 15).
 */

export const SHOP_CATEGORIES = ['standing-spray', 'wreath', 'casket-spray', 'arrangement', 'plant', 'tree', 'basket'] as const
export const DELIVERY_METHODS = ['address', 'service'] as const
/**
 * An order is made paid (a declined card creates nothing); the home then moves it on: sent to the
 * florist, delivered, or refunded through the processor (issue 38 point 5, decision 062).
 */
export const ORDER_STATUSES = ['paid', 'sent', 'delivered', 'refunded'] as const

/** What delivery adds to an order, by method: to the service (the funeral home) it is free. */
export const DELIVERY_FEES_CENTS: Readonly<Record<(typeof DELIVERY_METHODS)[number], number>> = { address: 1495, service: 0 }
export const MAX_QUANTITY = 10
export const CARD_MESSAGE_MAX = 200
/** Said by the checkout form and by the api for a delivery date before the funeral home's today. */
export const PAST_DELIVERY_DATE = 'The delivery date cannot be in the past'

const base = '/api/web/obituaries/{obituaryId}/shop'
export const SHOP_PATHS = {
  items: `${base}/items`,
  product: `${base}/products/{productId}`,
  checkout: `${base}/checkout`,
  order: `${base}/orders/{orderId}`,
} as const

/** The order's secret, given at checkout: an order id alone (guessable) never shows an order. */
export const ORDER_TOKEN_PATTERN = /^[a-f0-9]{32}$/
