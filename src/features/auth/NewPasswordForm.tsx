import { useState } from 'react'
import { PasswordResetConfirmBodySchema } from '#contract/auth.ts'
import { isApiError } from '#contract/errors.ts'
import { useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { setNewPassword } from './calls.ts'
import { newPasswordHint } from './password-strength.ts'
import { showFieldErrors } from './field-problems.ts'
import { sessionProblem } from './problems.ts'

export type NewPasswordFormProps = {
  token: string
  /** Called once the password is changed (the screen then offers to sign in). */
  onChanged: () => void
  /** Called when the link turned out to be unusable meanwhile (used in another tab, expired): its message. */
  onLinkFailed: (message: string) => void
  /** The first password of an invited account: the button says so. */
  first?: boolean
}

/** Chooses a new password with a reset link; a strength hint beside it as it is typed. */
export function NewPasswordForm({ token, onChanged, onLinkFailed, first = false }: NewPasswordFormProps) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onChange: PasswordResetConfirmBodySchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        await setNewPassword(token, value.password)
        onChanged()
      } catch (error) {
        const message = sessionProblem(error)
        if (isApiError(error, 404)) onLinkFailed(message)
        else if (!showFieldErrors(formApi, error)) setProblem(message)
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-labelledby="new-password-title">
        <form.AppField name="password">
          {(f) => (
            <f.PasswordField label={first ? 'Password' : 'New password'} autoComplete="new-password" required feedback={newPasswordHint} />
          )}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Saving…">{first ? 'Save my password' : 'Save my new password'}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
