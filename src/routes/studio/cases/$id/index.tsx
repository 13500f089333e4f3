import { createFileRoute, notFound } from '@tanstack/react-router'
import { orNotFound } from '#contract/errors.ts'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { CaseOverview } from '#src/features/studio/CaseOverview.tsx'
import { staffCaseQuery } from '#src/features/studio/queries.ts'
import { throwNotFound } from '#src/lib/not-found.ts'
import { queryClient } from '#src/lib/queries.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'

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
    return <NoCasesRole title="Case" />
  }
  return <CaseOverview caseId={data.caseId} />
}
