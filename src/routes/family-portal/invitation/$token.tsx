import { createFileRoute, Link } from '@tanstack/react-router'
import { SignUpForm } from '#src/features/auth/forms.ts'
import { portalHead } from '#src/features/portal/head.ts'
import { InvitationView } from '#src/features/portal/InvitationView.tsx'
import { invitationLink } from '#src/features/portal/invitations.ts'
import { LOGIN_PATH } from '#src/features/portal/paths.ts'
import { invitationQuery } from '#src/features/portal/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** /family-portal/invitation/{token}: the screen an invitation mail links to (contract/family.ts `invitationPortalPath`). */
export const Route = createFileRoute('/family-portal/invitation/$token')({
  loader: async ({ params, context }) => {
    const client = await queryClient()
    const [link] = await Promise.all([
      invitationLink(() => client.fetchQuery(invitationQuery(params.token))),
      context.user ? undefined : SignUpForm.preload(),
    ])
    return { link }
  },
  head: ({ match }) => portalHead(match.context, 'Your invitation'),
  component: InvitationPage,
})

function InvitationPage() {
  const { link } = Route.useLoaderData()
  const { token } = Route.useParams()
  const { user } = Route.useRouteContext()
  if (!link.usable) {
    return (
      <main id="main" className="page page--narrow portal-page">
        <h1>This invitation cannot be used</h1>
        <p role="alert" className="portal-page__intro">
          {link.message}
        </p>
        <p>
          If you have already joined, <Link to={LOGIN_PATH}>sign in</Link> to see the family portal.
        </p>
      </main>
    )
  }
  return <InvitationView token={token} invitation={link.invitation} user={user} />
}
