import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min'
import { z } from 'zod'
import { VALIDATION_MESSAGES } from './validation.ts'

/**
 * One phone rule for the browser and the api (docs/decisions/020-dates-and-phone-numbers.md):
 * a number libphonenumber can read, US when it has no country code, of a length that country
 * uses, with an optional extension ("x 123", "ext. 123"). International numbers are welcome:
 * families call from abroad.
 *
 * "Possible", not "valid": libphonenumber's `min` metadata (the small one) knows each country's
 * lengths and leading digits; stricter checks refuse new area codes until the package is updated,
 * and the fictional 555 numbers of the demo. The mistakes that matter (digits missing or extra,
 * letters, an unknown country code) are refused either way.
 */

/** The message of a phone number that cannot be read: spec §5's failed-pattern wording. */
export const PHONE_MESSAGE = VALIDATION_MESSAGES.pattern

/** The hint every phone field shows, so people know international numbers and extensions work. */
export const PHONE_HINT = 'For example, (555) 123-4567 or +44 20 7946 0958. Add an extension with x 123.'

/** What a phone number may be written with: digits and punctuation, then an optional extension. */
const PHONE_TEXT = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?|extension|#)\s*\d{1,7})?$/i

/** The number read from `text`, or `undefined` when it is not a possible phone number. */
export function readPhone(text: string): PhoneNumber | undefined {
  const trimmed = text.trim()
  if (!PHONE_TEXT.test(trimmed)) return undefined
  const phone = parsePhoneNumberFromString(trimmed, 'US')
  return phone?.isPossible() ? phone : undefined
}

export function isPhoneNumber(text: string): boolean {
  return readPhone(text) !== undefined
}

/**
 * The number as people read it: US and Canadian numbers (+1) in the national format,
 * `(555) 123-4567`, others international, `+44 20 7946 0958`; an extension as ` ext. 123`.
 * Text that is not a phone number comes back unchanged: formatting never changes meaning.
 */
export function formatPhone(text: string): string {
  const phone = readPhone(text)
  if (!phone) return text
  const options = { formatExtension: (number: string, extension: string) => `${number} ext. ${extension}` }
  return phone.countryCallingCode === '1' ? phone.formatNational(options) : phone.formatInternational(options)
}

/** A phone number as the api takes it (the shop's purchaser, an arrangement's purchaser). */
export const PhoneSchema = z.string().trim().refine(isPhoneNumber, PHONE_MESSAGE)
