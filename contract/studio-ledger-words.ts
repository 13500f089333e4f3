/**
 * The ledger's words and names without zod (decision 065): the screens (the family's receipt
 * and payment list, the studio's ledger) take these, so a page that shows money loads no schema
 * (issue 15). contract/payments.ts and contract/studio-ledger.ts build their schemas from them.
 */

/** A ledger row: money in, or money given back of one payment. */
export const LEDGER_KIND_VALUES = ['payment', 'refund'] as const
/** How the money came: a card through the processor, or recorded by staff. */
export const PAYMENT_METHOD_VALUES = ['card', 'cash', 'check', 'bank_transfer', 'insurance'] as const
export type PaymentMethodKind = (typeof PAYMENT_METHOD_VALUES)[number]

/** Each method as people say it (the receipt, the ledger, the export). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodKind, string> = {
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
  insurance: 'Insurance assignment',
}

/** What staff record by hand; a card is paid by the family through the processor. */
export const RECORDED_METHODS = ['cash', 'check', 'bank_transfer', 'insurance'] as const
export type RecordedMethod = (typeof RECORDED_METHODS)[number]

export const STAFF_LEDGER_PATH = '/api/staff/cases/{caseId}/ledger'
export const STAFF_PAYMENTS_PATH = '/api/staff/payments'

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

export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const
export type AgeBucket = (typeof AGE_BUCKETS)[number]
export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  '0-30': '0 to 30 days',
  '31-60': '31 to 60 days',
  '61-90': '61 to 90 days',
  '90+': 'More than 90 days',
}

export const EXPORT_KINDS = ['payments', 'statements'] as const
