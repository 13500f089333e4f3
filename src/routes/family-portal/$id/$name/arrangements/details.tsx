import { createFileRoute } from '@tanstack/react-router'
import { contractQuery } from '#src/features/arrangements/queries.ts'
import { DetailsScreen } from '#src/features/arrangements/details/DetailsScreen.tsx'
import { DetailsForm } from '#src/features/arrangements/details/forms.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** /family-portal/{id}/{name}/arrangements/details: the purchaser (issue 18 point 5); the frame has read the case and arrangement. */
export const Route = createFileRoute('/family-portal/$id/$name/arrangements/details')({
  loader: async ({ params }) => {
    const client = await queryClient()
    await Promise.all([client.ensureQueryData(contractQuery(Number(params.id))), DetailsForm.preload()])
  },
  component: DetailsPage,
})

function DetailsPage() {
  const { id } = Route.useParams()
  return <DetailsScreen caseId={Number(id)} />
}
