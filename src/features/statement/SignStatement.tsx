import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { ESIGN_DISCLOSURE, type StatementRecord } from '#contract/statement-signing.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { consentFormSchema, signDraftKey, SignDraftSchema, signFormSchema, type SignValues } from './sign-form.ts'

/**
 * The arranger's signing (issue 39 point 3, decision 064): first the ESIGN consent in plain words
 * (the right to paper, how to withdraw, what is needed), then the statement by typed name, sent
 * with the hash of the version on screen, so a statement that changed meanwhile is not signed.
 */

function ConsentForm({ caseId, onDone }: { caseId: number; onDone: (record: StatementRecord) => void }) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: { agree: false },
    validators: { onChange: consentFormSchema },
    onSubmit: async ({ formApi }) => {
      setProblem(undefined)
      try {
        onDone(await call(operations.postApiFamilyCasesByCaseIdStatementConsent, { params: { caseId }, body: { agree: true } }))
      } catch (error) {
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
        if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-labelledby="esign-title" className="details-form statement-sign">
        <h3 id="esign-title">Before you sign: electronic records</h3>
        <ul>
          {ESIGN_DISCLOSURE.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <form.AppField name="agree">
          {(f) => <f.CheckboxField label="I agree to use electronic records and signatures" required />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Saving…">Agree and continue</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

function SignForm({ caseId, record, onDone }: { caseId: number; record: StatementRecord; onDone: (record: StatementRecord) => void }) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: { typedName: '' } as SignValues,
    validators: { onChange: signFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const signed = await call(operations.postApiFamilyCasesByCaseIdStatementSign, {
          params: { caseId },
          body: { typedName: value.typedName, contentHash: record.contentHash },
        })
        draft.clear()
        onDone(signed)
      } catch (error) {
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
        if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
      }
    },
  })
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values: SignValues) => form.reset(values, { keepDefaultValues: true }),
    keyFor: signDraftKey(caseId),
    schema: SignDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => values.typedName === '',
  })
  return (
    <form.AppForm>
      <form.Form aria-labelledby="sign-title" className="details-form statement-sign">
        <h3 id="sign-title">Sign version {record.version} of the statement</h3>
        <p>
          By typing your name you sign the statement above, version {record.version}, for a total of the amount shown. You will get a signed
          copy as a PDF by email.
        </p>
        <form.AppField name="typedName">
          {(f) => <f.TextField label="Your full name, as your signature" autoComplete="name" required />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Signing…">Sign the statement</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

export function SignStatement({ caseId, record }: { caseId: number; record: StatementRecord }) {
  const queryClient = useQueryClient()
  const [withdrawing, setWithdrawing] = useState(false)
  const [problem, setProblem] = useState<string>()
  const done = (next: StatementRecord) => {
    queryClient.setQueryData([...portalKeys.case(caseId), 'statement-record'], next)
    void queryClient.invalidateQueries({ queryKey: portalKeys.case(caseId) })
  }
  const withdraw = async () => {
    setWithdrawing(true)
    setProblem(undefined)
    try {
      done(await call(operations.deleteApiFamilyCasesByCaseIdStatementConsent, { params: { caseId } }))
    } catch (error) {
      setProblem(sessionProblem(error))
    } finally {
      setWithdrawing(false)
    }
  }
  return (
    <section className="statement-section" aria-labelledby="statement-sign-title">
      <h2 id="statement-sign-title">Your signature</h2>
      {record.consentedAt === null ? (
        <ConsentForm caseId={caseId} onDone={done} />
      ) : (
        <>
          <SignForm caseId={caseId} record={record} onDone={done} />
          <p>
            <Button variant="secondary" onClick={() => void withdraw()} disabled={withdrawing}>
              Withdraw my consent to electronic records
            </Button>
          </p>
          <FormProblem message={problem} />
        </>
      )}
    </section>
  )
}
