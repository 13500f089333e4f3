import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { EDUCATION_LEVELS, MARITAL_STATUSES, MILITARY_BRANCHES } from '#contract/case-details.ts'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffCase } from '#contract/studio-case-page.ts'
import { fullName } from '#core/names.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { EDUCATION_LABELS, MARITAL_LABELS } from '#src/features/tasks/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { definePattern } from '#src/lib/masks.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import {
  caseEditBody,
  CaseEditDraftSchema,
  caseEditDraftKey,
  caseEditFormSchema,
  caseEditValues,
  formFieldOf,
  sameCaseEdit,
  type CaseEditValues,
} from './case-details-form.ts'
import { caseDirectorsQuery, staffCaseQuery } from './queries.ts'

const YEAR_MASK = definePattern('0000')

function options<T extends string>(values: readonly T[], labels?: Readonly<Record<T, string>>) {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }))
}

/**
 * Staff correct a case (PATCH /api/staff/cases/{id}): the personal details by the family's own
 * rules, where they are now, the location and the director in charge. Kept on this device as it
 * is typed, so a reload loses nothing; a 422 shows on its field.
 */
export function CaseDetailsForm({ theCase, onSaved }: { theCase: StaffCase; onSaved: () => void }) {
  const { locations } = useSite()
  const { data: directors } = useQuery(caseDirectorsQuery)
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string>()
  const [restored, setRestored] = useState(false)
  const [saved, setSaved] = useState(() => caseEditValues(theCase))
  const hasFirstCall = theCase.firstCall !== null
  const form = useAppForm({
    defaultValues: saved,
    validators: { onChange: caseEditFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const answer = await call(operations.patchApiStaffCasesByCaseId, {
          params: { caseId: theCase.id },
          body: caseEditBody(value, hasFirstCall),
        })
        queryClient.setQueryData(staffCaseQuery(theCase.id).queryKey, answer)
        // The family's case home and the list show the name, dates and location.
        void queryClient.invalidateQueries({ queryKey: portalKeys.case(theCase.id) })
        void queryClient.invalidateQueries({ queryKey: ['studio', 'cases'] })
        const next = caseEditValues(answer)
        draft.clear()
        setRestored(false)
        setSaved(next)
        formApi.reset(next)
        onSaved()
      } catch (error) {
        const errors = isApiError(error, 422) && error.errors ? error.errors : undefined
        const named = errors ? Object.fromEntries(Object.entries(errors).map(([path, message]) => [formFieldOf(path), message])) : undefined
        const unmatched = named ? applyServerErrors(formApi, named) : undefined
        if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
      }
    },
  })
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values: CaseEditValues) => {
      form.reset(values, { keepDefaultValues: true })
      setRestored(true)
    },
    keyFor: (host) => caseEditDraftKey(host, theCase.id),
    schema: CaseEditDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => sameCaseEdit(values, saved),
  })
  const directorOptions = (directors ?? []).map((d) => ({ value: String(d.id), label: fullName(d) }))

  return (
    <form.AppForm>
      <form.Form aria-label="Correct the details" className="details-form">
        {restored ? (
          <p className="review-restored">
            We kept what you typed here last time. It is not saved yet: check it and press Save the corrections.
          </p>
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
            {(f) => <f.TextField label="Home" hint="Where they lived: city and state." autoComplete="off" />}
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
        <fieldset className="details-form__group">
          <legend>The funeral home</legend>
          {hasFirstCall ? (
            <form.AppField name="whereNow">
              {(f) => <f.TextField label="Where they are now" hint="For the transfer into the funeral home’s care." autoComplete="off" />}
            </form.AppField>
          ) : null}
          <form.AppField name="locationId">
            {(f) => <f.SelectField label="Location" options={locations.map((l) => ({ value: String(l.id), label: l.name }))} required />}
          </form.AppField>
          <form.AppField name="directorUserId">
            {(f) => <f.SelectField label="Director in charge" placeholder="Nobody yet" options={directorOptions} />}
          </form.AppField>
        </fieldset>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Saving…">Save the corrections</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
