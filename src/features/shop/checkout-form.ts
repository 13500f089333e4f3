import { z } from 'zod'
import { formatPhone, isPhoneNumber, PHONE_MESSAGE } from '#contract/phone.ts'
import { CARD_MESSAGE_MAX, PAST_DELIVERY_DATE, type CheckoutInput } from '#contract/shop.ts'
import { line, text } from '#contract/text.ts'
import type { TypedCard } from '#src/features/payments/index.ts'
import { cardSchema, EMPTY_CARD, expiredCardMessage, type CardFieldsKind } from '#src/features/payments/index.ts'
import { isMaskComplete, ZIP_MASK } from '#src/lib/masks.ts'
import { usDateToIso } from '#src/lib/us-date.ts'
import type { DeliveryMethod } from './rules.ts'

/**
 * The checkout form (spec §2 /shop/product/{productId}/checkout): what people type, as text, and
 * how it becomes the api's CheckoutSchema body. Field names follow the body's dotted paths
 * (`card.number`, `delivery.city`), so a 422's field errors land beside their fields as they are.
 */

const REQUIRED = 'This field is required'

export type CheckoutFormValues = {
  purchaser: { firstName: string; lastName: string; email: string; phone: string }
  cardMessage: string
  delivery: {
    method: DeliveryMethod
    recipient: string
    line1: string
    line2: string
    city: string
    region: string
    postalCode: string
    /** MM/DD/YYYY as typed; optional. */
    date: string
    instructions: string
  }
  card: TypedCard
}

export const EMPTY_CHECKOUT: CheckoutFormValues = {
  purchaser: { firstName: '', lastName: '', email: '', phone: '' },
  cardMessage: '',
  delivery: {
    method: 'service',
    recipient: '',
    line1: '',
    line2: '',
    city: '',
    region: '',
    postalCode: '',
    date: '',
    instructions: '',
  },
  card: EMPTY_CARD,
}

const required = (max: number) => line(max).min(1, REQUIRED)
/**
 * The form's own checks, with the spec §5 wording; the api checks again (and alone decides the
 * delivery date against the funeral home's today), and the processor decides the card. `today`
 * is the visitor's calendar, used only to catch an expired card early. `cardFields`: whether the
 * card is typed into this form (the test processor) or into the processor's frame (Stripe).
 */
export function checkoutFormSchema(
  today: { year: number; month: number; earliestDelivery?: string },
  cardFields: CardFieldsKind = 'typed',
) {
  return z
    .object({
      purchaser: z.object({
        firstName: required(50),
        lastName: required(50),
        email: z.string().trim().min(1, REQUIRED).max(254).pipe(z.email('Please enter a valid email address')),
        phone: z.string().trim().min(1, REQUIRED).refine(isPhoneNumber, PHONE_MESSAGE),
      }),
      cardMessage: text(CARD_MESSAGE_MAX),
      delivery: z.object({
        method: z.enum(['service', 'address']),
        recipient: line(100),
        line1: line(100),
        line2: line(100),
        city: line(50),
        region: z.string(),
        postalCode: z.string(),
        date: z
          .string()
          .refine((v) => v === '' || usDateToIso(v) !== null, 'Please enter a real date, for example 11/28/2026')
          .refine((v) => {
            const iso = usDateToIso(v)
            return iso === null || today.earliestDelivery === undefined || iso >= today.earliestDelivery
          }, PAST_DELIVERY_DATE),
        instructions: text(500),
      }),
      card: cardSchema(cardFields),
    })
    .superRefine((values, ctx) => {
      const { delivery, card } = values
      if (delivery.method === 'address') {
        // Only an address delivery needs an address; the service delivery goes to the funeral home.
        for (const key of ['recipient', 'line1', 'city', 'region'] as const) {
          if (delivery[key].trim() === '') ctx.addIssue({ code: 'custom', path: ['delivery', key], message: REQUIRED })
        }
        if (delivery.postalCode.trim() === '') ctx.addIssue({ code: 'custom', path: ['delivery', 'postalCode'], message: REQUIRED })
        else if (!isMaskComplete(delivery.postalCode, ZIP_MASK)) {
          ctx.addIssue({ code: 'custom', path: ['delivery', 'postalCode'], message: 'Please enter a 5-digit ZIP code' })
        }
      }
      const expired = expiredCardMessage(card, today)
      if (expired) ctx.addIssue({ code: 'custom', path: ['card', 'expMonth'], message: expired })
    })
}

/** `undefined` for an empty optional text: the api reads a missing value, not an empty one. */
function optional(value: string): string | undefined {
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

export type CheckoutDetails = Omit<CheckoutInput, 'paymentMethod'>

/**
 * The api's checkout body from valid form values and the product chosen (no price: the server
 * has it), without the card: that goes to the processor, and the body carries its id.
 */
export function checkoutDetails(
  values: CheckoutFormValues,
  chosen: { productId: number; variantId: number; quantity: number },
): CheckoutDetails {
  const { purchaser, delivery } = values
  return {
    ...chosen,
    cardMessage: values.cardMessage.trim(),
    purchaser: {
      firstName: purchaser.firstName.trim(),
      lastName: purchaser.lastName.trim(),
      email: purchaser.email.trim(),
      // One way of writing the number, however it was typed: the field lays it out only when it is
      // left, and the same details must make the same body (the idempotency key's fingerprint).
      phone: formatPhone(purchaser.phone.trim()),
    },
    delivery:
      delivery.method === 'service'
        ? { method: 'service', instructions: optional(delivery.instructions) }
        : {
            method: 'address',
            recipient: delivery.recipient.trim(),
            line1: delivery.line1.trim(),
            line2: optional(delivery.line2),
            city: delivery.city.trim(),
            region: delivery.region,
            postalCode: delivery.postalCode.trim(),
            date: delivery.date === '' ? undefined : (usDateToIso(delivery.date) ?? undefined),
            instructions: optional(delivery.instructions),
          },
  }
}
