import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Payment, Statement } from '#contract/payments.ts'
import { statementPath, caseQuery, statementQuery } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { formatCents } from '#core/money.ts'
import { longDate, zonedFields } from '#src/lib/zoned-date.ts'
import { Button, buttonClassName } from '#src/ui/Button.tsx'
import { howPaid, ledgerNote, payerOf } from './payer.ts'
import { paymentQuery } from './queries.ts'
import { StatementPageTop } from './StatementPageTop.tsx'
import './statement.css'

/** What is left to pay now, in words. */
function BalanceNow({ statement }: { statement: Statement }) {
  if (statement.balanceCents === 0) return <p className="statement-paid">The statement is paid in full. Thank you.</p>
  return (
    <p className="receipt__balance">
      Balance still due on the statement: <strong data-balance={statement.balanceCents}>{formatCents(statement.balanceCents)}</strong>
    </p>
  )
}

/** The receipt's facts, as the receipt mail gives them. */
function ReceiptDetails({ payment }: { payment: Payment }) {
  const { timeZone } = useSite().company
  return (
    <dl className="receipt__details">
      <div>
        <dt>Receipt number</dt>
        <dd>{payment.id}</dd>
      </div>
      <div>
        <dt>{payment.kind === 'refund' ? 'Refunded on' : 'Paid on'}</dt>
        <dd>
          {payment.method === 'card' ? (
            <time dateTime={payment.createdAt}>{longDate(zonedFields(payment.createdAt, timeZone))}</time>
          ) : (
            // A recorded payment's day is the one the home wrote down (the check's day), not when it was typed.
            <time dateTime={payment.receivedOn}>{longDate(zonedFields(`${payment.receivedOn}T12:00:00.000Z`, 'UTC'))}</time>
          )}
        </dd>
      </div>
      <div>
        <dt>Paid by</dt>
        <dd>{payerOf(payment)}</dd>
      </div>
      <div>
        <dt>{payment.method === 'card' ? 'Card' : 'Paid with'}</dt>
        <dd>{howPaid(payment)}</dd>
      </div>
      {payment.method === 'card' ? (
        <div>
          <dt>Name on card</dt>
          <dd>{payment.payerName}</dd>
        </div>
      ) : null}
      {ledgerNote(payment) ? (
        <div>
          <dt>Note</dt>
          <dd>{ledgerNote(payment)}</dd>
        </div>
      ) : null}
      <div className="receipt__amount">
        <dt>{payment.kind === 'refund' ? 'Amount refunded' : payment.status === 'refunded' ? 'Amount (refunded)' : 'Amount paid'}</dt>
        <dd>{formatCents(payment.amountCents)}</dd>
      </div>
    </dl>
  )
}

/**
 * /family-portal/{id}/{name}/statement/receipt/{paymentId} (issue 34 point 8): one payment's
 * receipt, read with `GET {caseId}/payments/{paymentId}`; where a payment leads, and what the
 * payments list and the receipt mail link to. It says what was paid and what is still due, and
 * offers another payment only as a link, on request. Arrived at from Pay, the focus (lost with
 * the button) goes to its heading; opened from a link or a mail, the focus stays where it is.
 */
export function ReceiptScreen({ caseId, paymentId }: { caseId: number; paymentId: number }) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data: statement } = useSuspenseQuery(statementQuery(caseId))
  const { data: payment } = useSuspenseQuery(paymentQuery(caseId, paymentId))
  const heading = useRef<HTMLHeadingElement>(null)
  const { nameSlug } = familyCase

  useEffect(() => {
    const focused = document.activeElement
    if (!focused || focused === document.body) heading.current?.focus()
  }, [])

  return (
    <main id="main" className="page portal-page statement payment-receipt">
      <StatementPageTop familyCase={familyCase} title="Receipt for your payment" headingRef={heading} />
      <p className="receipt__thanks">
        {payment.status === 'refunded'
          ? `This payment of ${formatCents(payment.amountCents)} was refunded to the card.`
          : `Thank you. ${formatCents(payment.amountCents)} was paid with the ${payment.brand} card ending in ${payment.last4}.`}
      </p>
      <ReceiptDetails payment={payment} />
      <p className="statement-note">A copy of this receipt was sent by email when the payment was made.</p>
      <BalanceNow statement={statement} />
      <div className="statement-actions">
        {/* Another payment only when asked for: a link to the form, never the form itself. */}
        {statement.submittedAt && statement.balanceCents > 0 ? (
          <Link to={statementPath(caseId, nameSlug, 'payment')} className={buttonClassName({ variant: 'secondary' })}>
            Make another payment
          </Link>
        ) : null}
        <Button variant="secondary" onClick={() => window.print()}>
          Print receipt
        </Button>
      </div>
    </main>
  )
}
