import type { Payment } from '#contract/payments.ts'

/** Who paid, as the family knows them: the account that paid, else the name on the card. */
export function payerOf(payment: Payment): string {
  return payment.createdBy ? `${payment.createdBy.firstName} ${payment.createdBy.lastName}` : payment.payerName
}
