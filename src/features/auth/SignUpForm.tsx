import { useState } from 'react'
import { SIGN_UP_ACCEPTED_MESSAGE, SignUpBodySchema } from '#contract/auth.ts'
import { useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { signUp } from './calls.ts'
import { newPasswordHint } from './password-strength.ts'
import { showFieldErrors } from './field-problems.ts'
import { sessionProblem } from './problems.ts'

export type SignUpFormProps = {
  /** The invitation the account is for: the api makes its owner a member of the case at once. */
  invitationToken: string
  /**
   * The invitee as the invitation names them (they may correct the names). The account is for the
   * invited address only, shown masked: they type it (the api says so if it is another one).
   */
  invitee: { maskedEmail: string; firstName: string; lastName: string }
}

/**
 * Creates an account for an invited relative. The api mails a link to finish it (decision 018:
 * only whoever reads that mailbox can), so the answer is "check your email", the same for every
 * address; the link opens /family-portal/sign-up/{token}.
 */
export function SignUpForm({ invitationToken, invitee }: SignUpFormProps) {
  const [problem, setProblem] = useState<string>()
  const [done, setDone] = useState(false)
  const form = useAppForm({
    defaultValues: { firstName: invitee.firstName, lastName: invitee.lastName, email: '', password: '' },
    validators: { onChange: SignUpBodySchema.omit({ invitationToken: true }) },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        await signUp({ ...value, email: value.email.trim(), invitationToken })
        setDone(true)
      } catch (error) {
        if (!showFieldErrors(formApi, error)) setProblem(sessionProblem(error))
      }
    },
  })
  if (done) {
    return (
      <output className="block form-notice">
        <p>{SIGN_UP_ACCEPTED_MESSAGE}</p>
        <p>The email comes from the funeral home. Open the link in it within the hour and enter the password you just chose.</p>
      </output>
    )
  }
  return (
    <form.AppForm>
      <form.Form aria-labelledby="sign-up-title">
        <form.AppField name="firstName">{(f) => <f.TextField label="First name" autoComplete="given-name" required />}</form.AppField>
        <form.AppField name="lastName">{(f) => <f.TextField label="Last name" autoComplete="family-name" required />}</form.AppField>
        <form.AppField name="email">
          {(f) => (
            <f.EmailField
              label="Email"
              hint={`The address the invitation was sent to (${invitee.maskedEmail}). We will send a link there to finish your account.`}
              autoComplete="username"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(f) => <f.PasswordField label="Choose a password" autoComplete="new-password" required feedback={newPasswordHint} />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Creating your account…">Create my account</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
