import { createFileRoute, Link } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { domainsQuery } from '#src/features/studio/domain-queries.ts'
import { DomainAddForm } from '#src/features/studio/DomainForms.tsx'
import { DomainList } from '#src/features/studio/DomainList.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/settings/domains: the home's own domains, for its owner (issue 40 point 3, decision 070). */
export const Route = createFileRoute('/studio/settings/domains')({
  loader: async ({ context }) => {
    if (staffMay(context.user.staffRole, 'settings')) {
      await Promise.all([(await queryClient()).ensureQueryData(domainsQuery), DomainAddForm.preload()])
    }
  },
  head: ({ match }) => portalHead(match.context, 'Domains'),
  component: DomainsPage,
})

function DomainsPage() {
  const { user } = Route.useRouteContext()
  if (!staffMay(user.staffRole, 'settings')) {
    return (
      <main id="main" className="page portal-page">
        <h1>Domains</h1>
        <p>Only the funeral home’s owner adds its own domains.</p>
        <Link to="/studio">Back to the studio</Link>
      </main>
    )
  }
  return <DomainList />
}
