import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { DELIVERY_METHODS, ORDER_STATUSES, SHOP_CATEGORIES } from '#contract/shop.ts'
import { users } from './auth.ts'
import { obituaries } from './cases.ts'
import { nowIso } from './columns.ts'
import { media } from './platform.ts'
import { companies } from './site.ts'

/**
 * The sympathy shop on every published obituary: a funeral home's products (flowers, plants, a
 * memorial tree …) with their variants, and the orders visitors place for one obituary.
 */

export const shopProducts = sqliteTable(
  'shop_products',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: SHOP_CATEGORIES }).notNull(),
    position: integer('position').notNull().default(0),
    /** Withdrawn products stay for the orders that name them but are no longer sold. */
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [index('shop_products_company').on(t.companyId, t.position)],
)

export const shopProductImages = sqliteTable(
  'shop_product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
)

/** A size of a product (Standard, Deluxe, Premium) and its price in cents. */
export const shopVariants = sqliteTable(
  'shop_variants',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('shop_variants_product').on(t.productId, t.position)],
)

/**
 * A paid order. Names and prices are copied in (a later price change never rewrites a receipt);
 * `token` is random and required to read the order publicly, since ids are guessable.
 */
export const shopOrders = sqliteTable(
  'shop_orders',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    obituaryId: integer('obituary_id')
      .notNull()
      .references(() => obituaries.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('paid'),
    productId: integer('product_id').references(() => shopProducts.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => shopVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryCents: integer('delivery_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    cardMessage: text('card_message').notNull().default(''),
    purchaserFirstName: text('purchaser_first_name').notNull(),
    purchaserLastName: text('purchaser_last_name').notNull(),
    purchaserEmail: text('purchaser_email').notNull(),
    purchaserPhone: text('purchaser_phone').notNull(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    deliveryRecipient: text('delivery_recipient').notNull(),
    deliveryLine1: text('delivery_line1').notNull(),
    deliveryLine2: text('delivery_line2'),
    deliveryCity: text('delivery_city').notNull(),
    deliveryRegion: text('delivery_region').notNull(),
    deliveryPostalCode: text('delivery_postal_code').notNull(),
    deliveryDate: text('delivery_date'),
    deliveryInstructions: text('delivery_instructions'),
    paymentBrand: text('payment_brand').notNull(),
    paymentLast4: text('payment_last4').notNull(),
    processorId: text('processor_id').notNull(),
    createdAt: text('created_at').notNull().default(nowIso),
    /** The home's own notes on the order (the florist's reference, a call from the buyer); never shown to the buyer. */
    notes: text('notes').notNull().default(''),
    /** Who last moved the status and when (decision 062); null while the order is as paid. */
    statusChangedAt: text('status_changed_at'),
    statusChangedBy: integer('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set by the one conditional update that claims a refund, before the processor is asked (never two refunds). */
    refundClaimedAt: text('refund_claimed_at'),
    /** The processor's refund id, once it refunded. */
    refundId: text('refund_id'),
    /** What has been given back so far (decision 065: in part or whole); the whole total is `refunded`. */
    refundedCents: integer('refunded_cents').notNull().default(0),
  },
  (t) => [
    index('shop_orders_obituary').on(t.obituaryId, t.id),
    uniqueIndex('shop_orders_token').on(t.token),
    index('shop_orders_company_status').on(t.companyId, t.status, t.id),
  ],
)
