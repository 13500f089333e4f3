import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { caseQuery, casePath, portalHead } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { CaseFamily } from '#src/features/studio/CaseFamily.tsx'
import { CaseNav } from '#src/features/studio/CaseNav.tsx'
import { caseInvitationsQuery, caseMembersQuery } from '#src/features/studio/queries.ts'
import { queryClient } from '#src/lib/queries.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'

/** /studio/cases/{id}/family: a case's family members in their roles, and inviting more (issue 37 point 4). */
export const Route = createFileRoute('/studio/cases/$id/family')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { caseId, name: null }
    const client = await queryClient()
    const [theCase] = await Promise.all([
      client.ensureQueryData(caseQuery(caseId)),
      client.ensureQueryData(caseMembersQuery(caseId)),
      client.ensureQueryData(caseInvitationsQuery(caseId)),
    ])
    return { caseId, name: fullName(theCase), firstName: theCase.firstName, path: casePath(theCase.id, theCase.nameSlug) }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.name ? `Family of ${loaderData.name}` : 'Family'),
  component: FamilyPage,
})

function FamilyPage() {
  const data = Route.useLoaderData()
  const { company } = useSite()
  if (!data.name) {
    return <NoCasesRole title="Family" />
  }
  return (
    <main id="main" className="page portal-page">
      <h1>Family of {data.name}</h1>
      <CaseNav caseId={data.caseId} name={data.name} />
      <p>
        <Link to={data.path}>Open the case as the family sees it</Link>
      </p>
      <CaseFamily caseId={data.caseId} lovedOne={data.firstName} timeZone={company.timeZone} />
    </main>
  )
}
