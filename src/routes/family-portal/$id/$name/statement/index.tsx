import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '#src/features/portal/head.ts'
import { caseQuery, statementQuery } from '#src/features/portal/queries.ts'
import { SignStatement } from '#src/features/statement/forms.tsx'
import { paymentsQuery, statementRecordQuery, templateQuery } from '#src/features/statement/queries.ts'
import { StatementView } from '#src/features/statement/StatementView.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** A case's statement (issue 18 point 7) and its signing (decision 064): read whole before it renders, the template after the statement names it. */
export const Route = createFileRoute('/family-portal/$id/$name/statement/')({
  loader: async ({ params }) => {
    const client = await queryClient()
    const id = Number(params.id)
    const [, statement] = await Promise.all([
      client.ensureQueryData(caseQuery(id)),
      client.ensureQueryData(statementQuery(id)),
      client.ensureQueryData(paymentsQuery(id, 0)),
      client
        .ensureQueryData(statementRecordQuery(id))
        .then((record) => (record.needsSignature && record.maySign ? SignStatement.preload() : undefined)),
    ])
    if (statement.templateRevisionId !== null) await client.ensureQueryData(templateQuery(statement.templateRevisionId))
  },
  head: ({ match }) => portalHead(match.context, 'Statement'),
  component: StatementPage,
})

function StatementPage() {
  const { id } = Route.useParams()
  return <StatementView caseId={Number(id)} />
}
