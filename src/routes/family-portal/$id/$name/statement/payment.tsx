import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '#src/features/portal/head.ts'
import { caseQuery, statementQuery } from '#src/features/portal/queries.ts'
import { PaymentForm } from '#src/features/statement/forms.tsx'
import { PaymentScreen } from '#src/features/statement/PaymentScreen.tsx'
import { paymentSetupQuery, paymentsQuery } from '#src/features/statement/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/**
 * Paying towards a case's statement (issue 18 point 8). The payments made page in the screen
 * (no `?page=`: a search validator here would sit in every page's entry, decision 023).
 */
export const Route = createFileRoute('/family-portal/$id/$name/statement/payment')({
  loader: async ({ params }) => {
    const client = await queryClient()
    const id = Number(params.id)
    const [, , payment] = await Promise.all([
      client.ensureQueryData(caseQuery(id)),
      client.ensureQueryData(statementQuery(id)),
      client.ensureQueryData(paymentSetupQuery),
      client.ensureQueryData(paymentsQuery(id, 0)),
      PaymentForm.preload(),
    ])
    const now = new Date()
    return { payment, today: { year: now.getFullYear(), month: now.getMonth() + 1 } }
  },
  head: ({ match }) => portalHead(match.context, 'Payment'),
  component: PaymentPage,
})

function PaymentPage() {
  const { id } = Route.useParams()
  const { payment, today } = Route.useLoaderData()
  return <PaymentScreen caseId={Number(id)} payment={payment} today={today} />
}
