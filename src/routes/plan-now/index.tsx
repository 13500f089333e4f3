import { createFileRoute } from '@tanstack/react-router'
import { pageLocation } from '#src/features/pages/head.ts'
import { planningHead } from '#src/features/planning/head.ts'
import { PlanTypeForm } from '#src/features/planning/forms.tsx'
import { planningFormQuery, planningLocationsQuery } from '#src/features/planning/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** /plan-now: loads the planning form (sections and fields) and the locations, then asks who it is for. */
export const Route = createFileRoute('/plan-now/')({
  loader: async ({ context }) => {
    const queries = await queryClient()
    await Promise.all([
      queries.ensureQueryData(planningFormQuery()),
      queries.ensureQueryData(planningLocationsQuery()),
      PlanTypeForm.preload(),
    ])
    return pageLocation(context, '/plan-now')
  },
  head: ({ loaderData, match }) => planningHead(match.context, 'Plan now', loaderData, true),
  component: PlanTypeForm,
})
