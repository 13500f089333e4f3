import { useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import { SERVICE_EVENT_KIND_VALUES, SERVICE_EVENT_LABELS } from '#contract/obituary-constants.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffService } from '#contract/studio-services.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { emptyService, serviceBody, serviceFormSchema } from './service-form.ts'

const KINDS = SERVICE_EVENT_KIND_VALUES.map((kind) => ({ value: kind, label: SERVICE_EVENT_LABELS[kind] }))

/** Adds a service to a case (POST …/services): the kind, the day and times on the home's clock, the location, a note and a livestream link. */
export function ServiceForm({ caseId, onAdded }: { caseId: number; onAdded: (service: StaffService) => void }) {
  const { locations, company } = useSite()
  const [problem, setProblem] = useState<string>()
  const defaults = emptyService(locations[0] ? String(locations[0].id) : '')
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: serviceFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        onAdded(await call(operations.postApiStaffCasesByCaseIdServices, { params: { caseId }, body: serviceBody(value) }))
        formApi.reset(defaults)
      } catch (error) {
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
        if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
      }
    },
  })
  const clock = `On the funeral home’s clock (${company.timeZone}), for example 10:30 or 14:00.`
  return (
    <form.AppForm>
      <form.Form aria-label="Add a service" className="details-form">
        <form.AppField name="kind">{(f) => <f.SelectField label="Kind of gathering" options={KINDS} required />}</form.AppField>
        <form.AppField name="date">{(f) => <f.DatePickerField label="Date" required />}</form.AppField>
        <form.AppField name="startTime">{(f) => <f.TextField label="Starts at" hint={clock} required />}</form.AppField>
        <form.AppField name="endTime">{(f) => <f.TextField label="Ends at" hint="Optional, the same day." />}</form.AppField>
        <form.AppField name="locationId">
          {(f) => <f.SelectField label="Place" options={locations.map((l) => ({ value: String(l.id), label: l.name }))} required />}
        </form.AppField>
        <form.AppField name="note">
          {(f) => <f.TextareaField label="A note for visitors (optional)" rows={2} maxLength={500} />}
        </form.AppField>
        <form.AppField name="livestreamUrl">
          {(f) => <f.TextField type="url" label="Livestream link (optional)" hint="A web address that starts with https." />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Adding…">Add the service</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
