import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { STAFF_WELCOME_SEARCH } from '#contract/auth-constants.ts'
import { NewPasswordForm } from '#src/features/auth/forms.ts'
import { loadResetLink } from '#src/features/auth/reset-link.ts'
import { portalHead } from '#src/features/portal/head.ts'
import { LOGIN_PATH, PASSWORD_RESET_PATH } from '#src/features/portal/paths.ts'

/**
 * /family-portal/password-reset/{token}: the screen a reset mail opens (spec §2). A usable link
 * asks for the new password; an expired, used or unknown one says so and offers a new link. A staff
 * invitation opens it with `?welcome=1` (staffWelcomeScreenPath): the same token and call, in the
 * words of a first password.
 */
export const Route = createFileRoute('/family-portal/password-reset/$token')({
  validateSearch: (search: Record<string, unknown>): { [STAFF_WELCOME_SEARCH]?: true } => {
    const value = search[STAFF_WELCOME_SEARCH]
    return value === 1 || value === '1' || value === true ? { [STAFF_WELCOME_SEARCH]: true } : {}
  },
  loader: async ({ params }) => {
    const [link] = await Promise.all([loadResetLink(params.token), NewPasswordForm.preload()])
    return { link }
  },
  head: ({ match }) => portalHead(match.context, match.search[STAFF_WELCOME_SEARCH] ? 'Choose your password' : 'Choose a new password'),
  component: NewPasswordPage,
})

function NewPasswordPage() {
  const { link } = Route.useLoaderData()
  const { token } = Route.useParams()
  const welcome = Route.useSearch()[STAFF_WELCOME_SEARCH] === true
  const [changed, setChanged] = useState(false)
  const [failed, setFailed] = useState<string>()
  const unusable = failed ?? (link.usable ? undefined : link.message)
  const email = link.usable ? link.status.email : undefined

  if (changed) {
    return (
      <main id="main" className="page page--narrow portal-page">
        <h1 id="new-password-title">{welcome ? 'Your password is set' : 'Your password is changed'}</h1>
        <output className="block">
          <p className="portal-page__intro">
            {welcome
              ? 'You can now sign in with your email and this password.'
              : 'You can now sign in with your new password. You were signed out everywhere else, to keep your account safe.'}
          </p>
        </output>
        <p>
          <Link className="button button--primary button--md" to={LOGIN_PATH} search={email ? { email } : {}}>
            Sign in
          </Link>
        </p>
      </main>
    )
  }
  if (unusable) {
    return (
      <main id="main" className="page page--narrow portal-page">
        <h1 id="new-password-title">This link cannot be used</h1>
        <p role="alert" className="portal-page__intro">
          {unusable}
        </p>
        <p>
          <Link className="button button--primary button--md" to={PASSWORD_RESET_PATH}>
            Send me a new link
          </Link>
        </p>
      </main>
    )
  }
  return (
    <main id="main" className="page page--narrow portal-page">
      <h1 id="new-password-title">{welcome ? 'Choose your password' : 'Choose a new password'}</h1>
      <p className="portal-page__intro">
        {welcome ? 'Welcome. This is the password you will sign in with, for ' : 'For '}
        the account of <strong>{email}</strong>. Use at least ten characters; a few words you will remember work well.
      </p>
      <NewPasswordForm token={token} first={welcome} onChanged={() => setChanged(true)} onLinkFailed={setFailed} />
    </main>
  )
}
