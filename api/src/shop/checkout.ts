import { fullName } from '#core/names.ts'
import { todayIn } from '#core/zoned-time.ts'
import type { Checkout, ShopOrder } from '#contract/shop.ts'
import { VALIDATION_MESSAGES } from '#contract/validation.ts'
import { shopOrders } from '../db/schema.ts'
import { sendMail } from '../mail/mailer.ts'
import type { Db } from '../db/client.ts'
import type { Company } from '../middleware/tenant.ts'
import type { PaymentProcessor } from '../payments/processor.ts'
import type { shopObituary } from './catalogue.ts'
import { shopProduct } from './catalogue.ts'
import { orderToken, toShopOrder } from './orders.ts'
import { deliveryDateError, orderTotals } from './pricing.ts'
import { receiptText } from './receipt.ts'
import { invalidField } from '../validate.ts'

type ShopObituary = Awaited<ReturnType<typeof shopObituary>>

/**
 * A checkout for one obituary: prices from the catalogue, one charge through the processor
 * (declines are a 422 on `paymentMethod`), then the paid order and the purchaser's receipt.
 * `idempotencyKey` is the request's own, forwarded to the processor: if anything after the
 * charge fails and the client retries, a real processor answers with the same charge.
 */
export async function checkout(
  db: Db,
  company: Company,
  processor: PaymentProcessor,
  target: ShopObituary,
  body: Checkout,
  idempotencyKey: string,
  now: Date = new Date(),
): Promise<ShopOrder> {
  const product = await shopProduct(db, company.id, body.productId)
  if (!product) throw invalidField('productId', 'This product is not available')
  const variant = product.variants.find((v) => v.id === body.variantId)
  if (!variant) throw invalidField('variantId', VALIDATION_MESSAGES.option(product.variants.map((v) => v.id)))
  const dateError = body.delivery.method === 'address' ? deliveryDateError(body.delivery.date, todayIn(company.timeZone, now)) : undefined
  if (dateError) throw invalidField('delivery.date', dateError)

  const { obituary, location } = target
  const personName = fullName(obituary)
  const totals = orderTotals(variant.priceCents, body.quantity, body.delivery.method)
  const charge = await processor.charge({
    amountCents: totals.totalCents,
    currency: 'USD',
    description: `${product.name} (${variant.name}) × ${body.quantity} in memory of ${personName}`,
    idempotencyKey: `shop-${company.id}-${idempotencyKey}`,
    paymentMethod: body.paymentMethod,
  })
  if (!charge.ok) throw invalidField('paymentMethod', charge.message)

  const d = body.delivery
  const delivery =
    d.method === 'service'
      ? {
          deliveryRecipient: `The family of ${personName}, c/o ${location.name}`,
          deliveryLine1: location.line1,
          deliveryLine2: location.line2,
          deliveryCity: location.city,
          deliveryRegion: location.region,
          deliveryPostalCode: location.postalCode,
          deliveryDate: null,
        }
      : {
          deliveryRecipient: d.recipient,
          deliveryLine1: d.line1,
          deliveryLine2: d.line2 || null,
          deliveryCity: d.city,
          deliveryRegion: d.region,
          deliveryPostalCode: d.postalCode,
          deliveryDate: d.date ?? null,
        }
  const [row] = await db
    .insert(shopOrders)
    .values({
      companyId: company.id,
      obituaryId: obituary.id,
      token: orderToken(),
      status: 'paid',
      productId: product.id,
      variantId: variant.id,
      productName: product.name,
      variantName: variant.name,
      ...totals,
      cardMessage: body.cardMessage,
      purchaserFirstName: body.purchaser.firstName,
      purchaserLastName: body.purchaser.lastName,
      purchaserEmail: body.purchaser.email,
      purchaserPhone: body.purchaser.phone,
      deliveryMethod: d.method,
      ...delivery,
      deliveryInstructions: d.instructions || null,
      paymentBrand: charge.brand,
      paymentLast4: charge.last4,
      processorId: charge.processorId,
    })
    .returning()
  if (!row) throw new Error('shop: the order insert returned no row')
  const order = toShopOrder(row)
  await sendMail(db, company.id, {
    kind: 'order-receipt',
    to: order.purchaser.email,
    ...receiptText(order, { companyName: company.name, personName }),
  })
  return order
}
