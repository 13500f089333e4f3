import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'

/**
 * /studio: where a staff member lands. Those who work cases go to the cases (a "Today" screen
 * comes here next, issue 37 point 1); a site editor is shown the way to the site.
 */
export const Route = createFileRoute('/studio/')({
  beforeLoad: ({ context }) => {
    if (staffMay(context.user.staffRole, 'cases')) throw redirect({ to: '/studio/cases' })
  },
  head: ({ match }) => portalHead(match.context, 'Studio'),
  component: StudioWelcome,
})

function StudioWelcome() {
  const { user } = Route.useRouteContext()
  return (
    <main id="main" className="page portal-page">
      <h1>Welcome, {user.firstName}</h1>
      <p>As the site editor you work on the funeral home’s pages.</p>
      <Link to="/studio/editor">Edit the site</Link>
    </main>
  )
}
