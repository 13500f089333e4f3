import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { orNotFound } from '#contract/errors.ts'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { CaseOverview } from '#src/features/studio/CaseOverview.tsx'
import { staffCaseQuery } from '#src/features/studio/queries.ts'
import { throwNotFound } from '#src/lib/not-found.ts'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/cases/{id}: one case as the funeral home works it (issue 37 point 3); another home's case is not found. */
export const Route = createFileRoute('/studio/cases/$id/')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { caseId, name: null }
    const client = await queryClient()
    const theCase = await orNotFound(client.ensureQueryData(staffCaseQuery(caseId)), throwNotFound)
    return { caseId, name: fullName(theCase) }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.name ?? 'Case'),
  component: CasePage,
})

function CasePage() {
  const data = Route.useLoaderData()
  if (!data.name) {
    return (
      <main id="main" className="page portal-page">
        <h1>Case</h1>
        <p>Your role at the funeral home does not include cases. The owner can change that.</p>
        <Link to="/studio">Back to the studio</Link>
      </main>
    )
  }
  return <CaseOverview caseId={data.caseId} />
}
