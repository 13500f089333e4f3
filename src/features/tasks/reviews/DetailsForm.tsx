import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import type { CaseDetails } from '#contract/case-details.ts'
import { EDUCATION_LEVELS, MARITAL_STATUSES, MILITARY_BRANCHES } from '#contract/case-details.ts'
import { isApiError } from '#contract/errors.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { definePattern } from '#src/lib/masks.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { reviewCalls, useReviewCall } from './calls.ts'
import {
  detailsBody,
  DetailsDraftSchema,
  detailsDraftKey,
  detailsFormSchema,
  detailsValues,
  EDUCATION_LABELS,
  MARITAL_LABELS,
  sameDetails,
} from './details-form.ts'
import { reviewKeys } from './queries.ts'

const YEAR_MASK = definePattern('0000')

function options<T extends string>(values: readonly T[], labels?: Readonly<Record<T, string>>) {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }))
}

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
        <fieldset className="details-form__group">
          <legend>Name</legend>
          <form.AppField name="firstName">{(f) => <f.TextField label="First name" autoComplete="off" required />}</form.AppField>
          <form.AppField name="middleName">{(f) => <f.TextField label="Middle name" autoComplete="off" />}</form.AppField>
          <form.AppField name="lastName">{(f) => <f.TextField label="Last name" autoComplete="off" required />}</form.AppField>
          <form.AppField name="suffix">
            {(f) => <f.TextField label="Suffix" hint="For example: Jr., Sr., III." autoComplete="off" width="short" />}
          </form.AppField>
          <form.AppField name="preferredName">
            {(f) => <f.TextField label="Known as" hint="A nickname or the name people used." autoComplete="off" />}
          </form.AppField>
          <form.AppField name="maidenName">{(f) => <f.TextField label="Maiden name" autoComplete="off" />}</form.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Birth and death</legend>
          <form.AppField name="birthDate">{(f) => <f.DateField label="Date of birth" />}</form.AppField>
          <form.AppField name="birthPlace">
            {(f) => <f.TextField label="Place of birth" hint="City and state, or country." autoComplete="off" />}
          </form.AppField>
          <form.AppField name="deathDate">{(f) => <f.DateField label="Date of death" />}</form.AppField>
          <form.AppField name="deathPlace">
            {(f) => <f.TextField label="Place of death" hint="City and state, or the hospital's name." autoComplete="off" />}
          </form.AppField>
          <form.AppField name="residence">
            {(f) => <f.TextField label="Home" hint={`Where ${lovedOne} lived: city and state.`} autoComplete="off" />}
          </form.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Family</legend>
          <form.AppField name="fatherName">{(f) => <f.TextField label="Father's full name" autoComplete="off" />}</form.AppField>
          <form.AppField name="motherName">
            {(f) => <f.TextField label="Mother's full name" hint="Her name before marriage, if it changed." autoComplete="off" />}
          </form.AppField>
          <form.AppField name="maritalStatus">
            {(f) => <f.SelectField label="Marital status" options={options(MARITAL_STATUSES, MARITAL_LABELS)} />}
          </form.AppField>
          <form.AppField name="spouseName">{(f) => <f.TextField label="Spouse's full name" autoComplete="off" />}</form.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Education and work</legend>
          <form.AppField name="education">
            {(f) => <f.SelectField label="Highest education" options={options(EDUCATION_LEVELS, EDUCATION_LABELS)} />}
          </form.AppField>
          <form.AppField name="schools">{(f) => <f.TextField label="Schools" autoComplete="off" />}</form.AppField>
          <form.AppField name="occupation">
            {(f) => <f.TextField label="Occupation" hint="The work done for most of their life." autoComplete="off" />}
          </form.AppField>
          <form.AppField name="employer">{(f) => <f.TextField label="Employer" autoComplete="off" />}</form.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Military service</legend>
          <form.AppField name="military.branch">
            {(f) => (
              <f.SelectField
                label="Branch"
                hint="Leave empty if there was no military service."
                options={options(MILITARY_BRANCHES)}
                placeholder="No military service"
              />
            )}
          </form.AppField>
          <form.AppField name="military.rank">{(f) => <f.TextField label="Rank" autoComplete="off" />}</form.AppField>
          <form.AppField name="military.fromYear">
            {(f) => (
              <f.MaskedField
                label="Served from (year)"
                hint="Four numbers, for example 1962."
                mask={YEAR_MASK}
                inputMode="numeric"
                width="short"
              />
            )}
          </form.AppField>
          <form.AppField name="military.toYear">
            {(f) => (
              <f.MaskedField
                label="Served until (year)"
                hint="Four numbers, for example 1966."
                mask={YEAR_MASK}
                inputMode="numeric"
                width="short"
              />
            )}
          </form.AppField>
          <form.AppField name="military.honors">{(f) => <f.TextField label="Honors" autoComplete="off" />}</form.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Anything else</legend>
          <form.AppField name="religion">{(f) => <f.TextField label="Religion or faith" autoComplete="off" />}</form.AppField>
          <form.AppField name="notes">
            {(f) => (
              <f.TextareaField label="Notes for the funeral home" hint="Anything the funeral home should know." maxLength={4000} rows={4} />
            )}
          </form.AppField>
        </fieldset>
        <FormProblem message={problem?.message} />
        <form.SubmitButton busyLabel="Saving…">Save details</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
