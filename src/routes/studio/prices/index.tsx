import { createFileRoute } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { PricesNotOwner } from '#src/features/studio/PricesNotOwner.tsx'
import { PriceVersions } from '#src/features/studio/PriceVersions.tsx'
import { priceVersionsQuery } from '#src/features/studio/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/prices: the versions of the home's price list, and a new draft (issue 39 point 1; the owner). */
export const Route = createFileRoute('/studio/prices/')({
  loader: async ({ context }) => {
    if (staffMay(context.user.staffRole, 'prices')) await (await queryClient()).ensureQueryData(priceVersionsQuery)
  },
  head: ({ match }) => portalHead(match.context, 'Prices'),
  component: PricesPage,
})

function PricesPage() {
  const { user } = Route.useRouteContext()
  return (
    <main id="main" className="page portal-page">
      <h1>Prices</h1>
      {staffMay(user.staffRole, 'prices') ? <PriceVersions /> : <PricesNotOwner />}
    </main>
  )
}
