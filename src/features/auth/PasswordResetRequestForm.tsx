import { useState } from 'react'
import { PasswordResetRequestBodySchema } from '#contract/auth.ts'
import { useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { requestPasswordReset } from './calls.ts'
import { sessionProblem } from './problems.ts'

/** What everyone who asks for a link reads, whether or not the address has an account (the api answers alike). */
export function resetLinkSent(email: string): string {
  return `If ${email} belongs to a family portal account, we have sent a link to choose a new password. It works for one hour. If nothing arrives in a few minutes, look in your junk mail folder, or ask again.`
}

/** Asks for a reset link by email; the answer never tells whether the address has an account. */
export function PasswordResetRequestForm({ email = '' }: { email?: string }) {
  const [problem, setProblem] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()
  const form = useAppForm({
    defaultValues: { email },
    validators: { onChange: PasswordResetRequestBodySchema },
    onSubmit: async ({ value }) => {
      setProblem(undefined)
      try {
        const address = value.email.trim()
        await requestPasswordReset(address)
        setSentTo(address)
      } catch (error) {
        setProblem(sessionProblem(error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-labelledby="reset-title">
        <form.AppField name="email">
          {(f) => <f.EmailField label="Email" hint="The address you use to sign in." autoComplete="username" required />}
        </form.AppField>
        <FormProblem message={problem} />
        <output className="block">{sentTo ? <p className="form-notice">{resetLinkSent(sentTo)}</p> : null}</output>
        <form.SubmitButton busyLabel="Sending…">{sentTo ? 'Send the link again' : 'Send me a link'}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
