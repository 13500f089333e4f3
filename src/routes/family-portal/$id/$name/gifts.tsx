import { createFileRoute } from '@tanstack/react-router'
import { Gifts } from '#src/features/portal/Gifts.tsx'
import { portalHead } from '#src/features/portal/head.ts'
import { caseQuery, giftsQuery } from '#src/features/portal/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** /family-portal/{id}/{name}/gifts: who sent flowers and gifts, for thank-you notes (issue 38 point 5). */
export const Route = createFileRoute('/family-portal/$id/$name/gifts')({
  loader: async ({ params }) => {
    const client = await queryClient()
    const id = Number(params.id)
    await Promise.all([client.ensureQueryData(caseQuery(id)), client.ensureQueryData(giftsQuery(id))])
  },
  head: ({ match }) => portalHead(match.context, 'Flowers and gifts'),
  component: GiftsPage,
})

function GiftsPage() {
  const { id } = Route.useParams()
  return <Gifts caseId={Number(id)} />
}
