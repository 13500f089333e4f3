import { createFileRoute, notFound } from '@tanstack/react-router'
import { portalHead } from '#src/features/portal/head.ts'
import { caseQuery, statementQuery } from '#src/features/portal/queries.ts'
import { paymentQuery } from '#src/features/statement/queries.ts'
import { ReceiptScreen } from '#src/features/statement/ReceiptScreen.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** A payment's number from the address: a positive whole number, or the 404 page. */
function paymentIdOf(raw: string): number {
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(id)) throw notFound()
  return id
}

/**
 * One payment's receipt (issue 34 point 8): where paying leads, linked from the payments list and
 * the receipt mail. A payment of another case (or none) is the api's 404.
 */
export const Route = createFileRoute('/family-portal/$id/$name/statement/receipt/$paymentId')({
  loader: async ({ params }) => {
    const client = await queryClient()
    const id = Number(params.id)
    const paymentId = paymentIdOf(params.paymentId)
    await Promise.all([
      client.ensureQueryData(caseQuery(id)),
      client.ensureQueryData(statementQuery(id)),
      client.ensureQueryData(paymentQuery(id, paymentId)),
    ])
  },
  head: ({ match }) => portalHead(match.context, 'Receipt'),
  component: ReceiptPage,
})

function ReceiptPage() {
  const { id, paymentId } = Route.useParams()
  return <ReceiptScreen caseId={Number(id)} paymentId={Number(paymentId)} />
}
