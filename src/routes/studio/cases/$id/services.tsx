import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { caseQuery, casePath, portalHead } from '#src/features/portal/index.ts'
import { CaseNav } from '#src/features/studio/CaseNav.tsx'
import { CaseServices } from '#src/features/studio/CaseServices.tsx'
import { caseServicesQuery } from '#src/features/studio/queries.ts'
import { queryClient } from '#src/lib/queries.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'

/** /studio/cases/{id}/services: the services staff set for a case (issue 37 point 6). */
export const Route = createFileRoute('/studio/cases/$id/services')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { caseId, name: null }
    const client = await queryClient()
    const [theCase] = await Promise.all([client.ensureQueryData(caseQuery(caseId)), client.ensureQueryData(caseServicesQuery(caseId))])
    return { caseId, name: fullName(theCase), path: casePath(theCase.id, theCase.nameSlug) }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.name ? `Services for ${loaderData.name}` : 'Services'),
  component: ServicesPage,
})

function ServicesPage() {
  const data = Route.useLoaderData()
  if (!data.name) {
    return <NoCasesRole title="Services" />
  }
  return (
    <main id="main" className="page portal-page">
      <h1>Services for {data.name}</h1>
      <CaseNav caseId={data.caseId} name={data.name} />
      <p>
        <Link to={data.path}>Open the case as the family sees it</Link>
      </p>
      <CaseServices caseId={data.caseId} />
    </main>
  )
}
