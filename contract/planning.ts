import { z } from 'zod'
import { line, text } from './text.ts'
import { IdSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { ADDRESS_QUERY_MIN, PLAN_TYPES, PLANNING_CASE_STATUSES, PLANNING_FIELD_TYPES, PLANNING_PATHS } from './planning-constants.ts'
import { LocationSchema } from './website.ts'

/** The online planning request (spec §2 /plan-now, §3 planning section/location/submission, §7). */

// Its paths and limits live in planning-constants.ts with the other plain values (issue 15); re-exported here.
export { ADDRESS_QUERY_MIN, PLANNING_PATHS } from './planning-constants.ts'

export const AddressQuerySchema = z.object({
  query: line(100).min(ADDRESS_QUERY_MIN),
})
export type AddressQuery = z.infer<typeof AddressQuerySchema>

export const AddressSuggestionSchema = z.object({
  line1: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
})
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>
export const AddressSuggestionListSchema = z.object({ content: z.array(AddressSuggestionSchema) })

export const PlanTypeSchema = z.enum(PLAN_TYPES)
export const PlanningCaseStatusSchema = z.enum(PLANNING_CASE_STATUSES)
export const PlanningFieldTypeSchema = z.enum(PLANNING_FIELD_TYPES)

export const PlanningOptionSchema = z.object({ value: z.string(), label: z.string() })

/** The ids of the fields an `address` field's lookup fills in. */
export const AddressPartsSchema = z.object({ city: z.string(), region: z.string(), postalCode: z.string() })

/** One field of the form (spec §3: id, name, value); `name` is its label, `value` its default. */
export const PlanningFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: PlanningFieldTypeSchema,
  required: z.boolean(),
  options: z.array(PlanningOptionSchema).optional(),
  maxLength: z.number().int().positive().optional(),
  hint: z.string().optional(),
  value: z.union([z.string(), z.boolean()]),
  noFuture: z.boolean().optional(),
  /** The plan types it is asked for; absent = every plan type. */
  planTypes: z.array(PlanTypeSchema).optional(),
  addressParts: AddressPartsSchema.optional(),
})
export type PlanningField = z.infer<typeof PlanningFieldSchema>

/** spec §3 "Planning section": urlKey, name, fields, decedentDetails. */
export const PlanningSectionSchema = z.object({
  urlKey: z.string(),
  name: z.string(),
  decedentDetails: z.boolean(),
  fields: z.array(PlanningFieldSchema),
})
export type PlanningSection = z.infer<typeof PlanningSectionSchema>
export const PlanningFormSchema = z.object({ sections: z.array(PlanningSectionSchema) })
export type PlanningForm = z.infer<typeof PlanningFormSchema>

/** spec §3 "Planning location", with a link to a map of its address. */
export const PlanningLocationSchema = LocationSchema.extend({ mapUrl: z.url() })
export type PlanningLocation = z.infer<typeof PlanningLocationSchema>
export const PlanningLocationListSchema = z.object({ content: z.array(PlanningLocationSchema) })

/** More answers than any form has fields: a runaway client, not a person. */
export const MAX_ANSWERS = 200

/** One answer: text (dates `YYYY-MM-DD`), or a checkbox's true/false. Checked per field on submit. */
export const PlanningAnswerSchema = z.union([text(5000), z.boolean(), z.null()])

/**
 * spec §3 "Planning submission": locationId, caseStatus, fields keyed by field id. `planType`
 * is optional (not in the spec's body): with it the server knows a pre-plan is for the sender
 * themself; without it PRE_PLAN is judged as planning for someone else.
 */
export const PlanningSubmissionSchema = z
  .object({
    locationId: IdSchema,
    caseStatus: PlanningCaseStatusSchema,
    planType: PlanTypeSchema.optional(),
    fields: z
      .record(z.string().max(100), PlanningAnswerSchema)
      .refine((f) => Object.keys(f).length <= MAX_ANSWERS, { message: `Cannot have more than ${MAX_ANSWERS} items` }),
  })
  .refine((s) => !s.planType || (s.planType === 'at-need') === (s.caseStatus === 'AT_NEED'), {
    path: ['planType'],
    message: 'The plan type does not match the case status',
  })
export type PlanningSubmission = z.infer<typeof PlanningSubmissionSchema>

/** 201: the new case and a short reference the visitor can quote on the phone. */
export const PlanningReceiptSchema = z.object({ caseId: IdSchema, reference: z.string().regex(/^PL-[A-Z0-9]{8}$/) })
export type PlanningReceipt = z.infer<typeof PlanningReceiptSchema>

export const operations = defineOperations([
  {
    method: 'get',
    path: PLANNING_PATHS.address,
    summary: 'Address suggestions for a street typed into the planning form',
    tags: ['planning'],
    access: 'public',
    query: AddressQuerySchema,
    response: { status: 200, schema: AddressSuggestionListSchema },
  },
  {
    method: 'get',
    path: PLANNING_PATHS.fields,
    summary: 'The planning form: its sections in order, each with its fields',
    tags: ['planning'],
    access: 'public',
    response: { status: 200, schema: PlanningFormSchema },
  },
  {
    method: 'get',
    path: PLANNING_PATHS.locations,
    summary: "The funeral home's locations a planning request can be sent to",
    tags: ['planning'],
    access: 'public',
    response: { status: 200, schema: PlanningLocationListSchema },
  },
  {
    method: 'post',
    path: PLANNING_PATHS.submit,
    summary: 'Sends a planning request: a new pre-plan or at-need case for the chosen location',
    tags: ['planning'],
    access: 'public',
    body: PlanningSubmissionSchema,
    idempotent: true,
    response: { status: 201, schema: PlanningReceiptSchema },
  },
])
