import { createFileRoute } from '@tanstack/react-router'
import { SignUpFinishForm } from '#src/features/auth/forms.ts'
import { portalHead } from '#src/features/portal/head.ts'

/** /family-portal/sign-up/{token}: the link of a sign-up mail (contract/auth.ts `signUpScreenPath`) finishes the account. */
export const Route = createFileRoute('/family-portal/sign-up/$token')({
  loader: () => SignUpFinishForm.preload(),
  head: ({ match }) => portalHead(match.context, 'Finish creating your account'),
  component: SignUpFinishPage,
})

function SignUpFinishPage() {
  const { token } = Route.useParams()
  return (
    <main id="main" className="page page--narrow portal-page">
      <h1 id="sign-up-finish-title">Finish creating your account</h1>
      <p className="portal-page__intro">To show that this email is yours, enter the password you chose when you created the account.</p>
      <SignUpFinishForm token={token} />
    </main>
  )
}
