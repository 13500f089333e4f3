import { z } from 'zod'
import { CaseParamsSchema, CentsSchema, IdParamSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { PaymentSchema } from './payments.ts'
import {
  AGE_BUCKETS,
  EXPORT_KINDS,
  LEDGER_MESSAGES,
  RECORDED_METHODS,
  STAFF_LEDGER_PATH,
  STAFF_PAYMENTS_PATH,
} from './studio-ledger-words.ts'
import { line } from './text.ts'

export {
  AGE_BUCKET_LABELS,
  AGE_BUCKETS,
  EXPORT_KINDS,
  LEDGER_MESSAGES,
  RECORDED_METHODS,
  STAFF_LEDGER_PATH,
  STAFF_PAYMENTS_PATH,
  type AgeBucket,
  type RecordedMethod,
} from './studio-ledger-words.ts'

/**
 * The ledger from the home's side (issue 39 point 4, area `payments`: owner, director): a
 * case's payments and refunds with its balance, payments recorded by staff (cash, check, bank
 * transfer, insurance assignment), refunds in full or part (through the processor for a card),
 * what is owed across the home by age, and a CSV export for the accountant. Decision 065.
 */

/** A payment staff record: who paid, how, its reference, the day it came and the amount. */
export const RecordPaymentBodySchema = z.object({
  method: z.enum(RECORDED_METHODS, { error: LEDGER_MESSAGES.method }),
  payerName: line(100).min(1, LEDGER_MESSAGES.payerName),
  /** The check's number, the transfer's or the insurer's claim reference (may be left empty for cash). */
  reference: line(100),
  receivedOn: z.iso.date({ error: LEDGER_MESSAGES.receivedOn }),
  amountCents: z.number({ error: LEDGER_MESSAGES.amount }).int().min(1, LEDGER_MESSAGES.amount).max(100_000_000),
})
export type RecordPaymentBody = z.infer<typeof RecordPaymentBodySchema>

/** A refund of one payment: all that is left of it, or a part. */
export const RefundBodySchema = z.object({
  amountCents: z.number({ error: LEDGER_MESSAGES.amount }).int().min(1, LEDGER_MESSAGES.amount).max(100_000_000),
  /** For a recorded payment: the returned check's number, the transfer's reference. */
  reference: line(100).optional(),
})
export type RefundBody = z.infer<typeof RefundBodySchema>

export const LedgerPaymentParamsSchema = z.object({ caseId: IdParamSchema, paymentId: IdParamSchema })

/** A case's ledger: the statement's totals and every payment and refund, newest first. */
export const CaseLedgerSchema = z.object({
  caseId: IdSchema,
  submittedAt: IsoDateTimeSchema.nullable(),
  totalCents: CentsSchema,
  /** Payments less refunds: what the home holds, as the statement says it. */
  paidCents: CentsSchema,
  refundedCents: CentsSchema,
  balanceCents: CentsSchema,
  entries: z.array(PaymentSchema),
})
export type CaseLedger = z.infer<typeof CaseLedgerSchema>

export const OwedCaseSchema = z.object({
  caseId: IdSchema,
  nameSlug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  submittedAt: IsoDateTimeSchema,
  /** Whole days since the statement was submitted, on the home's clock. */
  days: z.number().int().min(0),
  balanceCents: CentsSchema,
})
export type OwedCase = z.infer<typeof OwedCaseSchema>

/** What is owed across the home, by the age of each statement. */
export const OwedSchema = z.object({
  totalCents: CentsSchema,
  buckets: z.array(z.object({ bucket: z.enum(AGE_BUCKETS), totalCents: CentsSchema, cases: z.array(OwedCaseSchema) })),
})
export type Owed = z.infer<typeof OwedSchema>

/** `?what=payments|statements&from=&to=`: the days (inclusive) of the money or of the statement's submission. */
export const LedgerExportQuerySchema = z
  .object({ what: z.enum(EXPORT_KINDS).default('payments'), from: IsoDateSchema, to: IsoDateSchema })
  .refine((q) => q.from <= q.to, { message: LEDGER_MESSAGES.range, path: ['to'] })
export type LedgerExportQuery = z.infer<typeof LedgerExportQuerySchema>

const tags = ['staff']
const forbidden = 'a role that does not work payments'

export const operations = defineOperations([
  {
    method: 'get',
    path: STAFF_LEDGER_PATH,
    summary: "A case's payments and refunds, newest first, with the statement's total, paid and balance (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: CaseLedgerSchema },
  },
  {
    method: 'post',
    path: '/api/staff/cases/{caseId}/payments',
    summary:
      'Records a cash, check, bank transfer or insurance payment towards the balance (submitted contract; at most the balance, also under concurrency) (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: RecordPaymentBodySchema,
    idempotent: true,
    response: { status: 201, schema: PaymentSchema },
  },
  {
    method: 'post',
    path: '/api/staff/cases/{caseId}/payments/{paymentId}/refunds',
    summary:
      'Refunds a payment in full or part: through the processor for a card, recorded for the others; never more than is left of it (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: LedgerPaymentParamsSchema,
    body: RefundBodySchema,
    idempotent: true,
    response: { status: 201, schema: PaymentSchema },
  },
  {
    method: 'get',
    path: `${STAFF_PAYMENTS_PATH}/owed`,
    summary: 'Cases with a balance, grouped by days since their statement was submitted: 0-30, 31-60, 61-90, 90+ (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    response: { status: 200, schema: OwedSchema },
  },
  {
    method: 'get',
    path: `${STAFF_PAYMENTS_PATH}/export`,
    summary:
      'CSV for accounting: payments and refunds (one row each), or statements (one row per line with its category), of a date range (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    query: LedgerExportQuerySchema,
    response: { status: 200, contentType: 'text/csv' },
  },
])
