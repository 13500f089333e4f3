import { createFileRoute, Link } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { todayQuery } from '#src/features/studio/queries.ts'
import { Today } from '#src/features/studio/Today.tsx'
import { queryClient } from '#src/lib/queries.ts'

/**
 * /studio: where a staff member lands. Those who work cases see Today (issue 37 point 1): new
 * planning requests, cases waiting on the home, the next seven days' services; a site editor is
 * shown the way to the site.
 */
export const Route = createFileRoute('/studio/')({
  loader: async ({ context }) => {
    if (staffMay(context.user.staffRole, 'cases')) await (await queryClient()).ensureQueryData(todayQuery)
  },
  head: ({ match }) => portalHead(match.context, staffMay(match.context.user.staffRole, 'cases') ? 'Today' : 'Studio'),
  component: StudioHome,
})

function StudioHome() {
  const { user } = Route.useRouteContext()
  if (staffMay(user.staffRole, 'cases')) return <Today firstName={user.firstName} />
  return (
    <main id="main" className="page portal-page">
      <h1>Welcome, {user.firstName}</h1>
      <p>As the site editor you work on the funeral home’s pages.</p>
      <Link to="/studio/editor">Edit the site</Link>
    </main>
  )
}
