import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { AGE_BUCKET_LABELS, STAFF_PAYMENTS_PATH } from '#contract/studio-ledger-words.ts'
import { formatCents } from '#core/money.ts'
import { fullName } from '#core/names.ts'
import { todayIn } from '#core/zoned-time.ts'
import { useSite } from '#src/features/site/index.ts'
import { buttonClassName } from '#src/ui/Button.tsx'
import { owedQuery } from './queries.ts'

/**
 * What is owed across the home by the age of each statement (issue 39 point 4, decision 065),
 * and the accountant's CSV export of payments or statements for a range of days.
 */
export function LedgerOwed() {
  const { data } = useSuspenseQuery(owedQuery())
  const { timeZone } = useSite().company
  const today = todayIn(timeZone)
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const [what, setWhat] = useState<'payments' | 'statements'>('payments')
  const rangeOk = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to
  const exportHref = `${STAFF_PAYMENTS_PATH}/export?${new URLSearchParams({ what, from, to })}`
  return (
    <>
      <p>
        Owed across the home: <strong>{formatCents(data.totalCents)}</strong>
      </p>
      {data.buckets.map((bucket) => (
        <section key={bucket.bucket} className="studio-ledger__bucket" aria-labelledby={`owed-${bucket.bucket}`}>
          <h2 id={`owed-${bucket.bucket}`}>
            {AGE_BUCKET_LABELS[bucket.bucket]}: {formatCents(bucket.totalCents)}
          </h2>
          {bucket.cases.length === 0 ? (
            <p>Nothing owed here.</p>
          ) : (
            <ul className="studio-cases" aria-label={`Owed ${AGE_BUCKET_LABELS[bucket.bucket]}`}>
              {bucket.cases.map((c) => (
                <li key={c.caseId} className="studio-case">
                  <Link to="/studio/cases/$id/payments" params={{ id: String(c.caseId) }}>
                    {fullName(c)}
                  </Link>{' '}
                  owes {formatCents(c.balanceCents)}, submitted {c.days} {c.days === 1 ? 'day' : 'days'} ago
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <section className="studio-ledger__export" aria-labelledby="ledger-export">
        <h2 id="ledger-export">Export for accounting</h2>
        <p>
          A CSV file with date, case, payer, method, reference, amount, tax and category, one row per payment and refund, or per statement
          line.
        </p>
        <div className="field">
          <label className="field__label" htmlFor="export-what">
            What to export
          </label>
          <select
            id="export-what"
            className="field__control field__control--select"
            value={what}
            onChange={(event) => setWhat(event.target.value === 'statements' ? 'statements' : 'payments')}
          >
            <option value="payments">Payments and refunds</option>
            <option value="statements">Statements, line by line</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="export-from">
            From
          </label>
          <input id="export-from" className="field__control" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="export-to">
            To
          </label>
          <input id="export-to" className="field__control" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        {rangeOk ? (
          <a className={buttonClassName({ variant: 'secondary' })} href={exportHref} download>
            Download the CSV
          </a>
        ) : (
          <p role="alert">Please give a from date on or before the to date.</p>
        )}
      </section>
    </>
  )
}
