import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { caseQuery, casePath, portalHead } from '#src/features/portal/index.ts'
import { CaseNav } from '#src/features/studio/CaseNav.tsx'
import { StationeryPieceForm, StationeryVersionDraft } from '#src/features/studio/forms.tsx'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'
import { caseStationeryQuery } from '#src/features/studio/queries.ts'
import { StationeryPieces } from '#src/features/studio/StationeryPieces.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/cases/{id}/stationery: the printed pieces, their pages, the family's comments, versions and approval (issue 38 point 3). */
export const Route = createFileRoute('/studio/cases/$id/stationery')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { caseId, name: null }
    const client = await queryClient()
    const [theCase] = await Promise.all([
      client.ensureQueryData(caseQuery(caseId)),
      client.ensureQueryData(caseStationeryQuery(caseId)),
      StationeryPieceForm.preload(),
      StationeryVersionDraft.preload(),
    ])
    return { caseId, name: fullName(theCase), path: casePath(theCase.id, theCase.nameSlug) }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.name ? `Printed pieces for ${loaderData.name}` : 'Printed pieces'),
  component: StationeryPage,
})

function StationeryPage() {
  const data = Route.useLoaderData()
  if (!data.name) {
    return <NoCasesRole title="Printed pieces" />
  }
  return (
    <main id="main" className="page portal-page">
      <h1>Printed pieces for {data.name}</h1>
      <CaseNav caseId={data.caseId} name={data.name} />
      <p>
        <Link to={data.path}>Open the case as the family sees it</Link>
      </p>
      <StationeryPieces caseId={data.caseId} />
    </main>
  )
}
