import { createFileRoute, Link } from '@tanstack/react-router'
import { SignInForm } from '#src/features/auth/forms.ts'
import { useResumeSession } from '#src/features/auth/resume-session.ts'
import { portalHead } from '#src/features/portal/head.ts'
import { afterSignIn, PASSWORD_RESET_PATH } from '#src/features/portal/paths.ts'
import { textParam } from '#src/lib/search-params.ts'

type LoginSearch = { redirect?: string; email?: string }

/**
 * /family-portal/login: only for signed-out people (spec §2: the portal's guard sends someone
 * signed in on); after sign-in, back where the guard sent them from.
 */
export const Route = createFileRoute('/family-portal/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: textParam(search.redirect),
    email: textParam(search.email),
  }),
  loader: () => SignInForm.preload(),
  head: ({ match }) => portalHead(match.context, 'Sign in'),
  component: LoginPage,
})

function LoginPage() {
  const search = Route.useSearch()
  const next = afterSignIn(search.redirect)
  useResumeSession(next)
  return (
    <main id="main" className="page page--narrow portal-page">
      <h1 id="sign-in-title">Sign in to the family portal</h1>
      <p className="portal-page__intro">
        Here you can follow the arrangements for your loved one and finish what the funeral home asks of you, at your own pace. Sign in with
        the email and password you chose when you joined.
      </p>
      <SignInForm next={next} email={search.email} />
      <p className="portal-page__more">
        <Link to={PASSWORD_RESET_PATH} search={search.email ? { email: search.email } : {}}>
          Forgot your password?
        </Link>
      </p>
      <p className="portal-page__more">
        New to the portal? Open the link in the invitation email a family member or the funeral home sent you: it lets you create your
        account.
      </p>
    </main>
  )
}
