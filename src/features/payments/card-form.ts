import { z } from 'zod'
import { line } from '#contract/text.ts'
import { definePattern, isMaskComplete, ZIP_MASK, type MaskDefinition } from '#src/lib/masks.ts'
import type { TypedCard } from './card-entry.ts'

/**
 * The card as a form holds it (the shop's checkout, a family's payment): what people type, the
 * masks, and the form's own checks with the spec §5 wording. The processor alone decides the card.
 */

const REQUIRED = 'This field is required'

/** Card number in groups of four as it is typed; up to 19 digits (the longest card numbers). */
export const CARD_NUMBER_MASK: MaskDefinition = definePattern('0000 0000 0000 0000[ 000]')
export const CVC_MASK: MaskDefinition = definePattern('000[0]')

/** The hint beside the card number: the demo's processor only knows the README's test cards. */
export const TEST_CARD_HINT =
  'This is a demo: nothing is charged. Use the test card 4242 4242 4242 4242 with any future expiry date and any 3-digit security code (4000 0000 0000 0002 is declined).'

export const EMPTY_CARD: TypedCard = { number: '', expMonth: '', expYear: '', cvc: '', name: '', postalCode: '' }

/** The Luhn check every card number passes: catches a mistyped digit before the processor does. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '')
}

/** Months as the card shows them, `01` to `12`. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => {
  const value = String(i + 1).padStart(2, '0')
  return { value: String(i + 1), label: value }
})

/** This year and the next 15: a card is valid for a few years at most. */
export function expiryYears(thisYear: number): { value: string; label: string }[] {
  return Array.from({ length: 16 }, (_, i) => ({ value: String(thisYear + i), label: String(thisYear + i) }))
}

/** True when a card with this expiry still works in `today`'s month (a card expires after its month). */
export function isExpiryPast(month: number, year: number, today: { year: number; month: number }): boolean {
  return year < today.year || (year === today.year && month < today.month)
}

/** The card's number, expiry and code as a form checks them (the test processor's fields). */
const typedCard = z.object({
  number: z
    .string()
    .min(1, REQUIRED)
    .refine((v) => passesLuhn(cardDigits(v)), 'Please enter a valid card number'),
  expMonth: z.string().min(1, REQUIRED),
  expYear: z.string().min(1, REQUIRED),
  cvc: z
    .string()
    .min(1, REQUIRED)
    .regex(/^\d{3,4}$/, 'Please enter the 3 or 4 digit security code'),
})

/** Stripe checks what is typed in its own frame: here only the name and ZIP are the form's. */
const framedCard = z.object({ number: z.string(), expMonth: z.string(), expYear: z.string(), cvc: z.string() })

/** Whether the card is typed into the form (the test processor) or into the processor's frame (Stripe). */
export type CardFieldsKind = 'typed' | 'framed'

/** The card group's schema: the name on the card and the billing ZIP are the form's either way. */
export function cardSchema(cardFields: CardFieldsKind) {
  return (cardFields === 'typed' ? typedCard : framedCard).extend({
    name: line(100).min(1, REQUIRED),
    postalCode: z
      .string()
      .trim()
      .min(1, REQUIRED)
      .refine((v) => isMaskComplete(v, ZIP_MASK), 'Please enter a 5-digit ZIP code'),
  })
}

/** "This card has expired" when the chosen month is past in `today` (the visitor's calendar). */
export function expiredCardMessage(
  card: Pick<TypedCard, 'expMonth' | 'expYear'>,
  today: { year: number; month: number },
): string | undefined {
  if (card.expMonth === '' || card.expYear === '') return undefined
  return isExpiryPast(Number(card.expMonth), Number(card.expYear), today) ? 'This card has expired' : undefined
}
