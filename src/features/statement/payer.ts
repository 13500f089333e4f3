import type { Payment } from '#contract/payments.ts'
import { PAYMENT_METHOD_LABELS } from '#contract/studio-ledger-words.ts'
import { formatCents } from '#core/money.ts'

/**
 * Who paid, as the family knows them: the account that paid by card, else the name on the card;
 * for a payment the home recorded (a check, a transfer), the payer it wrote down (decision 065).
 */
export function payerOf(payment: Payment): string {
  if (payment.method !== 'card') return payment.payerName
  return payment.createdBy ? `${payment.createdBy.firstName} ${payment.createdBy.lastName}` : payment.payerName
}

/** How the money came or went back: `Visa ending in 4242`, `Check (Check 1043)`, `Cash`. */
export function howPaid(payment: Pick<Payment, 'method' | 'brand' | 'last4' | 'reference'>): string {
  if (payment.method === 'card') return payment.last4 ? `${payment.brand} ending in ${payment.last4}` : PAYMENT_METHOD_LABELS.card
  const label = PAYMENT_METHOD_LABELS[payment.method]
  return payment.reference ? `${label} (${payment.reference})` : label
}

/** A line's status in words: a refund of a receipt, a payment refunded in part or whole. */
export function ledgerNote(payment: Pick<Payment, 'kind' | 'refundOf' | 'refundedCents' | 'amountCents'>): string {
  if (payment.kind === 'refund') return `Refund of receipt ${payment.refundOf ?? ''}`.trim()
  if (payment.refundedCents >= payment.amountCents && payment.amountCents > 0) return 'Refunded'
  if (payment.refundedCents > 0) return `${formatCents(payment.refundedCents)} refunded`
  return ''
}
