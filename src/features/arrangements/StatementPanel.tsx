import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { statementPath, statementQuery } from '#src/features/portal/index.ts'
import { keyedByText } from '#src/lib/list-keys.ts'
import { formatCents } from '#core/money.ts'
import { LoadProblem } from '#src/ui/LoadProblem.tsx'

/**
 * The running statement beside the selections (issue 18 point 7): every line with its price and
 * the total, asked again after each saved change, so the family sees what each choice costs before
 * they commit. The total is announced when it changes.
 */
export function StatementPanel({ caseId, nameSlug }: { caseId: number; nameSlug: string }) {
  const { data: statement, isError, isFetching, refetch } = useQuery(statementQuery(caseId))
  return (
    <aside className="statement-panel" aria-labelledby="statement-panel-title">
      <h2 id="statement-panel-title" className="statement-panel__title">
        Your statement so far
      </h2>
      {isError && !statement ? (
        <LoadProblem what="The statement" onRetry={() => void refetch()} />
      ) : statement ? (
        <>
          {statement.packageName ? <p className="statement-panel__package">{statement.packageName}</p> : null}
          <ul className="statement-panel__lines">
            {keyedByText(statement.lines, (l) => `${l.category}: ${l.description}`).map(({ key, value: line }) => (
              <li key={key}>
                <span>
                  {line.description}
                  {line.quantity && line.quantity > 1 ? ` × ${line.quantity}` : ''}
                </span>
                <span>{formatCents(line.priceCents)}</span>
              </li>
            ))}
          </ul>
          <p className="statement-panel__total" aria-live="polite" aria-atomic="true">
            <span>Total</span> <strong data-testid="running-total">{formatCents(statement.totalCents)}</strong>
          </p>
          <p className="statement-panel__updating" aria-hidden={!isFetching}>
            {isFetching ? 'Updating…' : ''}
          </p>
          <Link to={statementPath(caseId, nameSlug)}>See the itemized statement</Link>
        </>
      ) : (
        <p>Loading the statement…</p>
      )}
    </aside>
  )
}
