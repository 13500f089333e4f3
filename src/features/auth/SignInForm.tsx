import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { SignInBodySchema } from '#contract/auth.ts'
import { homeAfterSignIn } from '#contract/family-paths.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { signIn } from './calls.ts'
import { sessionProblem } from './problems.ts'
import { SESSION_QUERY_KEY } from './session.ts'

export type SignInFormProps = {
  /** Where to go once signed in (paths.ts `afterSignIn` has checked it). */
  next: string
  /** An address to start with (after a password reset or an invitation). */
  email?: string
}

/**
 * Email and password, with the spec §5 messages. A wrong password gets one calm sentence that
 * does not tell whether the account exists (the api's); a limit says when to try again.
 */
export function SignInForm({ next, email = '' }: SignInFormProps) {
  const queryClient = useQueryClient()
  const navigateWhenReady = useNavigateWhenReady()
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: { email, password: '' },
    validators: { onChange: SignInBodySchema },
    onSubmit: async ({ value }) => {
      setProblem(undefined)
      try {
        const session = await signIn({ email: value.email.trim(), password: value.password })
        queryClient.setQueryData(SESSION_QUERY_KEY, session)
        await navigateWhenReady({ href: session.user ? homeAfterSignIn(next, session.user.role) : next, replace: true })
      } catch (error) {
        setProblem(sessionProblem(error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-labelledby="sign-in-title">
        <form.AppField name="email">{(f) => <f.EmailField label="Email" autoComplete="username" required />}</form.AppField>
        <form.AppField name="password">
          {(f) => <f.PasswordField label="Password" autoComplete="current-password" required />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Signing in…">Sign in</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
