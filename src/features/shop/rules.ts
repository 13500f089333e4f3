import { formatCents } from '#core/money.ts'
import { longDate, zonedFields } from '#src/lib/zoned-date.ts'
import { textParam, wholeNumberParam } from '#src/lib/search-params.ts'
import { DELIVERY_FEES_CENTS, MAX_QUANTITY, type DELIVERY_METHODS } from '#contract/shop-constants.ts'

/** Products per page of /shop: two rows of three on a wide screen, a short scroll on a phone. */
export const SHOP_PAGE_SIZE = 12
/** Cards of the first row on the widest layout: their images load at once, the rest lazily. */
export const SHOP_FIRST_ROW = 3
/** Far beyond any shop; keeps a silly `?page=` from becoming a silly upstream query. */
export const MAX_SHOP_PAGE = 1_000

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

/** 'from $189.00': the lowest variant's price on a product card. */
export function fromPriceText(cents: number): string {
  return `from ${formatCents(cents)}`
}

/**
 * An id in an address (`/obituaries/{id}/…`, `/product/{productId}`): digits only, so `1e2`,
 * `0x10` or ` 7` are not quietly read as another record; undefined means a 404.
 */
export function parseRouteId(raw: string): number | undefined {
  if (!/^\d{1,15}$/.test(raw)) return undefined
  const id = Number(raw)
  return id > 0 ? id : undefined
}

/** `/shop?page=` counts from 1; anything else reads as the first page (an address someone trimmed). */
export function parseShopSearch(search: Record<string, unknown>): { page?: number } {
  return { page: wholeNumberParam(search.page, 1, MAX_SHOP_PAGE) }
}

/**
 * `/product/{productId}?variantId=&quantity=`: what was chosen, so Back from checkout (or a
 * shared link) shows it again. Invalid values are dropped, not errors.
 */
export type ProductSearch = { variantId?: number; quantity?: number }
export function parseProductSearch(search: Record<string, unknown>): ProductSearch {
  return {
    variantId: wholeNumberParam(search.variantId, 1, Number.MAX_SAFE_INTEGER),
    quantity: wholeNumberParam(search.quantity, 1, MAX_QUANTITY),
  }
}

/** `/checkout?variantId=&quantity=`: the quantity defaults to one, a missing variant sends back to the product. */
export type CheckoutSearch = { variantId?: number; quantity: number }
export function parseCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  return { ...parseProductSearch({ variantId: search.variantId }), quantity: wholeNumberParam(search.quantity, 1, MAX_QUANTITY) ?? 1 }
}

/** `/shop/order/{orderId}/thanks?token=`: the order's secret; without a well-formed one the page is a 404. */
export function parseThanksSearch(search: Record<string, unknown>): { token?: string } {
  return { token: textParam(search.token) }
}

/** Where the shop of an obituary lives: `/obituaries/1001/harold-brandt/shop`. */
export function shopHref(obituaryId: number, nameSlug: string, page = 1): string {
  const base = `/obituaries/${obituaryId}/${encodeURIComponent(nameSlug)}/shop`
  return page > 1 ? `${base}?page=${page}` : base
}

export function productHref(obituaryId: number, nameSlug: string, productId: number, chosen: ProductSearch = {}): string {
  return withSearch(`${shopHref(obituaryId, nameSlug)}/product/${productId}`, chosen)
}

export function checkoutHref(
  obituaryId: number,
  nameSlug: string,
  productId: number,
  chosen: { variantId: number; quantity: number },
): string {
  return withSearch(`${shopHref(obituaryId, nameSlug)}/product/${productId}/checkout`, chosen)
}

export function thanksHref(obituaryId: number, nameSlug: string, orderId: number, token: string): string {
  return withSearch(`${shopHref(obituaryId, nameSlug)}/order/${orderId}/thanks`, { token })
}

function withSearch(path: string, values: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) if (value !== undefined) search.set(key, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** Quantities offered: one to MAX_QUANTITY. */
export const QUANTITY_OPTIONS = Array.from({ length: MAX_QUANTITY }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))

export type OrderSummaryLines = {
  unitPriceCents: number
  quantity: number
  subtotalCents: number
  deliveryCents: number
  totalCents: number
}

/**
 * The api's price rule (api/src/shop/pricing.ts), mirrored for display only: the variant's price
 * times the quantity plus one delivery fee per order. The server computes what is charged from its
 * own catalogue; this only lets people see the total before they pay.
 */
export function orderSummary(unitPriceCents: number, quantity: number, method: DeliveryMethod): OrderSummaryLines {
  const subtotalCents = unitPriceCents * quantity
  const deliveryCents = DELIVERY_FEES_CENTS[method]
  return { unitPriceCents, quantity, subtotalCents, deliveryCents, totalCents: subtotalCents + deliveryCents }
}

/** 'Free' or '$14.95', for the delivery choice and the summary. */
export function deliveryFeeText(method: DeliveryMethod): string {
  const cents = DELIVERY_FEES_CENTS[method]
  return cents === 0 ? 'Free' : formatCents(cents)
}

/** A calendar date (`2026-11-25`) as people read it, 'November 25, 2026', whatever the zone. */
export function formatDeliveryDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return iso
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return longDate(zonedFields(Date.UTC(year, month - 1, day), 'UTC'))
}

/** 'Visa ending in 4242'. */
export function cardText(brand: string, last4: string): string {
  const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card'
  return `${name} ending in ${last4}`
}
