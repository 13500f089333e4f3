import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Statement, StatementTemplate } from '#contract/payments.ts'
import { ArrangementTabs } from '#src/features/arrangements/index.ts'
import { arrangementsPath, IfCaseMay, statementPath, caseQuery, statementQuery } from '#src/features/portal/index.ts'
import { fullName } from '#core/names.ts'
import { useSite } from '#src/features/site/index.ts'
import { formatCents } from '#core/money.ts'
import { longDate, zonedFields } from '#src/lib/zoned-date.ts'
import { Button, buttonClassName } from '#src/ui/Button.tsx'
import { PaymentList } from './PaymentList.tsx'
import { ScrollBox } from './ScrollBox.tsx'
import { SignStatement } from './forms.tsx'
import { paymentsQuery, statementRecordQuery, templateQuery } from './queries.ts'
import { StatementChanges, StatementFacts, StatementVersions } from './StatementRecordParts.tsx'
import { StatementTotals } from './StatementTotals.tsx'
import './statement.css'

/**
 * The statement's lines: a table on a wide screen and in print; on a phone each line is a stacked
 * block (statement.css), every cell labelled by its own `data-label`, so the description,
 * quantity, unit price and price all show without scrolling sideways (issue 34 point 3).
 */
function Lines({ statement }: { statement: Statement }) {
  if (statement.lines.length === 0) return <p>Nothing has been chosen yet, so the statement has no lines.</p>
  const itemized = statement.displayType === 'ITEMIZED'
  return (
    <ScrollBox label="Statement lines">
      <table
        className={`statement-table statement-lines${itemized ? ' statement-lines--itemized' : ''}`}
        aria-labelledby="statement-lines-title"
      >
        <thead>
          <tr>
            <th scope="col">Category</th>
            {itemized ? <th scope="col">Description</th> : null}
            {itemized ? (
              <th scope="col" className="statement-table__money">
                Quantity
              </th>
            ) : null}
            {itemized ? (
              <th scope="col" className="statement-table__money">
                Unit price
              </th>
            ) : null}
            <th scope="col" className="statement-table__money">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line, index) => (
            // oxlint-disable-next-line react/no-array-index-key -- lines have no id, and their order is the statement's, never changed under a render
            <tr key={index} className="statement-line">
              <td className="statement-line__category">{line.category}</td>
              {itemized ? <td className="statement-line__description">{line.description}</td> : null}
              {itemized ? (
                <td
                  className="statement-table__money statement-line__quantity"
                  data-label={line.quantity === null ? undefined : 'Quantity'}
                >
                  {line.quantity ?? ''}
                </td>
              ) : null}
              {itemized ? (
                <td
                  className="statement-table__money statement-line__unit"
                  data-label={line.unitPriceCents === null ? undefined : 'Unit price'}
                >
                  {line.unitPriceCents === null ? '' : formatCents(line.unitPriceCents)}
                </td>
              ) : null}
              <td className="statement-table__money statement-line__price">{formatCents(line.priceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  )
}

function Disclosures({ revisionId }: { revisionId: number }) {
  const { data: template } = useSuspenseQuery(templateQuery(revisionId))
  return <DisclosureList template={template} />
}

function DisclosureList({ template }: { template: StatementTemplate }) {
  if (template.disclosures.length === 0) return null
  return (
    <section className="statement-section statement-disclosures" aria-labelledby="statement-disclosures-title">
      <h2 id="statement-disclosures-title">Disclosures</h2>
      <ol>
        {template.disclosures.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <p className="statement-note">
        {template.name}, revision {template.revision}.
      </p>
    </section>
  )
}

/** What can be done with the balance now: pay it, wait for the submission, or nothing (paid in full). */
function PayOrWhy({ statement, caseId, nameSlug }: { statement: Statement; caseId: number; nameSlug: string }) {
  if (!statement.submittedAt) {
    return (
      <p>
        Payment opens once the arrangement is submitted.{' '}
        <Link to={arrangementsPath(caseId, nameSlug, 'review')}>Review and submit the arrangement</Link>
      </p>
    )
  }
  if (statement.balanceCents === 0) return <p className="statement-paid">Paid in full. Thank you.</p>
  return (
    <IfCaseMay caseId={caseId} action="pay">
      <Link to={statementPath(caseId, nameSlug, 'payment')} className={buttonClassName({}, 'statement-pay')}>
        Pay towards the balance of {formatCents(statement.balanceCents)}
      </Link>
    </IfCaseMay>
  )
}

/**
 * The statement itself as the family reads it: the heading, the lines and sums, the Funeral Rule's
 * facts and the template's disclosures. The studio shows the same (decision 064).
 */
export function StatementSheet({ caseId }: { caseId: number }) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data: statement } = useSuspenseQuery(statementQuery(caseId))
  const { data: record } = useSuspenseQuery(statementRecordQuery(caseId))
  const { timeZone } = useSite().company
  return (
    <>
      <header className="statement__header">
        <p className="statement__kicker">For the arrangements of {fullName(familyCase)}</p>
        <h1>{statement.heading}</h1>
        <p className="statement__state">
          {statement.submittedAt ? (
            <>
              Final statement: the arrangement was submitted on{' '}
              <time dateTime={statement.submittedAt}>{longDate(zonedFields(statement.submittedAt, timeZone))}</time>.
            </>
          ) : (
            'A running statement: it changes as choices are made, until the arrangement is submitted.'
          )}
        </p>
        {statement.purchaserName ? <p>Purchaser: {statement.purchaserName}</p> : null}
      </header>

      <section className="statement-section" aria-labelledby="statement-lines-title">
        <h2 id="statement-lines-title">{statement.packageName ? `Package: ${statement.packageName}` : 'No package chosen yet'}</h2>
        <Lines statement={statement} />
        {record.document.discountCents > 0 ? (
          <p className="statement-note">Discounts of {formatCents(record.document.discountCents)} are taken off the total.</p>
        ) : null}
        <StatementTotals statement={statement} withSubtotal />
      </section>

      <StatementFacts record={record} />
      {statement.templateRevisionId === null ? null : <Disclosures revisionId={statement.templateRevisionId} />}
    </>
  )
}

/** Whether the arranger is asked to sign, and the form if it is the signed-in one. */
function Signing({ caseId }: { caseId: number }) {
  const { data: record } = useSuspenseQuery(statementRecordQuery(caseId))
  if (!record.needsSignature) return null
  if (!record.maySign) {
    return (
      <section className="statement-section" aria-labelledby="statement-sign-title">
        <h2 id="statement-sign-title">Signature</h2>
        <p>Version {record.version} of the statement is ready. Your family&rsquo;s arranger signs it.</p>
      </section>
    )
  }
  return <SignStatement caseId={caseId} record={record} />
}

/**
 * /family-portal/{id}/{name}/statement (issue 18 point 7): the statement of goods and services as
 * its template revision prints it (ITEMIZED: every line; SUMMARY: one per category), the package,
 * the sums, the payments made and the template's disclosures; then, once it is ready, the
 * arranger's signature, the signed versions and the home's changes (decision 064). Until the
 * arrangement is submitted it is a running statement that follows the choices. Printable: the
 * print stylesheet leaves the statement alone, black on white (statement.css).
 */
export function StatementView({ caseId }: { caseId: number }) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data: statement } = useSuspenseQuery(statementQuery(caseId))
  const { data: payments } = useSuspenseQuery(paymentsQuery(caseId, 0))
  const { data: record } = useSuspenseQuery(statementRecordQuery(caseId))
  const { nameSlug } = familyCase
  return (
    <main id="main" className="page portal-page statement">
      <ArrangementTabs caseId={caseId} nameSlug={nameSlug} current="statement" />
      <StatementSheet caseId={caseId} />
      <Signing caseId={caseId} />

      <section className="statement-section" aria-labelledby="statement-payments-title">
        <h2 id="statement-payments-title">Payments made</h2>
        {payments.content.length === 0 ? (
          <p>No payments yet.</p>
        ) : (
          <PaymentList payments={payments.content} caseId={caseId} nameSlug={nameSlug} />
        )}
        {payments.totalPages > 1 ? (
          <p>
            <Link to={statementPath(caseId, nameSlug, 'payment')}>See all {payments.totalElements} payments</Link>
          </p>
        ) : null}
      </section>

      <StatementVersions record={record} />
      <StatementChanges record={record} />

      <div className="statement-actions">
        <PayOrWhy statement={statement} caseId={caseId} nameSlug={nameSlug} />
        <Button variant="secondary" onClick={() => window.print()}>
          Print statement
        </Button>
      </div>
    </main>
  )
}
