import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { Payment } from '#contract/payments.ts'
import type { RecordPaymentBody } from '#contract/studio-ledger.ts'
import { PAYMENT_METHOD_LABELS, RECORDED_METHODS, type RecordedMethod } from '#contract/studio-ledger-words.ts'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/headers.ts'
import { isApiError } from '#contract/errors.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { draftStorageKey, useDeviceDraft } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import { EMPTY_RECORD, LedgerRecordDraftReader, recordBody, type LedgerRecordDraft } from './ledger-record.ts'

/**
 * Records a payment the home received (cash, check, bank transfer, insurance assignment):
 * who paid, how, its reference, the day and the amount. What is typed is kept on the device
 * until it is recorded; one Idempotency-Key per attempt (kept while the answer is awaited), so a
 * retried tap is the same payment.
 */
export function LedgerRecordForm({
  caseId,
  balanceCents,
  onRecorded,
}: {
  caseId: number
  balanceCents: number
  onRecorded: (p: Payment) => void
}) {
  const [values, setValues] = useState<LedgerRecordDraft>(EMPTY_RECORD)
  const [problems, setProblems] = useState<Partial<Record<keyof LedgerRecordDraft | 'form', string>>>({})
  const [key, setKey] = useState(() => crypto.randomUUID().replaceAll('-', ''))
  const draft = useDeviceDraft({
    values,
    restore: setValues,
    keyFor: (host) => draftStorageKey('studio-ledger-record', host, caseId),
    schema: LedgerRecordDraftReader,
    toDraft: (v) => v,
    fromDraft: (d) => d,
    isEmpty: (d) => d.payerName === '' && d.reference === '' && d.amount === '' && d.receivedOn === '',
  })
  const record = useMutation({
    mutationFn: (body: RecordPaymentBody) => recordOf(caseId, body, key),
    onMutate: () => setProblems({}),
    onSuccess: (payment) => {
      draft.clear()
      setValues(EMPTY_RECORD)
      setKey(crypto.randomUUID().replaceAll('-', ''))
      onRecorded(payment)
    },
    onError: (error) => {
      const fields = (isApiError(error, 422) && error.errors) || {}
      setProblems({ amount: fields.amountCents, payerName: fields.payerName, receivedOn: fields.receivedOn, form: sessionProblem(error) })
    },
  })
  const set = (field: keyof LedgerRecordDraft) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }))
  const field = (name: keyof LedgerRecordDraft, label: string, input: React.ReactNode) => (
    <div className="field">
      <label className="field__label" htmlFor={`ledger-${name}`}>
        {label}
      </label>
      {input}
      {problems[name] ? (
        <p className="field__error" id={`ledger-${name}-problem`}>
          {problems[name]}
        </p>
      ) : null}
    </div>
  )
  const attrs = (name: keyof LedgerRecordDraft) => ({
    id: `ledger-${name}`,
    className: 'field__control',
    value: values[name],
    onChange: set(name),
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `ledger-${name}-problem` : undefined,
  })
  return (
    <form
      className="studio-ledger__record"
      aria-label="Record a payment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (record.isPending) return
        const checked = recordBody(values, balanceCents)
        if (!checked.ok) return setProblems(checked.problems)
        record.mutate(checked.body)
      }}
    >
      <h2>Record a payment</h2>
      {field(
        'method',
        'How it was paid',
        <select {...attrs('method')} className="field__control field__control--select">
          {RECORDED_METHODS.map((m: RecordedMethod) => (
            <option key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </select>,
      )}
      {field('payerName', 'Who paid', <input {...attrs('payerName')} autoComplete="off" />)}
      {field('reference', 'Reference (check number, transfer or claim), if any', <input {...attrs('reference')} autoComplete="off" />)}
      {field('receivedOn', 'Day received', <input {...attrs('receivedOn')} type="date" />)}
      {field('amount', 'Amount, in dollars', <input {...attrs('amount')} inputMode="decimal" />)}
      <Button type="submit" busy={record.isPending}>
        Record the payment
      </Button>
      <div role="alert">{problems.form ? <p className="studio-bar__problem">{problems.form}</p> : null}</div>
    </form>
  )
}

function recordOf(caseId: number, body: RecordPaymentBody, key: string) {
  return call(operations.postApiStaffCasesByCaseIdPayments, { params: { caseId }, body }, { headers: { [HEADER_IDEMPOTENCY_KEY]: key } })
}
