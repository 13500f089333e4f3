import { createFileRoute, Link } from '@tanstack/react-router'
import { PasswordResetRequestForm } from '#src/features/auth/forms.ts'
import { portalHead } from '#src/features/portal/head.ts'
import { LOGIN_PATH } from '#src/features/portal/paths.ts'
import { textParam } from '#src/lib/search-params.ts'

/** /family-portal/password-reset: asks for a link by email (spec §2: no sign-in needed). */
export const Route = createFileRoute('/family-portal/password-reset/')({
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({ email: textParam(search.email) }),
  loader: () => PasswordResetRequestForm.preload(),
  head: ({ match }) => portalHead(match.context, 'Reset your password'),
  component: PasswordResetPage,
})

function PasswordResetPage() {
  const { email } = Route.useSearch()
  return (
    <main id="main" className="page page--narrow portal-page">
      <h1 id="reset-title">Reset your password</h1>
      <p className="portal-page__intro">Enter the email you sign in with. We will send you a link to choose a new password.</p>
      <PasswordResetRequestForm email={email} />
      <p className="portal-page__more">
        <Link to={LOGIN_PATH}>Back to sign in</Link>
      </p>
    </main>
  )
}
