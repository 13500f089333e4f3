import { useMemo, useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { Closing } from '#contract/studio-data.ts'
import { call } from '#src/lib/api-call.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { closeFormSchema, type CloseFormValues } from './data-close-form.ts'

/** The owner asks to close the account (POST /api/staff/settings/closing), typing the home's name to confirm. */
export function DataCloseForm({ homeName, onClosing }: { homeName: string; onClosing: (closing: Closing) => void }) {
  const [problem, setProblem] = useState<string>()
  const closeSchema = useMemo(() => closeFormSchema(homeName), [homeName])
  const form = useAppForm({
    defaultValues: { confirmName: '' } satisfies CloseFormValues,
    validators: { onSubmit: closeSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        onClosing(await call(operations.postApiStaffSettingsClosing, { body: { confirmName: value.confirmName } }))
        formApi.reset()
      } catch (error) {
        setProblem(submitFailure(formApi, error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Close the account">
        <form.AppField name="confirmName">
          {(f) => <f.TextField label={`Type the home's name to confirm: ${homeName}`} autoComplete="off" spellCheck={false} required />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Closing…">Close the account</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
