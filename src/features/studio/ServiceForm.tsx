import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { SERVICE_EVENT_KIND_VALUES, SERVICE_EVENT_LABELS } from '#contract/obituary-constants.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffService } from '#contract/studio-services.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import {
  emptyService,
  isUntypedService,
  SERVICE_FIELD_OF,
  serviceBody,
  serviceChangeBody,
  serviceChangeDraftKey,
  serviceDraftKey,
  ServiceDraftSchema,
  serviceFormSchema,
  serviceValuesFrom,
  type ServiceValues,
} from './service-form.ts'

const KINDS = SERVICE_EVENT_KIND_VALUES.map((kind) => ({ value: kind, label: SERVICE_EVENT_LABELS[kind] }))
const PLACE_CHOICES = [
  { value: 'location', label: 'One of the funeral home’s locations' },
  { value: 'address', label: 'Another place: a church, a cemetery, a hall' },
] as const

/**
 * Adds a service to a case (POST …/services), or changes a set one (PATCH …/services/{id}): the
 * kind, the day and times on the home's clock, the place (one of the home's locations or another
 * address), a note and a livestream link. What is typed is kept on the device until it is saved, so
 * a reload or a dropped signal loses nothing; a change is kept apart from a new service.
 */
export function ServiceForm({
  caseId,
  service,
  onSaved,
  onCancel,
}: {
  caseId: number
  /** The service to change; without it the form adds one. */
  service?: StaffService
  onSaved: (service: StaffService) => void
  /** Changing only: closes the form, keeping the service as it was. */
  onCancel?: () => void
}) {
  const { locations, company } = useSite()
  const [problem, setProblem] = useState<string>()
  const [restored, setRestored] = useState(false)
  const defaults = service ? serviceValuesFrom(service, locations) : emptyService(locations[0] ? String(locations[0].id) : '')
  const label = service ? `Change the ${service.label.toLowerCase()}` : 'Add a service'
  const submitLabel = service ? 'Save the changes' : 'Add the service'
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: serviceFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const saved = service
          ? await call(operations.patchApiStaffCasesByCaseIdServicesByServiceId, {
              params: { caseId, serviceId: service.id },
              body: serviceChangeBody(value),
            })
          : await call(operations.postApiStaffCasesByCaseIdServices, { params: { caseId }, body: serviceBody(value) })
        draft.clear()
        setRestored(false)
        if (!service) formApi.reset(defaults)
        onSaved(saved)
      } catch (error) {
        setProblem(submitFailure(formApi, error, (path) => SERVICE_FIELD_OF[path] ?? path))
      }
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const draft = useDeviceDraft({
    values,
    restore: (kept: ServiceValues) => {
      form.reset(kept, { keepDefaultValues: true })
      setRestored(true)
    },
    keyFor: service ? serviceChangeDraftKey(caseId, service.id) : serviceDraftKey(caseId),
    schema: ServiceDraftSchema,
    toDraft: (v) => v,
    fromDraft: (v) => v,
    isEmpty: (v) => isUntypedService(v, defaults),
  })
  const clock = `On the funeral home’s clock (${company.timeZone}), for example 10:30 or 14:00.`
  return (
    <form.AppForm>
      <form.Form aria-label={label} className="details-form">
        {restored ? (
          <p className="review-restored">
            {service
              ? 'We kept the changes you typed here last time. They are not saved yet: check them and press Save the changes.'
              : 'We kept what you typed here last time. The service is not added yet: check it and press Add the service.'}
          </p>
        ) : null}
        <form.AppField name="kind">{(f) => <f.SelectField label="Kind of gathering" options={KINDS} required />}</form.AppField>
        <form.AppField name="date">{(f) => <f.DatePickerField label="Date" required />}</form.AppField>
        <form.AppField name="startTime">{(f) => <f.TextField label="Starts at" hint={clock} required />}</form.AppField>
        <form.AppField name="endTime">{(f) => <f.TextField label="Ends at" hint="Optional, the same day." />}</form.AppField>
        <form.AppField name="placeKind">{(f) => <f.RadioGroupField label="Where" options={PLACE_CHOICES} required />}</form.AppField>
        {values.placeKind === 'location' ? (
          <form.AppField name="locationId">
            {(f) => <f.SelectField label="Location" options={locations.map((l) => ({ value: String(l.id), label: l.name }))} required />}
          </form.AppField>
        ) : (
          <fieldset className="details-form__group">
            <legend>The place and its address</legend>
            <form.AppField name="placeName">
              {(f) => <f.TextField label="Name of the place" hint="For example, St. Mark’s Church." required />}
            </form.AppField>
            <form.AppField name="line1">
              {(f) => <f.TextField label="Street address" autoComplete="address-line1" required />}
            </form.AppField>
            <form.AppField name="line2">
              {(f) => <f.TextField label="Address line 2 (optional)" autoComplete="address-line2" />}
            </form.AppField>
            <form.AppField name="city">{(f) => <f.TextField label="City" autoComplete="address-level2" required />}</form.AppField>
            <form.AppField name="region">
              {(f) => <f.TextField label="State" hint="Two letters, for example IL." autoComplete="address-level1" required />}
            </form.AppField>
            <form.AppField name="postalCode">{(f) => <f.TextField label="ZIP code" autoComplete="postal-code" required />}</form.AppField>
          </fieldset>
        )}
        <form.AppField name="note">
          {(f) => <f.TextareaField label="A note for visitors (optional)" rows={2} maxLength={500} />}
        </form.AppField>
        <form.AppField name="livestreamUrl">
          {(f) => <f.TextField type="url" label="Livestream link (optional)" hint="A web address that starts with https." />}
        </form.AppField>
        <FormProblem message={problem} />
        <div className="studio-member__actions">
          <form.SubmitButton busyLabel={service ? 'Saving…' : 'Adding…'}>{submitLabel}</form.SubmitButton>
          {onCancel ? (
            <Button
              variant="secondary"
              onClick={() => {
                draft.clear()
                onCancel()
              }}
            >
              Keep it as it was
            </Button>
          ) : null}
        </div>
      </form.Form>
    </form.AppForm>
  )
}
