import { z } from 'zod'
import { FIRST_CALL_MESSAGES, FirstCallContactSchema, type FirstCallBody } from '#contract/studio-cases.ts'
import { PersonNameSchema } from '#contract/common.ts'
import { PhoneSchema } from '#contract/phone.ts'
import { line } from '#contract/text.ts'
import { DATE_MESSAGES } from '#contract/validation-messages.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'
import { parseUsDate, usDateToIso } from '#src/lib/us-date.ts'

/** The first-call form's values as typed: every field a string (a date as MM/DD/YYYY), the invitation a tick. */
export type FirstCallValues = {
  firstName: string
  middleName: string
  lastName: string
  deathDate: string
  deathPlace: string
  whereNow: string
  caseType: '' | 'AT_NEED' | 'PRE_PLAN'
  locationId: string
  directorUserId: string
  contactFirstName: string
  contactLastName: string
  relationship: string
  phone: string
  email: string
  inviteContact: boolean
}

export const EMPTY_FIRST_CALL: FirstCallValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  deathDate: '',
  deathPlace: '',
  whereNow: '',
  caseType: 'AT_NEED',
  locationId: '',
  directorUserId: '',
  contactFirstName: '',
  contactLastName: '',
  relationship: '',
  phone: '',
  email: '',
  inviteContact: true,
}

const optional = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema])
const contact = FirstCallContactSchema.shape

/** What the form checks as it is typed: the contract's own rules per field, with its messages. */
export const firstCallFormSchema = z
  .object({
    firstName: PersonNameSchema.min(1),
    middleName: optional(PersonNameSchema),
    lastName: PersonNameSchema.min(1),
    deathDate: z.string().refine((value) => value === '' || parseUsDate(value) !== null, DATE_MESSAGES.notReal),
    deathPlace: optional(line(200)),
    whereNow: optional(line(200)),
    caseType: z.enum(['AT_NEED', 'PRE_PLAN'], { error: FIRST_CALL_MESSAGES.caseType }),
    locationId: line().min(1, FIRST_CALL_MESSAGES.location),
    directorUserId: line(),
    contactFirstName: contact.firstName,
    contactLastName: contact.lastName,
    relationship: optional(line(80)),
    phone: optional(PhoneSchema),
    email: optional(z.email().max(254)),
    inviteContact: z.boolean(),
  })
  .refine((values) => !values.inviteContact || values.email.trim() !== '', {
    path: ['email'],
    message: FIRST_CALL_MESSAGES.inviteWithoutEmail,
  })

const trimmed = (value: string) => (value.trim() === '' ? undefined : value.trim())

/** The call's body from the form's values: empty answers left out, the date as the api reads it. */
export function firstCallBody(values: FirstCallValues): FirstCallBody {
  const email = trimmed(values.email)
  return {
    firstName: values.firstName.trim(),
    ...(trimmed(values.middleName) ? { middleName: values.middleName.trim() } : {}),
    lastName: values.lastName.trim(),
    ...(values.deathDate ? { deathDate: usDateToIso(values.deathDate) ?? undefined } : {}),
    ...(trimmed(values.deathPlace) ? { deathPlace: values.deathPlace.trim() } : {}),
    ...(trimmed(values.whereNow) ? { whereNow: values.whereNow.trim() } : {}),
    caseType: values.caseType === 'PRE_PLAN' ? 'PRE_PLAN' : 'AT_NEED',
    locationId: Number(values.locationId),
    ...(values.directorUserId ? { directorUserId: Number(values.directorUserId) } : {}),
    contact: {
      firstName: values.contactFirstName.trim(),
      lastName: values.contactLastName.trim(),
      ...(trimmed(values.relationship) ? { relationship: values.relationship.trim() } : {}),
      ...(trimmed(values.phone) ? { phone: values.phone.trim() } : {}),
      ...(email ? { email } : {}),
    },
    inviteContact: values.inviteContact && email !== undefined,
  }
}

/** The api names a field of the body (`contact.email`); the form's own name for it. */
export const FIRST_CALL_FIELD_OF: Record<string, keyof FirstCallValues> = {
  'contact.firstName': 'contactFirstName',
  'contact.lastName': 'contactLastName',
  'contact.relationship': 'relationship',
  'contact.phone': 'phone',
  'contact.email': 'email',
}

/** Kept on the device while typed (a first call is often interrupted): read back through this schema. */
export const FirstCallDraftSchema = z.object(
  Object.fromEntries(
    Object.entries(EMPTY_FIRST_CALL).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? z.boolean().catch(value) : z.string().max(400).catch(''),
    ]),
  ),
) as unknown as z.ZodType<FirstCallValues>

export const firstCallDraftKey = (host: string) => draftStorageKey('studio-first-call', host)

/** Nothing typed yet (the defaults only): no draft to keep. */
export function isUntouched(values: FirstCallValues): boolean {
  return (Object.keys(EMPTY_FIRST_CALL) as (keyof FirstCallValues)[]).every((key) => values[key] === EMPTY_FIRST_CALL[key])
}
