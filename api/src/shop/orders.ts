import type { ShopOrder } from '#contract/shop.ts'
import type { shopOrders } from '../db/schema.ts'
import { randomHex } from '../hash.ts'

export type OrderRow = typeof shopOrders.$inferSelect

export function toShopOrder(row: OrderRow): ShopOrder {
  return {
    id: row.id,
    token: row.token,
    obituaryId: row.obituaryId,
    status: row.status,
    product: { id: row.productId, name: row.productName },
    variant: { id: row.variantId, name: row.variantName },
    unitPriceCents: row.unitPriceCents,
    quantity: row.quantity,
    subtotalCents: row.subtotalCents,
    deliveryCents: row.deliveryCents,
    totalCents: row.totalCents,
    cardMessage: row.cardMessage,
    purchaser: { firstName: row.purchaserFirstName, lastName: row.purchaserLastName, email: row.purchaserEmail, phone: row.purchaserPhone },
    delivery: {
      method: row.deliveryMethod,
      recipient: row.deliveryRecipient,
      line1: row.deliveryLine1,
      line2: row.deliveryLine2,
      city: row.deliveryCity,
      region: row.deliveryRegion,
      postalCode: row.deliveryPostalCode,
      date: row.deliveryDate,
      instructions: row.deliveryInstructions,
    },
    payment: { brand: row.paymentBrand, last4: row.paymentLast4 },
    createdAt: row.createdAt,
  }
}

/** 32 hex characters (128 random bits): the order's secret for reading it back. */
export function orderToken(): string {
  return randomHex(16)
}
