import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { toPage, type Page } from '#contract/paging.ts'
import { STUDIO_ORDER_MESSAGES, type OrderChangeBody, type OrderListQuery, type StaffOrder } from '#contract/studio-orders.ts'
import { obituaries, shopOrders, users } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { pageWindow } from '../paging.ts'
import { toShopOrder, type OrderRow } from '../shop/orders.ts'
import { isRefundable, orderMoves } from './orders-rules.ts'

/**
 * The home's shop orders for staff (issue 38 point 5, decision 062). Every query is scoped to the
 * company; another home's order is a 404, as an id that does not exist.
 */

const orderColumns = {
  order: shopOrders,
  obituary: {
    id: obituaries.id,
    nameSlug: obituaries.nameSlug,
    firstName: obituaries.firstName,
    lastName: obituaries.lastName,
    caseId: obituaries.caseId,
  },
  changedBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
}

type OrderJoin = { order: OrderRow; obituary: StaffOrder['obituary']; changedBy: StaffOrder['statusChangedBy'] }

function orderQuery(db: Db) {
  return db
    .select(orderColumns)
    .from(shopOrders)
    .innerJoin(obituaries, and(eq(obituaries.id, shopOrders.obituaryId), eq(obituaries.companyId, shopOrders.companyId)))
    .leftJoin(users, eq(users.id, shopOrders.statusChangedBy))
}

function toStaffOrder({ order, obituary, changedBy }: OrderJoin): StaffOrder {
  const { token: _token, ...shown } = toShopOrder(order)
  return {
    ...shown,
    obituary,
    notes: order.notes,
    statusChangedAt: order.statusChangedAt,
    statusChangedBy: changedBy,
    refundId: order.refundId,
    refundedCents: order.refundedCents,
    moves: orderMoves(order.status),
    refundable: isRefundable(order.status),
  }
}

export async function listOrders(db: Db, companyId: number, query: OrderListQuery): Promise<Page<StaffOrder>> {
  const where = and(
    eq(shopOrders.companyId, companyId),
    query.status ? eq(shopOrders.status, query.status) : undefined,
    query.obituaryId ? eq(shopOrders.obituaryId, query.obituaryId) : undefined,
  ) as SQL
  const { limit, offset } = pageWindow(query)
  // Two statements, not one batch: D1's batch answers rows keyed by column name, and the joined
  // tables' `id` columns would overwrite each other.
  const [rows, total] = await Promise.all([
    orderQuery(db).where(where).orderBy(desc(shopOrders.createdAt), desc(shopOrders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(shopOrders).where(where),
  ])
  return toPage(rows.map(toStaffOrder), query, total[0]?.n ?? 0)
}

export async function staffOrder(db: Db, companyId: number, orderId: number): Promise<StaffOrder> {
  const [row] = await orderQuery(db)
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.companyId, companyId)))
    .limit(1)
  if (!row) throw new ApiError(404, undefined, { message: STUDIO_ORDER_MESSAGES.notFound })
  return toStaffOrder(row)
}

/**
 * A status moved by the order's own rule (orders-rules.ts) and/or its notes. The update is guarded
 * by the status it was read with, so a refund landing at the same moment is never undone.
 */
export async function changeOrder(db: Db, companyId: number, userId: number, orderId: number, body: OrderChangeBody): Promise<StaffOrder> {
  const order = await staffOrder(db, companyId, orderId)
  const moving = body.status !== undefined && body.status !== order.status
  if (moving && order.status === 'refunded') throw new ApiError(409, undefined, { message: STUDIO_ORDER_MESSAGES.refundedStays })
  if (moving && body.status && !order.moves.includes(body.status)) {
    throw new ApiError(409, undefined, { message: STUDIO_ORDER_MESSAGES.status })
  }
  const set = {
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    ...(moving && body.status ? { status: body.status, statusChangedAt: new Date().toISOString(), statusChangedBy: userId } : {}),
  }
  if (Object.keys(set).length > 0) {
    const updated = await db
      .update(shopOrders)
      .set(set)
      .where(and(eq(shopOrders.id, orderId), eq(shopOrders.companyId, companyId), eq(shopOrders.status, order.status)))
      .returning({ id: shopOrders.id })
    if (updated.length === 0) throw new ApiError(409, undefined, { message: STUDIO_ORDER_MESSAGES.refundedStays })
  }
  return staffOrder(db, companyId, orderId)
}
