import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/headers.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { Payment } from '#contract/payments.ts'
import { formatCents } from '#core/money.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { dollarsText, howPaid, ledgerNote, payerOf } from '#src/features/statement/index.ts'
import { refundAmount } from './ledger-record.ts'
import { LedgerRecordForm } from './LedgerRecordForm.tsx'
import { caseLedgerQuery } from './queries.ts'

/**
 * A case's ledger for staff who work payments (issue 39 point 4, decision 065): the statement's
 * total, what is paid, refunded and still owed; each payment and refund, newest first; a payment
 * recorded by hand, and a refund of any payment in full or part.
 */
export function LedgerCase({ caseId }: { caseId: number }) {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(caseLedgerQuery(caseId))
  const [note, setNote] = useState<string>()
  const changed = (message: string) => {
    setNote(message)
    void queryClient.invalidateQueries({ queryKey: ['studio', 'case', caseId, 'ledger'] })
    void queryClient.invalidateQueries({ queryKey: ['studio', 'owed'] })
  }
  return (
    <>
      <dl className="studio-ledger__totals">
        <div>
          <dt>Statement total</dt>
          <dd>{formatCents(data.totalCents)}</dd>
        </div>
        <div>
          <dt>Paid (less refunds)</dt>
          <dd>{formatCents(data.paidCents)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatCents(data.refundedCents)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd data-balance={data.balanceCents}>{formatCents(data.balanceCents)}</dd>
        </div>
      </dl>
      {data.submittedAt === null ? <p>The family has not submitted the arrangement yet: payments can be recorded once it is.</p> : null}
      <output className="studio-note">{note}</output>
      {data.entries.length === 0 ? (
        <div className="portal-empty">
          <p>No payments yet.</p>
        </div>
      ) : (
        <ul className="studio-cases" aria-label="Payments and refunds">
          {data.entries.map((entry) => (
            <LedgerEntry key={entry.id} caseId={caseId} entry={entry} onChanged={changed} />
          ))}
        </ul>
      )}
      {data.submittedAt !== null && data.balanceCents > 0 ? (
        <LedgerRecordForm
          caseId={caseId}
          balanceCents={data.balanceCents}
          onRecorded={(p) => changed(`${formatCents(p.amountCents)} from ${p.payerName} is recorded as receipt ${p.id}.`)}
        />
      ) : null}
    </>
  )
}

function LedgerEntry({ caseId, entry, onChanged }: { caseId: number; entry: Payment; onChanged: (message: string) => void }) {
  const left = entry.kind === 'payment' ? entry.amountCents - entry.refundedCents : 0
  const [asking, setAsking] = useState(false)
  const [amountText, setAmountText] = useState(() => dollarsText(left))
  const [problem, setProblem] = useState<string>()
  const [key, setKey] = useState(() => crypto.randomUUID().replaceAll('-', ''))
  const refund = useMutation({
    mutationFn: (amountCents: number) =>
      call(
        operations.postApiStaffCasesByCaseIdPaymentsByPaymentIdRefunds,
        { params: { caseId, paymentId: entry.id }, body: { amountCents } },
        { headers: { [HEADER_IDEMPOTENCY_KEY]: key } },
      ),
    onMutate: () => setProblem(undefined),
    onSuccess: (made) => {
      setAsking(false)
      setKey(crypto.randomUUID().replaceAll('-', ''))
      onChanged(`${formatCents(made.amountCents)} of receipt ${entry.id} is refunded.`)
    },
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const amountId = `ledger-refund-${entry.id}`
  const label = entry.kind === 'refund' ? `Refund ${entry.id}` : `Receipt ${entry.id}`
  return (
    <li className="studio-case studio-ledger__entry" data-kind={entry.kind} data-entry={entry.id}>
      <h2 className="studio-case__name">
        {label}: {entry.kind === 'refund' ? '−' : ''}
        {formatCents(entry.amountCents)}
      </h2>
      <p className="studio-case__facts">
        {entry.receivedOn} · {payerOf(entry)} · {howPaid(entry)}
        {ledgerNote(entry) ? ` · ${ledgerNote(entry)}` : ''}
      </p>
      {left > 0 && !asking ? (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          Refund<span className="visually-hidden"> receipt {entry.id}</span>
        </Button>
      ) : null}
      {asking ? (
        <form
          className="studio-order__ask"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (refund.isPending) return
            const checked = refundAmount(amountText, left)
            if (!checked.ok) return setProblem(checked.problem)
            refund.mutate(checked.cents)
          }}
        >
          <p>
            {entry.method === 'card'
              ? `The refund goes back to the ${howPaid(entry)} through the payment processor. This cannot be undone.`
              : 'Record money the home gave back (a returned check, a transfer). This cannot be undone.'}
          </p>
          <div className="field">
            <label className="field__label" htmlFor={amountId}>
              Amount to refund of receipt {entry.id}, in dollars (up to {formatCents(left)})
            </label>
            <input
              id={amountId}
              className="field__control"
              inputMode="decimal"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
            />
          </div>
          <div className="studio-member__actions">
            <Button type="submit" variant="primary" size="sm" busy={refund.isPending}>
              Refund
            </Button>
            <Button variant="secondary" size="sm" onClick={() => refund.isPending || setAsking(false)}>
              Keep the payment
            </Button>
          </div>
        </form>
      ) : null}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}
