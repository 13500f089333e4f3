import { z } from 'zod'
import { CaseParamsSchema, CentsSchema, IdParamSchema, IdSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { EMBALMING_DECISION_VALUES, SignatureParamsSchema, StatementRecordSchema } from './statement-signing.ts'
import { STAFF_CASES_PATH } from './studio-cases.ts'
import { line } from './text.ts'
import { VALIDATION_MESSAGES } from './validation-messages.ts'

/**
 * A case's statement from the studio (issue 39 point 2, area `cases`; decision 064): the record
 * the family reads (contract/statement-signing.ts), and what was arranged in person: items of the
 * price list with quantities, a discount with its reason, cash advances, the requirement that made
 * an item necessary, the embalming approval, and "ready to sign". Every change is listed for the
 * family with who made it, and a change after signing makes a new version to sign.
 */

export const STUDIO_STATEMENT_MESSAGES = {
  /** 422 on `reason`: a discount needs one. */
  reason: 'Please say why the discount is given.',
  /** 422 on `by`: approval needs a name. */
  embalmingBy: 'Please enter who in the family approved embalming.',
  /** 422 on `on`. */
  embalmingOn: 'Please enter the date as year, month and day, for example 2026-12-04.',
  /** 404: no such line or adjustment on this case. */
  notFound: 'This statement has no such line.',
  /** The studio's form: a quantity that is not 1 to 99. */
  quantity: 'Please enter a quantity from 1 to 99.',
  /** 422: marking ready a statement with nothing on it. */
  empty: 'The statement has nothing on it yet, so there is nothing to sign.',
} as const

/** An item of the price list, added in person. */
export const StaffLineAddBodySchema = z.object({
  itemId: IdSchema,
  variantId: IdSchema.nullish(),
  quantity: z.number().int().min(1).max(99),
  /** The legal, cemetery or crematory requirement that made it necessary, if one did. */
  requirement: line(300).nullish(),
})
export type StaffLineAddBody = z.infer<typeof StaffLineAddBodySchema>

/** A line's quantity or its requirement (null clears it). */
export const StaffLineChangeBodySchema = z
  .object({
    quantity: z.number().int().min(1).max(99).optional(),
    requirement: line(300).nullable().optional(),
  })
  .refine((b) => b.quantity !== undefined || b.requirement !== undefined, { message: VALIDATION_MESSAGES.required })
export type StaffLineChangeBody = z.infer<typeof StaffLineChangeBodySchema>

export const AdjustmentAddBodySchema = z
  .object({
    kind: z.enum(['discount', 'cash_advance']),
    /** What it is: "Family discount", "Certified copies of the death certificate". */
    name: line(120).min(1),
    amountCents: CentsSchema.min(1),
    reason: line(300).nullish(),
  })
  .refine((b) => b.kind !== 'discount' || (b.reason ?? '').trim().length > 0, {
    message: STUDIO_STATEMENT_MESSAGES.reason,
    path: ['reason'],
  })
export type AdjustmentAddBody = z.infer<typeof AdjustmentAddBodySchema>

export const EmbalmingBodySchema = z
  .object({
    decision: z.enum(EMBALMING_DECISION_VALUES).nullable(),
    by: line(120).nullish(),
    on: z.iso.date({ error: STUDIO_STATEMENT_MESSAGES.embalmingOn }).nullish(),
  })
  .refine((b) => b.decision !== 'approved' || (b.by ?? '').trim().length > 0, {
    message: STUDIO_STATEMENT_MESSAGES.embalmingBy,
    path: ['by'],
  })
export type EmbalmingBody = z.infer<typeof EmbalmingBodySchema>

export const StatementLineParamsSchema = CaseParamsSchema.extend({ lineId: IdParamSchema })
export const AdjustmentParamsSchema = CaseParamsSchema.extend({ adjustmentId: IdParamSchema })

const tags = ['staff']
const forbidden = 'a role other than owner or director'
const STATEMENT = `${STAFF_CASES_PATH}/{caseId}/statement`
const record = { status: 200, schema: StatementRecordSchema } as const

export const operations = defineOperations([
  {
    method: 'get',
    path: STATEMENT,
    summary: "The case's statement as the family reads it, with its changes, versions and signatures (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: record,
  },
  {
    method: 'post',
    path: `${STATEMENT}/lines`,
    summary: 'Adds an item of the price list arranged in person, with its quantity and any requirement that made it necessary',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: StaffLineAddBodySchema,
    response: { status: 201, schema: StatementRecordSchema },
  },
  {
    method: 'patch',
    path: `${STATEMENT}/lines/{lineId}`,
    summary: "Changes a line's quantity or the requirement that made it necessary",
    tags,
    access: 'staff',
    forbidden,
    params: StatementLineParamsSchema,
    body: StaffLineChangeBodySchema,
    response: record,
  },
  {
    method: 'delete',
    path: `${STATEMENT}/lines/{lineId}`,
    summary: 'Removes a line staff added in person',
    tags,
    access: 'staff',
    forbidden,
    params: StatementLineParamsSchema,
    response: record,
  },
  {
    method: 'post',
    path: `${STATEMENT}/adjustments`,
    summary: 'Adds a discount (with its reason) or a cash advance (name and amount)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: AdjustmentAddBodySchema,
    response: { status: 201, schema: StatementRecordSchema },
  },
  {
    method: 'delete',
    path: `${STATEMENT}/adjustments/{adjustmentId}`,
    summary: 'Removes a discount or a cash advance',
    tags,
    access: 'staff',
    forbidden,
    params: AdjustmentParamsSchema,
    response: record,
  },
  {
    method: 'put',
    path: `${STATEMENT}/embalming`,
    summary: 'Records embalming approved (by whom, when), declined, or not decided',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: EmbalmingBodySchema,
    response: record,
  },
  {
    method: 'post',
    path: `${STATEMENT}/ready`,
    summary: "Marks the statement ready: the family's arranger is asked to sign it",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: record,
  },
  {
    method: 'get',
    path: `${STATEMENT}/signatures/{version}/pdf`,
    summary: 'The signed PDF of one version of the statement',
    tags,
    access: 'staff',
    forbidden,
    params: SignatureParamsSchema,
    response: { status: 200, contentType: 'application/pdf' },
  },
])
