import { createFileRoute, Link } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { DataClosing } from '#src/features/studio/DataClosing.tsx'
import { DataExport } from '#src/features/studio/DataExport.tsx'
import { closingQuery, exportSummaryQuery } from '#src/features/studio/data-queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/settings/data: the home's data, its own (issue 40 point 5, decision 072): download everything, close the account (owner). */
export const Route = createFileRoute('/studio/settings/data')({
  loader: async ({ context }) => {
    if (!staffMay(context.user.staffRole, 'settings')) return
    const client = await queryClient()
    await Promise.all([client.ensureQueryData(exportSummaryQuery), client.ensureQueryData(closingQuery)])
  },
  head: ({ match }) => portalHead(match.context, 'Your data'),
  component: DataPage,
})

function DataPage() {
  const { user } = Route.useRouteContext()
  return (
    <main id="main" className="page portal-page studio-data">
      <h1>Your data</h1>
      {staffMay(user.staffRole, 'settings') ? (
        <>
          <DataExport />
          <DataClosing />
        </>
      ) : (
        <>
          <p>Only the funeral home’s owner downloads the home’s data or closes its account.</p>
          <Link to="/studio">Back to the studio</Link>
        </>
      )}
    </main>
  )
}
