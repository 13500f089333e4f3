import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { caseQuery, casePath, portalHead, statementQuery } from '#src/features/portal/index.ts'
import { statementRecordQuery, templateQuery } from '#src/features/statement/index.ts'
import { CaseNav } from '#src/features/studio/CaseNav.tsx'
import { StatementStaffForms } from '#src/features/studio/forms.tsx'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'
import { caseStatementQuery, priceListItemsQuery } from '#src/features/studio/queries.ts'
import { StatementStudio } from '#src/features/studio/StatementStudio.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/cases/{id}/statement: the statement as the family reads it, and what was arranged in person (issue 39 point 2). */
export const Route = createFileRoute('/studio/cases/$id/statement')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { caseId, name: null }
    const client = await queryClient()
    const [theCase, statement] = await Promise.all([
      client.ensureQueryData(caseQuery(caseId)),
      client.ensureQueryData(statementQuery(caseId)),
      client.ensureQueryData(statementRecordQuery(caseId)),
      client.ensureQueryData(caseStatementQuery(caseId)),
      client.ensureQueryData(priceListItemsQuery),
      StatementStaffForms.preload(),
    ])
    if (statement.templateRevisionId !== null) await client.ensureQueryData(templateQuery(statement.templateRevisionId))
    return { caseId, name: fullName(theCase), path: casePath(theCase.id, theCase.nameSlug) }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.name ? `Statement for ${loaderData.name}` : 'Statement'),
  component: StatementPage,
})

function StatementPage() {
  const data = Route.useLoaderData()
  if (!data.name) {
    return <NoCasesRole title="Statement" />
  }
  return (
    <main id="main" className="page portal-page">
      <CaseNav caseId={data.caseId} name={data.name} />
      <p>
        <Link to={data.path}>Open the case as the family sees it</Link>
      </p>
      <StatementStudio caseId={data.caseId} />
    </main>
  )
}
