import { Link } from '@tanstack/react-router'
import type { Payment } from '#contract/payments.ts'
import { receiptPath } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { formatCents } from '#core/money.ts'
import { longDate, zonedFields } from '#src/lib/zoned-date.ts'
import { howPaid, ledgerNote, payerOf } from './payer.ts'
import { ScrollBox } from './ScrollBox.tsx'

/**
 * The payments made towards the statement, newest first, as a table (a date, who, the card, the
 * amount, and its receipt): several relatives may each have paid a part. Dates are the funeral
 * home's calendar. On a phone each payment is a stacked block (statement.css).
 */
export function PaymentList({ payments, caseId, nameSlug }: { payments: Payment[]; caseId: number; nameSlug: string }) {
  const { timeZone } = useSite().company
  return (
    <ScrollBox label="Payments list">
      <table className="statement-table payment-list" aria-label="Payments made">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Paid by</th>
            <th scope="col">How</th>
            <th scope="col" className="statement-table__money">
              Amount
            </th>
            <th scope="col">Receipt</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} data-payment={payment.id}>
              <td>
                <time dateTime={payment.createdAt}>{longDate(zonedFields(payment.createdAt, timeZone))}</time>
              </td>
              <td>{payerOf(payment)}</td>
              <td>
                {howPaid(payment)}
                {ledgerNote(payment) ? ` (${ledgerNote(payment).toLowerCase()})` : ''}
              </td>
              <td className="statement-table__money">
                {formatCents(payment.kind === 'refund' ? -payment.amountCents : payment.amountCents)}
              </td>
              <td>
                <Link to={receiptPath(caseId, nameSlug, payment.id)} className="payment-list__receipt">
                  Receipt {payment.id}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  )
}
