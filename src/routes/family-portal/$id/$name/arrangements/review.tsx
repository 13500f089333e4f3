import { createFileRoute } from '@tanstack/react-router'
import { contractQuery } from '#src/features/arrangements/queries.ts'
import { ReviewScreen } from '#src/features/arrangements/review/ReviewScreen.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** /family-portal/{id}/{name}/arrangements/review: review and submit (issue 18 point 6); the frame has read the case and arrangement. */
export const Route = createFileRoute('/family-portal/$id/$name/arrangements/review')({
  loader: async ({ params }) => {
    await (await queryClient()).ensureQueryData(contractQuery(Number(params.id)))
  },
  component: ReviewPage,
})

function ReviewPage() {
  const { id } = Route.useParams()
  return <ReviewScreen caseId={Number(id)} />
}
