import { keepPreviousData, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { PaymentSetup } from '#contract/payment-methods.ts'
import type { Payment } from '#contract/payments.ts'
import { arrangementsPath, receiptPath, caseQuery, portalKeys, statementQuery } from '#src/features/portal/index.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { formatCents } from '#core/money.ts'
import { Button } from '#src/ui/Button.tsx'
import { PaymentForm } from './forms.tsx'
import { PaymentList } from './PaymentList.tsx'
import { paymentQuery, paymentsQuery } from './queries.ts'
import { StatementTotals } from './StatementTotals.tsx'
import { StatementPageTop } from './StatementPageTop.tsx'
import './statement.css'

type PaymentScreenProps = {
  caseId: number
  payment: PaymentSetup | null
  today: { year: number; month: number }
}

/** The payments made, a page at a time: the first read with the screen, the others when asked for. */
function Payments({ caseId, nameSlug }: { caseId: number; nameSlug: string }) {
  const [page, setPage] = useState(0)
  const { data, isPlaceholderData } = useQuery({ ...paymentsQuery(caseId, page), placeholderData: keepPreviousData })
  if (!data) return null
  return (
    <section className="statement-section" aria-labelledby="payments-title">
      <h2 id="payments-title">Payments made</h2>
      {data.content.length === 0 ? <p>No payments yet.</p> : <PaymentList payments={data.content} caseId={caseId} nameSlug={nameSlug} />}
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
  const queryClient = useQueryClient()
  const navigateWhenReady = useNavigateWhenReady()
  const [paid, setPaid] = useState<Payment | undefined>()
  const { nameSlug } = familyCase

  /**
   * A payment went through: its receipt, in place of this screen (issue 34 point 8), never the
   * form again. The receipt is the charge's answer (no second read); the statement, the case
   * home's figures and the payments list read the new balance first, so the receipt's is right.
   * The payment screen's place in the history goes to the receipt: Back leads to the statement.
   */
  async function showReceipt(made: Payment) {
    setPaid(made)
    queryClient.setQueryData(paymentQuery(caseId, made.id).queryKey, made)
    await queryClient.invalidateQueries({ queryKey: portalKeys.case(caseId) })
    await navigateWhenReady({ href: receiptPath(caseId, nameSlug, made.id), replace: true })
  }

  let body
  if (paid) {
    // Until the receipt opens: what happened, and no form (the balance it was made for is gone).
    body = <output className="payment-opening">Thank you. {formatCents(paid.amountCents)} was paid. Opening your receipt…</output>
  } else if (!statement.submittedAt) {
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
        onPaid={showReceipt}
      />
    )
  }

  return (
    <main id="main" className="page portal-page statement">
      <StatementPageTop familyCase={familyCase} title="Payment" />
      <StatementTotals statement={statement} />
      {body}
      <Payments caseId={caseId} nameSlug={nameSlug} />
    </main>
  )
}
