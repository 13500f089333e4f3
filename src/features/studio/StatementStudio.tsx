import { useSuspenseQuery } from '@tanstack/react-query'
import { StatementChanges, StatementSheet, StatementVersions } from '#src/features/statement/index.ts'
import { StatementStaffForms } from './forms.tsx'
import { caseStatementQuery } from './queries.ts'

/**
 * /studio/cases/{id}/statement (issue 39 point 2, decision 064): the statement exactly as the
 * family reads it (the family's own components), then what staff add in person, the signed
 * versions with their PDFs (the studio's links) and the list of changes the family sees.
 */
export function StatementStudio({ caseId }: { caseId: number }) {
  const { data: record } = useSuspenseQuery(caseStatementQuery(caseId))
  return (
    <div className="statement">
      <StatementSheet caseId={caseId} />
      <StatementStaffForms caseId={caseId} />
      <StatementVersions record={record} />
      <StatementChanges record={record} />
    </div>
  )
}
