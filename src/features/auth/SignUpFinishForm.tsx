import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { SignUpConfirmBodySchema } from '#contract/auth.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { PORTAL_HOME, portalCasePath } from '#contract/family-paths.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { call } from '#src/lib/api-call.ts'
import { finishSignUp } from './calls.ts'
import { sessionProblem } from './problems.ts'
import { SESSION_QUERY_KEY } from './session.ts'

/**
 * Where a new account lands: the loved one's case when it has exactly one (an invited relative,
 * whose invitation the api accepted at sign-up), else the case list.
 */
async function firstScreen(): Promise<string> {
  try {
    const cases = await call(operations.getApiFamilyCases, { query: { page: 0, size: 2 } })
    const [only] = cases.content
    return cases.totalElements === 1 && only ? portalCasePath(only.id, only.nameSlug) : PORTAL_HOME
  } catch {
    return PORTAL_HOME
  }
}

/** Finishes a sign-up with the mailed link and the password chosen for it, then opens the portal signed in. */
export function SignUpFinishForm({ token }: { token: string }) {
  const queryClient = useQueryClient()
  const navigateWhenReady = useNavigateWhenReady()
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: { password: '' },
    validators: { onChange: SignUpConfirmBodySchema },
    onSubmit: async ({ value }) => {
      setProblem(undefined)
      try {
        const session = await finishSignUp(token, value.password)
        queryClient.setQueryData(SESSION_QUERY_KEY, session)
        await navigateWhenReady({ href: await firstScreen(), replace: true })
      } catch (error) {
        setProblem(sessionProblem(error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-labelledby="sign-up-finish-title">
        <form.AppField name="password">
          {(f) => (
            <f.PasswordField
              label="The password you chose"
              hint="The one you entered when you created the account."
              autoComplete="current-password"
              required
            />
          )}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Finishing…">Finish and sign in</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
