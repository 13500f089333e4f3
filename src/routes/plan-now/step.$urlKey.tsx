import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageLocation } from '#src/features/pages/head.ts'
import { planningHead } from '#src/features/planning/head.ts'
import { PlanningPending } from '#src/features/planning/PlanningPage.tsx'
import { loadPlanningSession } from '#src/features/planning/session.ts'
import { queryClient } from '#src/lib/queries.ts'
import { StepForm } from '#src/features/planning/forms.tsx'
import { stepPath, stepPosition, stepSections } from '#src/features/planning/steps.ts'
import { useSite } from '#src/features/site/use-site.ts'

/** `from=review`: Next goes back to the review; `field`: the review's error summary link, whose field takes the focus. */
type StepSearch = { from?: 'review'; field?: string }

const FIELD_ID = /^[A-Za-z0-9_-]{1,64}$/

/** /plan-now/step/{urlKey}: one section. Browser only: the draft decides (session.ts). */
export const Route = createFileRoute('/plan-now/step/$urlKey')({
  ssr: false,
  validateSearch: (search: Record<string, unknown>): StepSearch => ({
    ...(search.from === 'review' ? { from: 'review' } : {}),
    ...(typeof search.field === 'string' && FIELD_ID.test(search.field) ? { field: search.field } : {}),
  }),
  loader: async ({ context, params }) => {
    const [session] = await Promise.all([loadPlanningSession(await queryClient(), true), StepForm.preload()])
    if (!stepPosition(session.form, session.planType, params.urlKey, session.locations.length)) {
      // A step of another plan type, or one the form no longer has: the first step instead.
      const first = stepSections(session.form, session.planType)[0]
      throw redirect({ href: first ? stepPath(first.urlKey) : '/plan-now', replace: true })
    }
    return { session, where: pageLocation(context, stepPath(params.urlKey)) }
  },
  head: ({ loaderData, match, params }) => {
    const section = loaderData?.session.form.sections.find((s) => s.urlKey === params.urlKey)
    return planningHead(match.context, section ? `Plan now: ${section.name}` : 'Plan now', loaderData?.where)
  },
  pendingComponent: PlanningPending,
  component: Page,
})

function Page() {
  const { session } = Route.useLoaderData()
  const { urlKey } = Route.useParams()
  const fromReview = Route.useSearch({ select: (s) => s.from === 'review' })
  const focusField = Route.useSearch({ select: (s) => s.field })
  const { company } = useSite()
  // Keyed: each step is its own form, started from the draft.
  return (
    <StepForm key={urlKey} session={session} urlKey={urlKey} fromReview={fromReview} focusField={focusField} timeZone={company.timeZone} />
  )
}
