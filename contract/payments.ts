import { z } from 'zod'
import { PersonRefSchema } from './arrangements.ts'
import { CaseParamsSchema, CentsSchema, IdParamSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { PaymentMethodIdSchema } from './payment-methods.ts'
import { pageOf, PageQuerySchema } from './paging.ts'
import { LEDGER_KIND_VALUES, PAYMENT_METHOD_VALUES } from './studio-ledger-words.ts'

/**
 * The money side of a case (spec §3, §7): the statement built from its arrangement (and the
 * template revision it is printed with) and the payments made towards it. Money is whole cents.
 */

const ARR = '/api/family/arrangements'
const CASES = '/api/family/cases'

// ── The statement ──────────────────────────────────────────────────────────────────────────

export const STATEMENT_DISPLAY_TYPE_VALUES = ['ITEMIZED', 'SUMMARY'] as const
export const StatementDisplayTypeSchema = z.enum(STATEMENT_DISPLAY_TYPE_VALUES)

export const StatementTemplateSchema = z.object({
  id: IdSchema,
  name: z.string(),
  revision: z.number().int().min(1),
  displayType: StatementDisplayTypeSchema,
  heading: z.string(),
  disclosures: z.array(z.string()),
  effectiveFrom: IsoDateSchema,
  current: z.boolean(),
})
export type StatementTemplate = z.infer<typeof StatementTemplateSchema>

/** ITEMIZED: one per arrangement line; SUMMARY: one per category (no quantity or unit price). */
export const StatementLineSchema = z.object({
  category: z.string(),
  description: z.string(),
  quantity: z.number().int().min(1).nullable(),
  unitPriceCents: CentsSchema.nullable(),
  priceCents: CentsSchema,
})

/** spec §3 Case statement: templateRevisionId, displayType; with its lines and sums. */
export const StatementSchema = z.object({
  caseId: IdSchema,
  templateRevisionId: IdSchema.nullable(),
  displayType: StatementDisplayTypeSchema,
  heading: z.string(),
  packageName: z.string().nullable(),
  purchaserName: z.string().nullable(),
  lines: z.array(StatementLineSchema),
  subtotalCents: CentsSchema,
  totalCents: CentsSchema,
  paidCents: CentsSchema,
  balanceCents: CentsSchema,
  submittedAt: IsoDateTimeSchema.nullable(),
})
export type Statement = z.infer<typeof StatementSchema>

// ── Payments ───────────────────────────────────────────────────────────────────────────────

export const ChargeSchema = z.object({
  amountCents: z.number().int().min(1).max(100_000_000),
  /** The card as the processor's payment-method id (contract/payment-methods.ts): never the card itself. */
  paymentMethod: PaymentMethodIdSchema,
})
export type Charge = z.infer<typeof ChargeSchema>

export const PAYMENT_STATUS_VALUES = ['succeeded', 'refunded'] as const

export { PAYMENT_METHOD_LABELS, type PaymentMethodKind } from './studio-ledger-words.ts'

/**
 * A payment, or a refund of one (`kind`, `refundOf`). `amountCents` is what moved, always
 * positive; a payment's `refundedCents` is what has been given back of it so far.
 */
export const PaymentSchema = z.object({
  id: IdSchema,
  caseId: IdSchema,
  kind: z.enum(LEDGER_KIND_VALUES),
  method: z.enum(PAYMENT_METHOD_VALUES),
  amountCents: CentsSchema,
  status: z.enum(PAYMENT_STATUS_VALUES),
  brand: z.string(),
  last4: z.string(),
  payerName: z.string(),
  processorId: z.string(),
  /** The check's number, the transfer's or insurer's reference; '' for a card. */
  reference: z.string(),
  /** The day the money came or went back. */
  receivedOn: IsoDateSchema,
  refundOf: IdSchema.nullable(),
  refundedCents: CentsSchema,
  createdBy: PersonRefSchema.nullable(),
  createdAt: IsoDateTimeSchema,
})
export type Payment = z.infer<typeof PaymentSchema>
export const PaymentPageSchema = pageOf(PaymentSchema)

export const ConnectSchema = z.object({ amountCents: z.number().int().min(1).max(100_000_000) })

/** A processor session the browser pays through (hosted card fields). */
export const ProcessorSessionSchema = z.object({
  provider: z.string(),
  sessionId: z.string(),
  publishableKey: z.string(),
  amountCents: CentsSchema,
})

// ── Path params ────────────────────────────────────────────────────────────────────────────

export const RevisionParamSchema = z.object({ revisionId: IdParamSchema })
export const CasePaymentParamSchema = z.object({ caseId: IdParamSchema, paymentId: IdParamSchema })

const tags = ['family arrangements']
const paymentTags = ['family payments']

export const operations = defineOperations([
  {
    method: 'get',
    path: `${ARR}/statement/template/{revisionId}`,
    summary: 'One revision of the statement template (heading, disclosures, display type)',
    tags,
    access: 'user',
    params: RevisionParamSchema,
    response: { status: 200, schema: StatementTemplateSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/statement`,
    summary: "The case's statement from its arrangement: lines, total, paid and balance",
    tags: paymentTags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: StatementSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/payments`,
    summary: 'Payments made on the case, newest first',
    tags: paymentTags,
    access: 'member',
    params: CaseParamsSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: PaymentPageSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/payments`,
    summary: 'Charges a card towards the balance (submitted contract; at most the balance; declines are 422 on paymentMethod)',
    tags: paymentTags,
    access: 'member',
    params: CaseParamsSchema,
    body: ChargeSchema,
    idempotent: true,
    response: { status: 201, schema: PaymentSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/payments/connect`,
    summary: "Opens a session with the payment processor for the browser's card fields",
    tags: paymentTags,
    access: 'member',
    params: CaseParamsSchema,
    body: ConnectSchema,
    response: { status: 200, schema: ProcessorSessionSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/payments/{paymentId}`,
    summary: 'One payment of the case',
    tags: paymentTags,
    access: 'member',
    params: CasePaymentParamSchema,
    response: { status: 200, schema: PaymentSchema },
  },
])
