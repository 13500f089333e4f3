import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { caseQuery, casePath, portalHead } from '#src/features/portal/index.ts'
import { CaseNav } from '#src/features/studio/CaseNav.tsx'
import { caseFacts } from '#src/features/studio/StudioCaseList.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/cases/{id}: one case as the funeral home works it (issue 37 point 3). */
export const Route = createFileRoute('/studio/cases/$id/')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { caseId, name: null }
    const theCase = await (await queryClient()).ensureQueryData(caseQuery(caseId))
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

function CaseOverview({ caseId }: { caseId: number }) {
  const { data: theCase } = useSuspenseQuery(caseQuery(caseId))
  const name = fullName(theCase)
  return (
    <main id="main" className="page portal-page">
      <h1>{name}</h1>
      <CaseNav caseId={caseId} name={name} />
      <p className="studio-case__facts">{caseFacts(theCase)}</p>
      <p>
        <Link to={casePath(theCase.id, theCase.nameSlug)}>Open the case as the family sees it</Link>
      </p>
    </main>
  )
}
