import { z } from 'zod'
import { IdSchema, IsoDateSchema, PersonNameSchema } from './common.ts'
import { RELATIONSHIP_MAX } from './family.ts'
import { defineOperations } from './operation.ts'
import { PhoneSchema } from './phone.ts'
import { line } from './text.ts'

/**
 * Cases from the first call (issue 37 point 3): the director takes the call in the studio and the
 * case exists at once, with its tasks, and the caller invited to the family portal when an email
 * is given. Rules: api/src/staff/first-call.ts.
 */

/** The sentences of the first call's refusals (422s on a field). */
export const FIRST_CALL_MESSAGES = {
  location: 'Please choose one of the funeral home’s locations.',
  director: 'Please choose one of the funeral home’s directors.',
  caseType: 'Please choose at-need or pre-need.',
  inviteWithoutEmail: 'Please give the email address the invitation goes to.',
} as const

/** Who called (or the next of kin): the family's first contact, invited to the portal by email. */
export const FirstCallContactSchema = z.object({
  firstName: PersonNameSchema.min(1),
  lastName: PersonNameSchema.min(1),
  relationship: line(RELATIONSHIP_MAX).optional(),
  phone: PhoneSchema.optional(),
  email: z.email().max(254).optional(),
})
export type FirstCallContact = z.infer<typeof FirstCallContactSchema>

export const FirstCallBodySchema = z
  .object({
    /** The one who died (at-need) or who is planning ahead (pre-need). */
    firstName: PersonNameSchema.min(1),
    middleName: PersonNameSchema.optional(),
    lastName: PersonNameSchema.min(1),
    deathDate: IsoDateSchema.optional(),
    /** Where the death happened ("St. Mary's Hospital, room 4"). */
    deathPlace: line(200).optional(),
    /** Where they are now, for the transfer ("At home with the family"). */
    whereNow: line(200).optional(),
    caseType: z.enum(['AT_NEED', 'PRE_PLAN'], { error: FIRST_CALL_MESSAGES.caseType }),
    locationId: IdSchema,
    /** The director in charge; the one taking the call when left out. */
    directorUserId: IdSchema.optional(),
    contact: FirstCallContactSchema,
    /** Mail the contact an invitation to the family portal (needs their email). */
    inviteContact: z.boolean(),
  })
  .refine((body) => !body.inviteContact || Boolean(body.contact.email), {
    path: ['contact', 'email'],
    message: FIRST_CALL_MESSAGES.inviteWithoutEmail,
  })
export type FirstCallBody = z.infer<typeof FirstCallBodySchema>

/** What the first call kept beside the case's own columns. */
export const FirstCallRecordSchema = z.object({
  deathPlace: z.string().nullable(),
  whereNow: z.string().nullable(),
  contact: FirstCallContactSchema,
})
export type FirstCallRecord = z.infer<typeof FirstCallRecordSchema>

/** 201: the new case, for its address, and whether the contact was invited. */
export const FirstCallResultSchema = z.object({ id: IdSchema, nameSlug: z.string(), invited: z.boolean() })
export type FirstCallResult = z.infer<typeof FirstCallResultSchema>

/** A staff member who may be in charge of a case (owner or director, account on). */
export const CaseDirectorSchema = z.object({ id: IdSchema, firstName: z.string(), lastName: z.string() })
export type CaseDirector = z.infer<typeof CaseDirectorSchema>

export const STAFF_CASES_PATH = '/api/staff/cases'
export const STAFF_DIRECTORS_PATH = '/api/staff/directors'

export const operations = defineOperations([
  {
    method: 'post',
    path: STAFF_CASES_PATH,
    summary:
      'Opens a case from a first call: the deceased, the caller, at-need or pre-need, the location and the director; the caller is invited to the family portal when asked (owner or director)',
    tags: ['staff'],
    access: 'staff',
    forbidden: 'a role that does not work cases',
    body: FirstCallBodySchema,
    response: { status: 201, schema: FirstCallResultSchema },
  },
  {
    method: 'get',
    path: STAFF_DIRECTORS_PATH,
    summary: 'Who may be in charge of a case: the enabled owners and directors, by name (owner or director)',
    tags: ['staff'],
    access: 'staff',
    forbidden: 'a role that does not work cases',
    response: { status: 200, schema: z.array(CaseDirectorSchema) },
  },
])
