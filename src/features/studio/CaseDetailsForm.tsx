import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffCase } from '#contract/studio-case-page.ts'
import { fullName } from '#core/names.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { DETAILS_FIELDS, PersonalDetailsFields } from '#src/features/tasks/fields.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
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
        setProblem(submitFailure(formApi, error, formFieldOf))
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
        <PersonalDetailsFields form={form} fields={DETAILS_FIELDS} residenceHint="Where they lived: city and state." />
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
