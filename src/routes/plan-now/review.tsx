import { createFileRoute } from '@tanstack/react-router'
import { pageLocation } from '#src/features/pages/head.ts'
import { planningHead } from '#src/features/planning/head.ts'
import { PlanningPending } from '#src/features/planning/PlanningPage.tsx'
import { Review } from '#src/features/planning/Review.tsx'
import { loadPlanningSession } from '#src/features/planning/session.ts'
import { queryClient } from '#src/lib/queries.ts'
import { useSite } from '#src/features/site/use-site.ts'

/** /plan-now/review: every answer, then send. Browser only: the draft decides (session.ts). */
export const Route = createFileRoute('/plan-now/review')({
  ssr: false,
  loader: async ({ context }) => ({
    session: await loadPlanningSession(await queryClient(), true),
    where: pageLocation(context, '/plan-now/review'),
  }),
  head: ({ loaderData, match }) => planningHead(match.context, 'Review your answers', loaderData?.where),
  pendingComponent: PlanningPending,
  component: Page,
})

function Page() {
  const { session } = Route.useLoaderData()
  return <Review session={session} timeZone={useSite().company.timeZone} />
}
