import { z } from 'zod'
import { line, text } from './text.ts'
import { CentsSchema, IdParamSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema } from './common.ts'
import { MediaFileSchema } from './files.ts'
import { PaymentMethodIdSchema } from './payment-methods.ts'
import { PhoneSchema } from './phone.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'
import {
  SHOP_CATEGORIES,
  DELIVERY_METHODS,
  ORDER_STATUSES,
  MAX_QUANTITY,
  CARD_MESSAGE_MAX,
  SHOP_PATHS,
  ORDER_TOKEN_PATTERN,
} from './shop-constants.ts'

// What public pages need without the schemas lives in shop-constants.ts (issue 15); re-exported here.
export {
  CARD_MESSAGE_MAX,
  DELIVERY_FEES_CENTS,
  DELIVERY_METHODS,
  MAX_QUANTITY,
  ORDER_STATUSES,
  ORDER_TOKEN_PATTERN,
  PAST_DELIVERY_DATE,
  SHOP_CATEGORIES,
  SHOP_PATHS,
} from './shop-constants.ts'

/**
 * The sympathy shop of a published obituary (spec §2 /obituaries/{id}/{name}/shop …): products
 * with variants, a checkout that charges through the payment processor, and the order.
 */

export const ShopObituaryParamsSchema = z.object({ obituaryId: IdParamSchema })
export const ShopProductParamsSchema = z.object({ obituaryId: IdParamSchema, productId: IdParamSchema })
export const ShopOrderParamsSchema = z.object({ obituaryId: IdParamSchema, orderId: IdParamSchema })

export const ShopOrderQuerySchema = z.object({ token: z.string().regex(ORDER_TOKEN_PATTERN) })

export const ShopCategorySchema = z.enum(SHOP_CATEGORIES)

/** A product in the shop's list: its first image and its lowest price. */
export const ShopItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  category: ShopCategorySchema,
  fromPriceCents: CentsSchema,
  image: MediaFileSchema.nullable(),
})
export type ShopItem = z.infer<typeof ShopItemSchema>
export const ShopItemPageSchema = pageOf(ShopItemSchema)

export const ShopVariantSchema = z.object({ id: IdSchema, name: z.string(), priceCents: CentsSchema })
export type ShopVariant = z.infer<typeof ShopVariantSchema>

export const ShopProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  category: ShopCategorySchema,
  images: z.array(MediaFileSchema),
  variants: z.array(ShopVariantSchema).min(1),
})
export type ShopProduct = z.infer<typeof ShopProductSchema>

const required = (max: number) => line(max).min(1)
const ZipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(?:-\d{4})?$/)
/** Two-letter US state or territory code. */
const RegionSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/)

export const PurchaserSchema = z.object({
  firstName: required(50),
  lastName: required(50),
  email: z.email().max(254),
  phone: PhoneSchema,
})

export const AddressDeliverySchema = z.object({
  method: z.literal('address'),
  recipient: required(100),
  line1: required(100),
  line2: line(100).optional(),
  city: required(50),
  region: RegionSchema,
  postalCode: ZipSchema,
  /** The day wanted; today or later in the funeral home's zone. */
  date: IsoDateSchema.optional(),
  instructions: text(500).optional(),
})

/** Delivered to the funeral home in time for the service (its location's address). */
export const ServiceDeliverySchema = z.object({
  method: z.literal('service'),
  instructions: text(500).optional(),
})

export const DeliverySchema = z.discriminatedUnion('method', [AddressDeliverySchema, ServiceDeliverySchema])

/** The checkout body. No price: the server computes it from the catalogue. */
export const CheckoutSchema = z.object({
  productId: IdSchema,
  variantId: IdSchema,
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  cardMessage: text(CARD_MESSAGE_MAX).default(''),
  purchaser: PurchaserSchema,
  delivery: DeliverySchema,
  /** The card as the processor's payment-method id (contract/payment-methods.ts): never the card itself. */
  paymentMethod: PaymentMethodIdSchema,
})
export type Checkout = z.infer<typeof CheckoutSchema>
export type CheckoutInput = z.input<typeof CheckoutSchema>

export const ShopOrderSchema = z.object({
  id: IdSchema,
  /** Needed (query `token`) to read the order again, e.g. on the thanks page. */
  token: z.string().regex(ORDER_TOKEN_PATTERN),
  obituaryId: IdSchema,
  status: z.enum(ORDER_STATUSES),
  product: z.object({ id: IdSchema.nullable(), name: z.string() }),
  variant: z.object({ id: IdSchema.nullable(), name: z.string() }),
  unitPriceCents: CentsSchema,
  quantity: z.number().int().min(1),
  subtotalCents: CentsSchema,
  deliveryCents: CentsSchema,
  totalCents: CentsSchema,
  cardMessage: z.string(),
  purchaser: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    recipient: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    date: IsoDateSchema.nullable(),
    instructions: z.string().nullable(),
  }),
  payment: z.object({ brand: z.string(), last4: z.string() }),
  createdAt: IsoDateTimeSchema,
})
export type ShopOrder = z.infer<typeof ShopOrderSchema>

export const operations = defineOperations([
  {
    method: 'get',
    path: SHOP_PATHS.items,
    summary: 'Sympathy products that can be sent for a published obituary',
    tags: ['shop'],
    access: 'public',
    params: ShopObituaryParamsSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: ShopItemPageSchema },
  },
  {
    method: 'get',
    path: SHOP_PATHS.product,
    summary: 'One product with its images and variants',
    tags: ['shop'],
    access: 'public',
    params: ShopProductParamsSchema,
    response: { status: 200, schema: ShopProductSchema },
  },
  {
    method: 'post',
    path: SHOP_PATHS.checkout,
    summary: 'Pays for a product and creates the order; the receipt goes to the purchaser',
    tags: ['shop'],
    access: 'public',
    params: ShopObituaryParamsSchema,
    body: CheckoutSchema,
    idempotent: true,
    response: { status: 201, schema: ShopOrderSchema },
  },
  {
    method: 'get',
    path: SHOP_PATHS.order,
    summary: 'An order of this obituary, with the token given at checkout',
    tags: ['shop'],
    access: 'public',
    params: ShopOrderParamsSchema,
    query: ShopOrderQuerySchema,
    response: { status: 200, schema: ShopOrderSchema },
  },
])
