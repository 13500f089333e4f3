import { useQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { FirstCallResult } from '#contract/studio-cases.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import {
  EMPTY_FIRST_CALL,
  FIRST_CALL_FIELD_OF,
  firstCallBody,
  FirstCallDraftSchema,
  firstCallDraftKey,
  firstCallFormSchema,
  isUntouched,
  type FirstCallValues,
} from './first-call-form.ts'
import { caseDirectorsQuery } from './queries.ts'

const CASE_TYPES = [
  { value: 'AT_NEED', label: 'At-need', hint: 'Someone has died and the family needs the funeral home now.' },
  { value: 'PRE_PLAN', label: 'Pre-need', hint: 'Someone is planning ahead for themselves or a relative.' },
]

/**
 * The first call (POST /api/staff/cases): who died and where they are now, who called, at-need or
 * pre-need, the location and the director. Kept on the device as it is typed: a first call is
 * often interrupted, and a reload must not lose it.
 */
export function FirstCallForm({ selfId, onOpened }: { selfId: number; onOpened: (result: FirstCallResult) => void }) {
  const { locations } = useSite()
  const { data: directors } = useQuery(caseDirectorsQuery)
  const [problem, setProblem] = useState<string>()
  const [restored, setRestored] = useState(false)
  const defaults: FirstCallValues = { ...EMPTY_FIRST_CALL, locationId: locations.length === 1 ? String(locations[0]!.id) : '' }
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: firstCallFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const result = await call(operations.postApiStaffCases, { body: firstCallBody(value) })
        draft.clear()
        onOpened(result)
      } catch (error) {
        setProblem(submitFailure(formApi, error, (path) => FIRST_CALL_FIELD_OF[path] ?? path))
      }
    },
  })
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values) => {
      form.reset(values, { keepDefaultValues: true })
      setRestored(true)
    },
    keyFor: firstCallDraftKey,
    schema: FirstCallDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: isUntouched,
  })
  const directorOptions = (directors ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.firstName} ${d.lastName}${d.id === selfId ? ' (you)' : ''}`,
  }))
  return (
    <form.AppForm>
      <form.Form aria-label="Take a first call" className="details-form">
        {restored ? (
          <p className="review-restored">
            We kept what you typed here last time. The case is not opened yet: check it and press Open the case.
          </p>
        ) : null}
        <fieldset className="details-form__group">
          <legend>The one who died, or who is planning ahead</legend>
          <form.AppField name="firstName">{(f) => <f.TextField label="First name" autoComplete="off" required />}</form.AppField>
          <form.AppField name="middleName">{(f) => <f.TextField label="Middle name" autoComplete="off" />}</form.AppField>
          <form.AppField name="lastName">{(f) => <f.TextField label="Last name" autoComplete="off" required />}</form.AppField>
          <form.AppField name="caseType">{(f) => <f.RadioGroupField label="Kind of case" options={CASE_TYPES} required />}</form.AppField>
          <form.AppField name="deathDate">{(f) => <f.DateField label="Date of death" />}</form.AppField>
          <form.AppField name="deathPlace">
            {(f) => <f.TextField label="Place of death" hint="For example, a hospital and its room, or at home." />}
          </form.AppField>
          <form.AppField name="whereNow">
            {(f) => <f.TextField label="Where they are now" hint="For the transfer into the funeral home’s care." />}
          </form.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Who called</legend>
          <form.AppField name="contactFirstName">{(f) => <f.TextField label="First name" autoComplete="off" required />}</form.AppField>
          <form.AppField name="contactLastName">{(f) => <f.TextField label="Last name" autoComplete="off" required />}</form.AppField>
          <form.AppField name="relationship">
            {(f) => <f.TextField label="Relationship" hint="For example: daughter, husband, friend." />}
          </form.AppField>
          <form.AppField name="phone">{(f) => <f.PhoneField label="Phone" />}</form.AppField>
          <form.AppField name="email">{(f) => <f.EmailField label="Email" autoComplete="off" />}</form.AppField>
          <form.AppField name="inviteContact">
            {(f) => (
              <f.CheckboxField
                label="Invite them to the family portal"
                hint="They get an email with a link to see the case and help arrange it."
              />
            )}
          </form.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>The funeral home</legend>
          <form.AppField name="locationId">
            {(f) => <f.SelectField label="Location" options={locations.map((l) => ({ value: String(l.id), label: l.name }))} required />}
          </form.AppField>
          <form.AppField name="directorUserId">
            {(f) => (
              <f.SelectField
                label="Director in charge"
                hint="Left as it is, you are in charge."
                placeholder="You"
                options={directorOptions.filter((o) => o.value !== String(selfId))}
              />
            )}
          </form.AppField>
        </fieldset>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Opening the case…">Open the case</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
