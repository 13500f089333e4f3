import { and, asc, eq, ne } from 'drizzle-orm'
import type { GiftList } from '#contract/studio-orders.ts'
import { obituaries, shopOrders } from '../db/schema.ts'
import type { Db } from '../db/client.ts'

/**
 * Who sent flowers and gifts for a case's obituary (issue 38 point 5), oldest first, for the
 * family's thank-you notes: the buyer's name, email and phone (the shop asks no postal address of
 * the buyer; the delivery address is where the flowers went), what, and the card's words.
 * Refunded orders are left out: nothing arrived.
 */
export async function giftsOfCase(db: Db, companyId: number, caseId: number): Promise<GiftList> {
  const rows = await db
    .select({ order: shopOrders })
    .from(shopOrders)
    .innerJoin(obituaries, and(eq(obituaries.id, shopOrders.obituaryId), eq(obituaries.companyId, shopOrders.companyId)))
    .where(and(eq(shopOrders.companyId, companyId), eq(obituaries.caseId, caseId), ne(shopOrders.status, 'refunded')))
    .orderBy(asc(shopOrders.createdAt), asc(shopOrders.id))
  return {
    content: rows.map(({ order }) => ({
      orderId: order.id,
      from: {
        firstName: order.purchaserFirstName,
        lastName: order.purchaserLastName,
        email: order.purchaserEmail,
        phone: order.purchaserPhone,
      },
      what: `${order.productName} (${order.variantName})`,
      quantity: order.quantity,
      cardMessage: order.cardMessage,
      sentAt: order.createdAt,
      delivered: order.status === 'delivered',
    })),
  }
}
