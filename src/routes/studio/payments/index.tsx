import { createFileRoute, Link } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { LedgerOwed } from '#src/features/studio/LedgerOwed.tsx'
import { owedQuery } from '#src/features/studio/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/payments: what is owed across the home by age, and the export for accounting (issue 39 point 4). */
export const Route = createFileRoute('/studio/payments/')({
  loader: async ({ context }) => {
    if (staffMay(context.user.staffRole, 'payments')) await (await queryClient()).ensureQueryData(owedQuery())
  },
  head: ({ match }) => portalHead(match.context, 'Payments'),
  component: PaymentsPage,
})

function PaymentsPage() {
  const { user } = Route.useRouteContext()
  return (
    <main id="main" className="page portal-page">
      <h1>Payments</h1>
      {staffMay(user.staffRole, 'payments') ? (
        <LedgerOwed />
      ) : (
        <>
          <p>Your role at the funeral home does not include payments. The owner can change that.</p>
          <Link to="/studio">Back to the studio</Link>
        </>
      )}
    </main>
  )
}
