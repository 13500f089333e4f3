import { createFileRoute } from '@tanstack/react-router'
import { pageLocation } from '../../features/pages/head.ts'
import { planningHead } from '../../features/planning/head.ts'
import { PlanningPending } from '../../features/planning/PlanningPage.tsx'
import { Review } from '../../features/planning/Review.tsx'
import { loadPlanningSession } from '../../features/planning/session.ts'
import { useSite } from '../../features/site/use-site.ts'

/** /plan-now/review: every answer, then send. Browser only: the draft decides (session.ts). */
export const Route = createFileRoute('/plan-now/review')({
  ssr: false,
  loader: async ({ context }) => ({
    session: await loadPlanningSession(context.queryClient, true),
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
