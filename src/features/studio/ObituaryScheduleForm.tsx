import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffObituary } from '#contract/studio-obituaries.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { scheduleBody, ScheduleDraftSchema, scheduleDraftKey, scheduleFormSchema, type ScheduleValues } from './obituary-form.ts'

const EMPTY: ScheduleValues = { date: '', time: '' }

/** Publishing at a set day and time on the home's clock (POST …/obituary/publish); kept on the device while typed. */
export function ObituaryScheduleForm({
  caseId,
  clock,
  onScheduled,
}: {
  caseId: number
  clock: string
  onScheduled: (o: StaffObituary) => void
}) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onChange: scheduleFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const scheduled = await call(operations.postApiStaffCasesByCaseIdObituaryPublish, { params: { caseId }, body: scheduleBody(value) })
        draft.clear()
        formApi.reset(EMPTY)
        onScheduled(scheduled)
      } catch (error) {
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
        if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
      }
    },
  })
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values: ScheduleValues) => form.reset(values, { keepDefaultValues: true }),
    keyFor: scheduleDraftKey(caseId),
    schema: ScheduleDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => !values.date.trim() && !values.time.trim(),
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Publish at a set time" className="details-form studio-obituary__schedule">
        <form.AppField name="date">{(f) => <f.DatePickerField label="Day" required />}</form.AppField>
        <form.AppField name="time">{(f) => <f.TextField label="Time" hint={clock} required />}</form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Scheduling…">Schedule it</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
