import { createFileRoute, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { PricesNotOwner } from '#src/features/studio/PricesNotOwner.tsx'
import { PriceCategoryForm } from '#src/features/studio/forms.tsx'
import { PriceVersionEditor } from '#src/features/studio/PriceVersionEditor.tsx'
import { priceVersionQuery, priceVersionsQuery } from '#src/features/studio/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/prices/{versionId}: one version of the price list, read, or changed and published while a draft (the owner). */
export const Route = createFileRoute('/studio/prices/$versionId')({
  loader: async ({ params, context }) => {
    const versionId = Number(params.versionId)
    if (!Number.isSafeInteger(versionId) || versionId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'prices')) return { versionId, number: null }
    const client = await queryClient()
    const [detail] = await Promise.all([
      client.ensureQueryData(priceVersionQuery(versionId)),
      client.ensureQueryData(priceVersionsQuery),
      // A draft shows the new category's form at once: rendered whole on the server.
      PriceCategoryForm.preload(),
    ])
    return { versionId, number: detail.version.number }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.number ? `Price list, version ${loaderData.number}` : 'Prices'),
  component: PriceVersionPage,
})

function PriceVersionPage() {
  const data = Route.useLoaderData()
  return (
    <main id="main" className="page portal-page">
      <h1>{data.number ? `Price list, version ${data.number}` : 'Prices'}</h1>
      {data.number ? <PriceVersionEditor versionId={data.versionId} /> : <PricesNotOwner />}
    </main>
  )
}
