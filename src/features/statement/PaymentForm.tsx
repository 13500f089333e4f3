import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import { PAYMENTS_UNAVAILABLE, type PaymentSetup } from '#contract/payment-methods.ts'
import type { Payment, Statement } from '#contract/payments.ts'
import {
  expiryYears,
  CardFields,
  browserSessionStorage,
  forgetAttempt,
  paymentAttempt,
  stateFingerprint,
  storageName,
  showFieldErrors,
  useCardEntry,
  useOneAtATime,
} from '#src/features/payments/index.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { formatCents } from '#core/money.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { amountToPay } from './amount.ts'
import { emptyPayment, paymentFormSchema, type PaymentFormValues } from './payment-form.ts'
import { postCasePayment } from './payment-request.ts'

type PaymentFormProps = {
  caseId: number
  statement: Statement
  /** The site's processor; null when the site takes no card payments now (the api's 503). */
  payment: PaymentSetup | null
  /** The visitor's month: catches an expired card early and lists expiry years from it. */
  today: { year: number; month: number }
  /** The charge went through: the screen shows its receipt (the form's busy Pay button stays until then). */
  onPaid: (payment: Payment) => Promise<void>
}

/** What the form says when the api's answer is not about one field. Nothing is charged twice in any case. */
function messageFor(error: unknown): string {
  if (isApiError(error)) {
    if (error.statusCode === 409)
      return 'Your payment is still being processed. Please wait a moment and press Pay again: you will not be charged twice.'
    if (error.statusCode === 503) return PAYMENTS_UNAVAILABLE
    if (error.statusCode === 429) return error.detail ?? 'Too many attempts. Please wait a few minutes and try again.'
    if (error.statusCode === 422 && error.detail) return error.detail
  }
  return 'We could not take your payment just now. Nothing was charged: please try again in a moment.'
}

/**
 * Paying towards the balance (issue 18 point 8): the whole balance or a part, then the card. The
 * card goes to the processor first (decision 022); the payment carries its id under one
 * Idempotency-Key per form state (payments/idempotency.ts), the balance shown included, so a
 * double click or a retry after a lost answer is one charge, while a second payment after the
 * balance has changed is a new one. A decline (a 422 on `paymentMethod`) is said beside the card;
 * what was typed stays, to correct and press again.
 */
export function PaymentForm({ payment, ...props }: PaymentFormProps) {
  // Said here rather than by the screen, so the screen's own code stays without the payment texts.
  if (!payment) return <p>{PAYMENTS_UNAVAILABLE}</p>
  return <PayingForm payment={payment} {...props} />
}

function PayingForm({ caseId, statement, payment, today, onPaid }: PaymentFormProps & { payment: PaymentSetup }) {
  const queryClient = useQueryClient()
  const balanceCents = statement.balanceCents
  const [formError, setFormError] = useState<string | undefined>()
  const oneAtATime = useOneAtATime()
  const card = useCardEntry(payment)
  const schema = useMemo(() => paymentFormSchema(balanceCents, today, card.cardFields), [balanceCents, today, card.cardFields])
  const years = useMemo(() => expiryYears(today.year), [today])

  function showErrors(formApi: Parameters<typeof applyServerErrors>[0], errors: Readonly<Record<string, string>>) {
    const rest = showFieldErrors(formApi, errors)
    if (rest) setFormError(rest)
  }

  function failed(message: string) {
    setFormError(message)
    toast.error('The payment did not go through', { description: message })
  }

  async function pay(values: PaymentFormValues, formApi: Parameters<typeof applyServerErrors>[0]) {
    setFormError(undefined)
    const amountCents = amountToPay(values.choice, values.amount, balanceCents)
    if (amountCents === undefined) return
    const tokenized = await card.tokenize(values.card)
    if (!tokenized.ok) {
      showErrors(formApi, tokenized.errors)
      toast.error('The payment did not go through', { description: Object.values(tokenized.errors).join(' ') })
      return
    }
    const { id, brand, last4, expMonth, expYear } = tokenized.method
    const storage = browserSessionStorage()
    const name = storageName('case-payment-key', caseId)
    const fingerprint = await stateFingerprint({ caseId, balanceCents, amountCents, card: { brand, last4, expMonth, expYear } })
    const attempt = paymentAttempt(storage, name, fingerprint, id)
    let paid: Payment
    try {
      paid = await postCasePayment(caseId, { amountCents, paymentMethod: attempt.paymentMethod }, attempt.key)
    } catch (error) {
      if (isApiError(error, 422)) {
        // Refused, so nothing was charged: the next press is a new attempt, even with the same card.
        forgetAttempt(storage, name)
        // The balance may have moved (another relative paid meanwhile): show the one that stands.
        void queryClient.invalidateQueries({ queryKey: portalKeys.case(caseId) })
        if (error.errors) {
          const { paymentMethod: declined, amountCents: amountProblem, ...rest } = error.errors
          const byField: Record<string, string> = { ...rest }
          if (declined !== undefined) byField[card.cardErrorField] = declined
          if (amountProblem !== undefined) byField[values.choice === 'part' ? 'amount' : 'form'] = amountProblem
          showErrors(formApi, byField)
          toast.error('The payment did not go through', { description: Object.values(byField).join(' ') })
          return
        }
      }
      failed(messageFor(error))
      return
    }
    await onPaid(paid)
  }

  const form = useAppForm({
    defaultValues: emptyPayment(balanceCents),
    validators: { onChange: schema },
    onSubmit: ({ value, formApi }) => oneAtATime(() => pay(value, formApi)),
  })

  return (
    <form.AppForm>
      <form.Form aria-labelledby="payment-form-title" className="payment-form">
        <h2 id="payment-form-title">Make a payment</h2>
        <form.AppField name="choice">
          {(f) => (
            <f.RadioGroupField
              label="How much would you like to pay?"
              required
              options={[
                { value: 'full', label: `The full balance (${formatCents(balanceCents)})` },
                { value: 'part', label: 'Part of the balance', hint: 'Several family members may each pay a part.' },
              ]}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.choice}>
          {(choice) =>
            choice === 'part' ? (
              <form.AppField name="amount">
                {(f) => (
                  <f.TextField
                    label="Amount to pay, in dollars"
                    hint={`Up to ${formatCents(balanceCents)}, for example 250.00`}
                    inputMode="decimal"
                    autoComplete="off"
                    width="short"
                    required
                  />
                )}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
        <fieldset>
          <legend>
            <h3 className="m-0">Card</h3>
          </legend>
          <CardFields form={form} fields="card" payment={payment} years={years} onStripeTokenizer={card.setStripeTokenizer} />
        </fieldset>
        <div role="alert" className="form-problem__message">
          {formError ? <p className="m-0 font-semibold">{formError}</p> : null}
        </div>
        <form.Subscribe selector={(state) => state.values}>
          {(values) => {
            const amount = amountToPay(values.choice, values.amount, balanceCents)
            return <form.SubmitButton busyLabel="Paying…">{amount === undefined ? 'Pay' : `Pay ${formatCents(amount)}`}</form.SubmitButton>
          }}
        </form.Subscribe>
      </form.Form>
    </form.AppForm>
  )
}
