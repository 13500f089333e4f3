import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageLocation } from '#src/features/pages/head.ts'
import { planningHead } from '#src/features/planning/head.ts'
import { PlanningPending } from '#src/features/planning/PlanningPage.tsx'
import { sentRequestReference, thankYouReference } from '#src/features/planning/sent-request.ts'
import { PLAN_NOW_PATH } from '#src/features/planning/steps.ts'
import { ThankYou } from '#src/features/planning/ThankYou.tsx'

type ThankYouSearch = { reference?: string }

/**
 * /plan-now/thank-you: only for the request this browser has just sent (spec §4, sent-request.ts);
 * opened cold or with another reference it is /plan-now. Browser only, where that is known. The
 * reference is read only in its own shape (PL-XXXXXXXX); anything else is ignored.
 */
export const Route = createFileRoute('/plan-now/thank-you')({
  ssr: false,
  validateSearch: (search: Record<string, unknown>): ThankYouSearch =>
    typeof search.reference === 'string' && /^PL-[A-Z0-9]{8}$/.test(search.reference) ? { reference: search.reference } : {},
  loaderDeps: ({ search }) => ({ reference: search.reference }),
  loader: ({ context, deps }) => {
    const reference = thankYouReference(deps.reference, sentRequestReference())
    if (!reference) throw redirect({ href: PLAN_NOW_PATH, replace: true })
    return { reference, where: pageLocation(context, '/plan-now/thank-you') }
  },
  head: ({ loaderData, match }) => planningHead(match.context, 'Thank you', loaderData?.where),
  pendingComponent: PlanningPending,
  component: Page,
})

function Page() {
  const { reference } = Route.useLoaderData()
  return <ThankYou reference={reference} />
}
