import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { PaymentSetup } from '#contract/payment-methods.ts'
import type { Payment } from '#contract/payments.ts'
import { fullName } from '#core/names.ts'
import { arrangementsPath, statementPath } from '#src/features/portal/paths.ts'
import { caseQuery, statementQuery } from '#src/features/portal/queries.ts'
import { formatCents } from '#core/money.ts'
import { Button } from '#src/ui/Button.tsx'
import { PaymentForm } from './forms.tsx'
import { PaymentList } from './PaymentList.tsx'
import { paymentsQuery } from './queries.ts'
import { StatementTotals } from './StatementTotals.tsx'
import './statement.css'

type PaymentScreenProps = {
  caseId: number
  payment: PaymentSetup | null
  today: { year: number; month: number }
}

/**
 * Said once a payment went through, until the screen is left: the receipt's details, the balance
 * left. It takes the focus, since the form (and the Pay button that had it) opens again anew.
 */
function Confirmation({ paid }: { paid: { payment: Payment; balanceCents: number } | undefined }) {
  const box = useRef<HTMLOutputElement>(null)
  useEffect(() => {
    if (paid) box.current?.focus()
  }, [paid])
  return (
    <output ref={box} tabIndex={-1} className="payment-confirmation">
      {paid ? (
        <>
          <p className="m-0 font-semibold">
            Thank you. {formatCents(paid.payment.amountCents)} was paid with the {paid.payment.brand} card ending in {paid.payment.last4}.
          </p>
          <p className="mb-0">
            Receipt number {paid.payment.id}. A receipt is on its way to your email.{' '}
            {paid.balanceCents === 0 ? 'The statement is now paid in full.' : `Balance still due: ${formatCents(paid.balanceCents)}.`}
          </p>
        </>
      ) : null}
    </output>
  )
}

/** The payments made, a page at a time: the first read with the screen, the others when asked for. */
function Payments({ caseId }: { caseId: number }) {
  const [page, setPage] = useState(0)
  const { data, isPlaceholderData } = useQuery({ ...paymentsQuery(caseId, page), placeholderData: keepPreviousData })
  if (!data) return null
  return (
    <section className="statement-section" aria-labelledby="payments-title">
      <h2 id="payments-title">Payments made</h2>
      {data.content.length === 0 ? <p>No payments yet.</p> : <PaymentList payments={data.content} />}
      {data.totalPages > 1 ? (
        <nav className="payment-pager" aria-label="More payments">
          {page > 0 ? (
            <Button variant="secondary" busy={isPlaceholderData} onClick={() => setPage(page - 1)}>
              Newer payments
            </Button>
          ) : null}
          <span aria-live="polite">
            Page {page + 1} of {data.totalPages}
          </span>
          {page + 1 < data.totalPages ? (
            <Button variant="secondary" busy={isPlaceholderData} onClick={() => setPage(page + 1)}>
              Older payments
            </Button>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}

/**
 * /family-portal/{id}/{name}/statement/payment (issue 18 point 8): the balance, paying all or a
 * part of it by card, and the payments made, paged. Several family members may each pay a part;
 * after each payment the balance and the list are read again.
 */
export function PaymentScreen({ caseId, payment, today }: PaymentScreenProps) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data: statement } = useSuspenseQuery(statementQuery(caseId))
  const [paid, setPaid] = useState<{ payment: Payment; balanceCents: number } | undefined>()
  const { nameSlug } = familyCase

  let body
  if (!statement.submittedAt) {
    body = (
      <p>
        Payment opens once the arrangement is submitted.{' '}
        <Link to={arrangementsPath(caseId, nameSlug, 'review')}>Review and submit the arrangement</Link>
      </p>
    )
  } else if (statement.balanceCents === 0) {
    body = <p className="statement-paid">The statement is paid in full. Thank you.</p>
  } else {
    body = (
      // A new balance is a new form: the amount opens at what is due now.
      <PaymentForm
        key={statement.balanceCents}
        caseId={caseId}
        statement={statement}
        payment={payment}
        today={today}
        onPaid={(p, balanceCents) => setPaid({ payment: p, balanceCents })}
      />
    )
  }

  return (
    <main id="main" className="page portal-page statement">
      <p className="mt-0">
        <Link to={statementPath(caseId, nameSlug)} className="inline-flex min-h-11 items-center">
          Back to the statement
        </Link>
      </p>
      <header className="statement__header">
        <p className="statement__kicker">For the arrangements of {fullName(familyCase)}</p>
        <h1>Payment</h1>
      </header>
      <StatementTotals statement={statement} />
      <Confirmation paid={paid} />
      {body}
      <Payments caseId={caseId} />
    </main>
  )
}
