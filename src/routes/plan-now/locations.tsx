import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageLocation } from '#src/features/pages/head.ts'
import { planningHead } from '#src/features/planning/head.ts'
import { LocationForm } from '#src/features/planning/forms.tsx'
import { PlanningPending } from '#src/features/planning/PlanningPage.tsx'
import { loadPlanningSession } from '#src/features/planning/session.ts'
import { queryClient } from '#src/lib/queries.ts'
import { stepPath, stepSections } from '#src/features/planning/steps.ts'

/** /plan-now/locations: skipped when the funeral home has one location. Browser only: the draft decides (session.ts). */
export const Route = createFileRoute('/plan-now/locations')({
  ssr: false,
  loader: async ({ context }) => {
    const [session] = await Promise.all([loadPlanningSession(await queryClient(), false), LocationForm.preload()])
    const first = stepSections(session.form, session.planType)[0]
    if (session.locations.length === 1 && first) throw redirect({ href: stepPath(first.urlKey), replace: true })
    return { session, where: pageLocation(context, '/plan-now/locations') }
  },
  head: ({ loaderData, match }) => planningHead(match.context, 'Choose a location', loaderData?.where),
  pendingComponent: PlanningPending,
  component: Page,
})

function Page() {
  const { session } = Route.useLoaderData()
  return <LocationForm session={session} />
}
