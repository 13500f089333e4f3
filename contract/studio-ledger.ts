import { z } from 'zod'
import { CaseParamsSchema, CentsSchema, IdParamSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { PaymentSchema } from './payments.ts'
import { line } from './text.ts'

/**
 * The ledger from the home's side (issue 39 point 4, area `payments`: owner, director): a
 * case's payments and refunds with its balance, payments recorded by staff (cash, check, bank
 * transfer, insurance assignment), refunds in full or part (through the processor for a card),
 * what is owed across the home by age, and a CSV export for the accountant. Decision 065.
 */

export const STAFF_LEDGER_PATH = '/api/staff/cases/{caseId}/ledger'
export const STAFF_PAYMENTS_PATH = '/api/staff/payments'

/** What staff record by hand; a card is paid by the family through the processor. */
export const RECORDED_METHODS = ['cash', 'check', 'bank_transfer', 'insurance'] as const
export type RecordedMethod = (typeof RECORDED_METHODS)[number]

export const LEDGER_MESSAGES = {
  method: 'Please choose cash, check, bank transfer or insurance assignment.',
  payerName: 'Please enter who paid.',
  amount: 'Please enter an amount of at least one cent.',
  receivedOn: 'Please enter the day the money came.',
  /** 404: a payment that is not this case's (or a refund, which cannot be refunded). */
  paymentNotFound: 'There is no payment with that number on this case.',
  /** 422: a refund larger than what is left of its payment. */
  overRefund: (leftCents: string) => `At most ${leftCents} is left of this payment to refund.`,
  /** 422: nothing is left of the payment to give back. */
  refundedInFull: 'This payment has been refunded in full.',
  /** 422: another refund of the same payment took what was left while this one was sent. */
  refundChanged: 'What is left of this payment has changed. Please refresh to see what can still be refunded.',
  /** 502: the processor did not refund a card payment; nothing was refunded. */
  processorRefused: 'The payment processor did not refund this payment just now. Nothing was refunded; please try again.',
  /** 422 on the export's dates. */
  range: 'Please give a from date on or before the to date.',
} as const

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

export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const
export type AgeBucket = (typeof AGE_BUCKETS)[number]
export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  '0-30': '0 to 30 days',
  '31-60': '31 to 60 days',
  '61-90': '61 to 90 days',
  '90+': 'More than 90 days',
}

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

export const EXPORT_KINDS = ['payments', 'statements'] as const
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
