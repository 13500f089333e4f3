import { formatCents } from '#core/money.ts'
import type { Payment } from '#contract/payments.ts'

/**
 * The payer's receipt for a payment towards a case's statement (mail kind `payment-receipt`), as
 * plain text: what was paid, with which card, what is still due, and where this receipt and the
 * statement are in the portal (the receipt's screen first: issue 34 point 8).
 */
export function paymentReceiptText(
  payment: Payment,
  context: { firstName: string; personName: string; companyName: string; balanceCents: number; receiptLink: string; statementLink: string },
): { subject: string; text: string } {
  const lines = [
    `Dear ${context.firstName},`,
    '',
    `Thank you. We have received your payment of ${formatCents(payment.amountCents)} towards the arrangements for ${context.personName}.`,
    '',
    `Receipt number: ${payment.id}`,
    `Paid: ${formatCents(payment.amountCents)} (${payment.brand} ending in ${payment.last4})`,
    `Name on card: ${payment.payerName}`,
    context.balanceCents === 0 ? 'The statement is now paid in full.' : `Balance still due: ${formatCents(context.balanceCents)}`,
    '',
    `See this receipt at any time: ${context.receiptLink}`,
    `See the statement and every payment here: ${context.statementLink}`,
    '',
    'With care,',
    context.companyName,
  ]
  return { subject: `Your payment of ${formatCents(payment.amountCents)} for ${context.personName}`, text: lines.join('\n') }
}
