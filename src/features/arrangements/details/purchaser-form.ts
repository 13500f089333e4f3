import { z } from 'zod'
import { PurchaserAddressSchema, PurchaserSchema, type Purchaser } from '#contract/arrangements.ts'
import { formatPhone, isPhoneNumber, PHONE_MESSAGE } from '#contract/phone.ts'
import { line } from '#contract/text.ts'
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'

/**
 * The purchaser details form (issue 18 point 5): what people type, as text, and how it becomes
 * the api's PurchaserSchema body. Field names follow the body's dotted paths (`address.city`), so
 * a 422's field errors land beside their fields as they are.
 */

export type PurchaserFormValues = {
  firstName: string
  lastName: string
  relationship: string
  email: string
  phone: string
  address: { line1: string; line2: string; city: string; region: string; postalCode: string }
}

export const EMPTY_PURCHASER: PurchaserFormValues = {
  firstName: '',
  lastName: '',
  relationship: '',
  email: '',
  phone: '',
  address: { line1: '', line2: '', city: '', region: '', postalCode: '' },
}

/** The form's values from the contract's purchaser, or empty boxes when there is none yet. */
export function purchaserValues(purchaser: Purchaser | null): PurchaserFormValues {
  if (!purchaser) return EMPTY_PURCHASER
  const { address, ...person } = purchaser
  return { ...person, address: { ...address, line2: address.line2 ?? '' } }
}

/**
 * The api's own rules (contract PurchaserSchema), so the form refuses exactly what the api would,
 * with spec §5's words; but an empty phone is 'This field is required', not the phone's
 * failed-pattern message (the contract's phone rule sees only a number it cannot read), and the
 * second address line is a box that may stay empty.
 */
export const purchaserFormSchema = PurchaserSchema.extend({
  address: PurchaserAddressSchema.extend({ line2: line(120) }),
  phone: z.string().trim().min(1, VALIDATION_MESSAGES.required).pipe(z.string().refine(isPhoneNumber, PHONE_MESSAGE)),
})

/** The api's body from valid form values: trimmed, an empty second address line left out, the phone laid out one way. */
export function purchaserBody(values: PurchaserFormValues): Purchaser {
  const { address } = values
  const line2 = address.line2.trim()
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    relationship: values.relationship.trim(),
    email: values.email.trim(),
    phone: formatPhone(values.phone.trim()),
    address: {
      line1: address.line1.trim(),
      ...(line2 ? { line2 } : {}),
      city: address.city.trim(),
      region: address.region,
      postalCode: address.postalCode.trim(),
    },
  }
}

// ── The unsaved draft kept on the device ─────────────────────────────────────────────────────

const text = z.string().max(2000).catch('')

/** What is read back from the device: text only, anything else dropped. */
export const PurchaserDraftSchema = z.object({
  firstName: text,
  lastName: text,
  relationship: text,
  email: text,
  phone: text,
  address: z.object({ line1: text, line2: text, city: text, region: text, postalCode: text }).catch(EMPTY_PURCHASER.address),
})

/** One draft per funeral home and case: a family member may arrange for two loved ones. */
export function purchaserDraftKey(host: string, caseId: number): string {
  return draftStorageKey('arrangement-details', host, caseId)
}

/** Whether two sets of values say the same (what is saved on the server needs no draft). */
export function samePurchaserValues(a: PurchaserFormValues, b: PurchaserFormValues): boolean {
  const person = ['firstName', 'lastName', 'relationship', 'email', 'phone'] as const
  const address = ['line1', 'line2', 'city', 'region', 'postalCode'] as const
  return person.every((key) => a[key].trim() === b[key].trim()) && address.every((key) => a.address[key].trim() === b.address[key].trim())
}
