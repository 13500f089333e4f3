import { createFileRoute } from '@tanstack/react-router'
import { ArrangementsFrame } from '#src/features/arrangements/ArrangementsFrame.tsx'
import { fullName } from '#core/names.ts'
import { portalHead } from '#src/features/portal/head.ts'
import { arrangementQuery, caseQuery } from '#src/features/portal/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/**
 * /family-portal/{id}/{name}/arrangements and its screens (spec §2, issue 18): the case and its
 * arrangement are read before any screen of the area renders; each screen reads what else it needs.
 */
export const Route = createFileRoute('/family-portal/$id/$name/arrangements')({
  loader: async ({ params }) => {
    const client = await queryClient()
    const id = Number(params.id)
    const [familyCase] = await Promise.all([client.ensureQueryData(caseQuery(id)), client.ensureQueryData(arrangementQuery(id))])
    return { lovedOne: fullName(familyCase) }
  },
  head: ({ loaderData, match }) => portalHead(match.context, loaderData ? `Arrangements for ${loaderData.lovedOne}` : 'Arrangements'),
  component: ArrangementsLayout,
})

function ArrangementsLayout() {
  const { id } = Route.useParams()
  return <ArrangementsFrame caseId={Number(id)} />
}
