import { createFileRoute, Link } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { staffMembersQuery } from '#src/features/studio/queries.ts'
import { StaffMembers } from '#src/features/studio/StaffMembers.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/staff: the home's staff accounts, for its owner (issue 37 point 2). */
export const Route = createFileRoute('/studio/staff')({
  loader: async ({ context }) => {
    if (staffMay(context.user.staffRole, 'staff')) await (await queryClient()).ensureQueryData(staffMembersQuery)
  },
  head: ({ match }) => portalHead(match.context, 'Staff'),
  component: StaffPage,
})

function StaffPage() {
  const { user } = Route.useRouteContext()
  if (!staffMay(user.staffRole, 'staff')) {
    return (
      <main id="main" className="page portal-page">
        <h1>Staff</h1>
        <p>Only the funeral home’s owner invites staff and changes their roles.</p>
        <Link to="/studio">Back to the studio</Link>
      </main>
    )
  }
  return <StaffMembers selfId={user.id} />
}
