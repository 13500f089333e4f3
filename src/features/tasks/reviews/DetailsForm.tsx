import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import type { CaseDetails } from '#contract/case-details.ts'
import { isApiError } from '#contract/errors.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { reviewCalls, useReviewCall } from './calls.ts'
import {
  detailsBody,
  DetailsDraftSchema,
  detailsDraftKey,
  detailsFormSchema,
  detailsValues,
  DETAILS_FIELDS,
  sameDetails,
} from './details-form.ts'
import { PersonalDetailsFields } from './PersonalDetailsFields.tsx'
import { reviewKeys } from './queries.ts'

type DetailsFormProps = { caseId: number; details: CaseDetails; names: { firstName: string; lastName: string }; lovedOne: string }

/**
 * The decedent's details (POST case-details). Every change is kept on this device as it is
 * typed, so a closed tab or a reload loses nothing: it comes back with a note until it is saved.
 */
export function DetailsForm({ caseId, details, names, lovedOne }: DetailsFormProps) {
  const { run, problem } = useReviewCall(caseId)
  const [restored, setRestored] = useState(false)
  const [saved, setSaved] = useState(() => detailsValues(details.details, names))
  const form = useAppForm({
    defaultValues: saved,
    validators: { onChange: detailsFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const answer = await run('save', () => reviewCalls.saveDetails(caseId, detailsBody(value)), {
        key: reviewKeys.details(caseId),
        done: () => 'The details are saved',
        failure: 'The details were not saved',
        onError: (error) => {
          if (isApiError(error, 422) && error.errors) applyServerErrors(formApi, error.errors)
        },
      })
      if (!answer) return
      const next = detailsValues(answer.details, names)
      draft.clear()
      setRestored(false)
      setSaved(next)
      formApi.reset(next)
    },
  })
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values) => {
      form.reset(values, { keepDefaultValues: true })
      setRestored(true)
    },
    keyFor: (host) => detailsDraftKey(host, caseId),
    schema: DetailsDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => sameDetails(values, saved),
  })

  return (
    <form.AppForm>
      <form.Form aria-labelledby="add-details-title" className="details-form">
        {restored ? (
          <p className="review-restored">We kept what you typed here last time. It is not saved yet: check it and press Save details.</p>
        ) : null}
        <PersonalDetailsFields form={form} fields={DETAILS_FIELDS} residenceHint={`Where ${lovedOne} lived: city and state.`} />
        <FormProblem message={problem?.message} />
        <form.SubmitButton busyLabel="Saving…">Save details</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
