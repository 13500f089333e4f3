import { ShopOrderSchema, type ShopOrder } from '#contract/shop.ts'
import type { KeyStorage } from '#src/features/payments/index.ts'

/**
 * The order a checkout has paid, kept in this tab (sessionStorage) so that coming back to that
 * checkout (Back from the thanks page, a reload) shows the order paid, with its receipt, rather
 * than a fresh form that invites paying again (issue 34 point 8). One per checkout address: the
 * obituary, the product, its size and the quantity; another size or quantity is another checkout.
 * Read through the order's contract schema: anything else in the entry gives nothing back.
 */

export function paidOrderName(obituaryId: number, productId: number, variantId: number, quantity: number): string {
  return ['shop-paid-order', obituaryId, productId, variantId, quantity].join(':')
}

export function rememberPaidOrder(storage: KeyStorage | undefined, name: string, order: ShopOrder): void {
  try {
    storage?.setItem(name, JSON.stringify(order))
  } catch {
    // Storage full or refused: the thanks page still shows the order; only Back shows the form again.
  }
}

export function forgetPaidOrder(storage: KeyStorage | undefined, name: string): void {
  try {
    storage?.removeItem(name)
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The order in an entry as stored, or undefined when there is none or it is not an order. */
export function paidOrderFrom(stored: string | null | undefined): ShopOrder | undefined {
  if (!stored) return undefined
  try {
    const parsed = ShopOrderSchema.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
