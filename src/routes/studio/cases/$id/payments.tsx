import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { caseQuery, casePath, portalHead } from '#src/features/portal/index.ts'
import { CaseNav } from '#src/features/studio/CaseNav.tsx'
import { LedgerCase } from '#src/features/studio/LedgerCase.tsx'
import { caseLedgerQuery } from '#src/features/studio/queries.ts'
import { queryClient } from '#src/lib/queries.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'

/** /studio/cases/{id}/payments: the case's payments and refunds and its balance (issue 39 point 4). */
export const Route = createFileRoute('/studio/cases/$id/payments')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases') || !staffMay(context.user.staffRole, 'payments')) return { caseId, name: null }
    const client = await queryClient()
    const [theCase] = await Promise.all([client.ensureQueryData(caseQuery(caseId)), client.ensureQueryData(caseLedgerQuery(caseId))])
    return { caseId, name: fullName(theCase), path: casePath(theCase.id, theCase.nameSlug) }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.name ? `Payments for ${loaderData.name}` : 'Payments'),
  component: CasePaymentsPage,
})

function CasePaymentsPage() {
  const data = Route.useLoaderData()
  if (!data.name) {
    return <NoCasesRole title="Payments" />
  }
  return (
    <main id="main" className="page portal-page">
      <h1>Payments for {data.name}</h1>
      <CaseNav caseId={data.caseId} name={data.name} />
      <p>
        <Link to={data.path}>Open the case as the family sees it</Link>
      </p>
      <LedgerCase caseId={data.caseId} />
    </main>
  )
}
