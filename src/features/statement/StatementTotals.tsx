import type { Statement } from '#contract/payments.ts'
import { formatCents } from '#core/money.ts'

/**
 * The statement's sums. The api charges no sales tax on a statement (contract/arrangement-rules.ts
 * `statementTotals`: the total is the lines' sum), so the tax line says so rather than being left out.
 */
export function StatementTotals({ statement, withSubtotal = false }: { statement: Statement; withSubtotal?: boolean }) {
  const final = statement.submittedAt !== null
  return (
    <dl className="statement-totals">
      {withSubtotal ? (
        <>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatCents(statement.subtotalCents)}</dd>
          </div>
          <div>
            <dt>Sales tax</dt>
            <dd>
              {formatCents(statement.totalCents - statement.subtotalCents)}
              <span className="statement-note"> (no sales tax is charged on this statement)</span>
            </dd>
          </div>
        </>
      ) : null}
      <div className="statement-totals__total">
        <dt>{final ? 'Total' : 'Running total so far'}</dt>
        <dd>{formatCents(statement.totalCents)}</dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{formatCents(statement.paidCents)}</dd>
      </div>
      <div className="statement-totals__balance">
        <dt>Balance due</dt>
        <dd data-balance={statement.balanceCents}>{formatCents(statement.balanceCents)}</dd>
      </div>
    </dl>
  )
}
