import { createFileRoute } from '@tanstack/react-router'
import { pageLocation } from '#src/features/pages/head.ts'
import { planningHead } from '#src/features/planning/head.ts'
import { ThankYou } from '#src/features/planning/ThankYou.tsx'

type ThankYouSearch = { reference?: string }

/** The receipt's reference is shown only in its own shape (PL-XXXXXXXX); anything else is ignored. */
export const Route = createFileRoute('/plan-now/thank-you')({
  validateSearch: (search: Record<string, unknown>): ThankYouSearch =>
    typeof search.reference === 'string' && /^PL-[A-Z0-9]{8}$/.test(search.reference) ? { reference: search.reference } : {},
  loader: ({ context }) => pageLocation(context, '/plan-now/thank-you'),
  head: ({ loaderData, match }) => planningHead(match.context, 'Thank you', loaderData),
  component: Page,
})

function Page() {
  const reference = Route.useSearch({ select: (s) => s.reference })
  return <ThankYou reference={reference} />
}
