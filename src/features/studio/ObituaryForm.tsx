import { useStore } from '@tanstack/react-form'
import { useEffect, useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffObituary } from '#contract/studio-obituaries.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { obituaryBody, ObituaryDraftSchema, obituaryDraftKey, obituaryFormSchema, sameObituary } from './obituary-form.ts'
import { obituaryValues, type ObituaryValues } from './obituary-values.ts'

type Props = {
  caseId: number
  /** What the form starts from: the saved obituary, or the case's name and dates before the first save. */
  start: ObituaryValues
  published: boolean
  onSaved: (obituary: StaffObituary) => void
  /** Each change of what is typed, for the desk's preview of words not yet saved. */
  onTyped?: (values: ObituaryValues) => void
}

/**
 * The obituary's names as printed, dates and words (PUT …/obituary). Kept on the device while
 * typed, so a reload loses nothing. "Start from the family's details" fills the form with the
 * plain first draft the api makes from the add-details answers; nothing is saved until Save.
 */
export function ObituaryForm({ caseId, start, published, onSaved, onTyped }: Props) {
  const [problem, setProblem] = useState<string>()
  const [note, setNote] = useState<string>()
  const [starting, setStarting] = useState(false)
  const form = useAppForm({
    defaultValues: start,
    validators: { onChange: obituaryFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const saved = await call(operations.putApiStaffCasesByCaseIdObituary, { params: { caseId }, body: obituaryBody(value) })
        draft.clear()
        formApi.reset(obituaryValues(saved))
        setNote(published ? 'Saved. The public page shows the change now.' : 'Saved.')
        onSaved(saved)
      } catch (error) {
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
        if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
      }
    },
  })
  const typed = useStore(form.store, (state) => state.values)
  // The callback is the desk's state setter: only a change of the values matters.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onTyped?.(typed), [typed])
  const draft = useDeviceDraft({
    values: typed,
    restore: (values: ObituaryValues) => {
      form.reset(values, { keepDefaultValues: true })
      setNote('What you typed here last time is back. It is not saved yet.')
    },
    keyFor: obituaryDraftKey(caseId),
    schema: ObituaryDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => sameObituary(values, start),
  })
  async function startFromDetails() {
    setProblem(undefined)
    setStarting(true)
    try {
      const template = await call(operations.getApiStaffCasesByCaseIdObituaryTemplate, { params: { caseId } })
      form.reset(
        obituaryValues({
          ...template,
          middleName: template.middleName ?? null,
          birthDate: template.birthDate ?? null,
          deathDate: template.deathDate ?? null,
        }),
        {
          keepDefaultValues: true,
        },
      )
      setNote('The form now holds a first draft from the family’s details. Read it, add to it, then save.')
    } catch (error) {
      setProblem(sessionProblem(error))
    } finally {
      setStarting(false)
    }
  }
  return (
    <form.AppForm>
      <form.Form aria-labelledby="obituary-form-title" className="details-form studio-obituary__form">
        <h2 id="obituary-form-title">The obituary</h2>
        <p>
          <Button type="button" variant="secondary" busy={starting} onClick={() => void startFromDetails()}>
            Start from the family’s details
          </Button>
        </p>
        <output className="studio-note">{note}</output>
        <form.AppField name="firstName">{(f) => <f.TextField label="First name, as printed" required />}</form.AppField>
        <form.AppField name="middleName">{(f) => <f.TextField label="Middle name" hint="Optional." />}</form.AppField>
        <form.AppField name="lastName">{(f) => <f.TextField label="Last name, as printed" required />}</form.AppField>
        <form.AppField name="birthDate">{(f) => <f.DatePickerField label="Date of birth" />}</form.AppField>
        <form.AppField name="deathDate">{(f) => <f.DatePickerField label="Date of death" />}</form.AppField>
        <form.AppField name="text">
          {(f) => <f.TextareaField label="The words" hint="Leave an empty line between paragraphs." rows={14} maxLength={20_000} />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Saving…">Save the obituary</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
