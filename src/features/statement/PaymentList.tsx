import type { Payment } from '#contract/payments.ts'
import { useSite } from '#src/features/site/use-site.ts'
import { formatCents } from '#core/money.ts'
import { longDate, zonedFields } from '#src/lib/zoned-date.ts'
import { ScrollBox } from './ScrollBox.tsx'

/** Who paid, as the family knows them: the account that paid, else the name on the card. */
function payerOf(payment: Payment): string {
  return payment.createdBy ? `${payment.createdBy.firstName} ${payment.createdBy.lastName}` : payment.payerName
}

/**
 * The payments made towards the statement, newest first, as a table (a date, who, the card, the
 * amount): several relatives may each have paid a part. Dates are the funeral home's calendar.
 */
export function PaymentList({ payments }: { payments: Payment[] }) {
  const { timeZone } = useSite().company
  return (
    <ScrollBox label="Payments list">
      <table className="statement-table payment-list" aria-label="Payments made">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Paid by</th>
            <th scope="col">Card</th>
            <th scope="col" className="statement-table__money">
              Amount
            </th>
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
                {payment.brand} ending in {payment.last4}
                {payment.status === 'refunded' ? ' (refunded)' : ''}
              </td>
              <td className="statement-table__money">{formatCents(payment.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  )
}
