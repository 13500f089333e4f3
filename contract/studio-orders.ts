import { z } from 'zod'
import { CaseParamsSchema, CentsSchema, IdParamSchema, IdSchema, IsoDateTimeSchema, PersonSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'
import { ORDER_STATUSES } from './shop-constants.ts'
import { ShopOrderSchema } from './shop.ts'
import { text } from './text.ts'

/**
 * The shop's orders from the home's side (issue 38 point 5, area `payments`): every order of the
 * home, by status and obituary; what, for whom, delivery, status and notes; a status moved along
 * (paid, sent to the florist, delivered); a refund through the payment processor, at most once,
 * mailed to the buyer. For the family, who sent what (their portal's thank-you list).
 * Rules: api/src/staff/orders-rules.ts; decision 062.
 */

export const STAFF_ORDERS_PATH = '/api/staff/orders'

export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatusSchema>
/** What staff may move an order to by hand; refunded comes only from the refund call. */
export const MOVABLE_ORDER_STATUSES = ['paid', 'sent', 'delivered'] as const
export type MovableOrderStatus = (typeof MOVABLE_ORDER_STATUSES)[number]

export const ORDER_NOTES_MAX = 2000

export const STUDIO_ORDER_MESSAGES = {
  /** 404: no such order at this home. */
  notFound: 'There is no order with that number at this funeral home.',
  /** 422 on `status`. */
  status: 'Please choose paid, sent to the florist or delivered.',
  /** 422: a body with nothing to change. */
  nothingToChange: 'Please give a status or notes to change.',
  /** 409: a refunded order stays as it is. */
  refundedStays: 'This order is refunded. Its status cannot change any more.',
  /** 409: a refund of this order is being made by another request right now. */
  refundUnderWay: 'A refund of this order is under way. Look again in a moment.',
  /** 422 on `amountCents`: more than is left of the order to give back. */
  refundTooMuch: (left: string) => `At most ${left} is left of this order to refund.`,
  /** 422 on `amountCents`. */
  refundAmount: 'Please enter an amount of at least one cent.',
} as const

/** `?status=&obituaryId=` (any when left out), with the usual paging; newest first. */
export const OrderListQuerySchema = PageQuerySchema.extend({
  status: OrderStatusSchema.optional(),
  obituaryId: z.coerce.number().int().positive().optional(),
})
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>

export const OrderParamsSchema = z.object({ orderId: IdParamSchema })

/** An order as staff work it: the buyer's order (without its public token), its obituary, notes and what happened to it. */
export const StaffOrderSchema = ShopOrderSchema.omit({ token: true }).extend({
  obituary: z.object({ id: IdSchema, nameSlug: z.string(), firstName: z.string(), lastName: z.string(), caseId: IdSchema }),
  notes: z.string(),
  /** Who last moved the status and when; null while it is as paid. */
  statusChangedAt: IsoDateTimeSchema.nullable(),
  statusChangedBy: PersonSchema.nullable(),
  /** The processor's latest refund id. */
  refundId: z.string().nullable(),
  /** What has been given back so far (decision 065: a refund may be a part); the whole total makes it refunded. */
  refundedCents: CentsSchema,
  /** The statuses staff may move it to now, and whether it may be refunded. */
  moves: z.array(z.enum(MOVABLE_ORDER_STATUSES)),
  refundable: z.boolean(),
})
export type StaffOrder = z.infer<typeof StaffOrderSchema>
export const StaffOrderPageSchema = pageOf(StaffOrderSchema)

/** What staff change on an order; what is left out stays. */
export const OrderChangeBodySchema = z
  .object({
    status: z.enum(MOVABLE_ORDER_STATUSES, { error: STUDIO_ORDER_MESSAGES.status }).optional(),
    notes: text(ORDER_NOTES_MAX).optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined, { message: STUDIO_ORDER_MESSAGES.nothingToChange })
export type OrderChangeBody = z.infer<typeof OrderChangeBodySchema>

/** A refund of what is left of the order (left out), or of a part of it (decision 065). */
export const OrderRefundBodySchema = z.object({
  amountCents: z
    .number({ error: STUDIO_ORDER_MESSAGES.refundAmount })
    .int()
    .min(1, STUDIO_ORDER_MESSAGES.refundAmount)
    .max(100_000_000)
    .optional(),
})
export type OrderRefundBody = z.infer<typeof OrderRefundBodySchema>

/** The refund's answer: the order, and whether this call refunded it (false: it was refunded already, nothing more happened). */
export const OrderRefundResultSchema = z.object({ order: StaffOrderSchema, refunded: z.boolean() })
export type OrderRefundResult = z.infer<typeof OrderRefundResultSchema>

/** A gift as the family's thank-you list shows it: who sent what, their words, and where to write back. */
export const GiftSchema = z.object({
  orderId: IdSchema,
  from: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  what: z.string(),
  quantity: z.number().int().min(1),
  cardMessage: z.string(),
  sentAt: IsoDateTimeSchema,
  delivered: z.boolean(),
})
export type Gift = z.infer<typeof GiftSchema>
export const GiftListSchema = z.object({ content: z.array(GiftSchema) })
export type GiftList = z.infer<typeof GiftListSchema>

const tags = ['staff']
const forbidden = 'a role that does not work payments'

export const operations = defineOperations([
  {
    method: 'get',
    path: STAFF_ORDERS_PATH,
    summary: "The home's shop orders, newest first, optionally of one status or one obituary, paged (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    query: OrderListQuerySchema,
    response: { status: 200, schema: StaffOrderPageSchema },
  },
  {
    method: 'patch',
    path: `${STAFF_ORDERS_PATH}/{orderId}`,
    summary: "Moves an order's status (paid, sent to the florist, delivered) or sets its notes; a refunded order stays (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: OrderParamsSchema,
    body: OrderChangeBodySchema,
    response: { status: 200, schema: StaffOrderSchema },
  },
  {
    method: 'post',
    path: `${STAFF_ORDERS_PATH}/{orderId}/refund`,
    summary:
      'Refunds what is left of the order, or a part of it (amountCents), through the payment processor and mails the buyer; never more than was paid (a repeat of a whole refund answers the refunded order, a concurrent one a 409) (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: OrderParamsSchema,
    body: OrderRefundBodySchema,
    response: { status: 200, schema: OrderRefundResultSchema },
  },
  {
    method: 'get',
    path: '/api/family/cases/{caseId}/gifts',
    summary: "Who sent flowers and gifts through the obituary's shop, for the family's thank-you notes (refunded orders left out)",
    tags: ['family'],
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: GiftListSchema },
  },
])
