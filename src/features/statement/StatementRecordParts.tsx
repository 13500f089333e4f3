import type { StatementRecord } from '#contract/statement-signing.ts'
import { formatCents } from '#core/money.ts'
import { useSite } from '#src/features/site/index.ts'
import { longDate, zonedFields } from '#src/lib/zoned-date.ts'

/**
 * What the signed statement adds to the statement (decision 064), the same for the family and the
 * studio: the Funeral Rule's disclosures as fields (the requirement that made an item necessary,
 * embalming), discounts, the signed versions with their PDFs, and every change with who made it.
 */

function When({ at }: { at: string }) {
  const { timeZone } = useSite().company
  return <time dateTime={at}>{longDate(zonedFields(at, timeZone))}</time>
}

export function StatementFacts({ record }: { record: StatementRecord }) {
  const { document } = record
  const required = document.lines.filter((l) => l.requirement)
  const { decision, by, on } = document.embalming
  // What staff added, each with who added it: "Added by Anna Lee, funeral director" (decision 064).
  const inPerson = [
    ...document.lines.flatMap((l) => (l.addedBy ? [{ key: `l${l.lineId}`, text: `${l.quantity} × ${l.description}`, by: l.addedBy }] : [])),
    ...[...document.cashAdvances, ...document.discounts].flatMap((a) =>
      a.addedBy
        ? [
            {
              key: `a${a.id}`,
              text: `${a.kind === 'discount' ? 'Discount' : 'Cash advance'}: ${a.name}, ${formatCents(a.amountCents)}`,
              by: a.addedBy,
            },
          ]
        : [],
    ),
  ]
  return (
    <section className="statement-section" aria-labelledby="statement-facts-title">
      <h2 id="statement-facts-title">What the law asks us to tell you</h2>
      {inPerson.length === 0 ? null : (
        <>
          <h3>Arranged in person with the funeral home</h3>
          <ul>
            {inPerson.map((what) => (
              <li key={what.key}>
                {what.text}, added by {what.by}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Items required by law, a cemetery or a crematory</h3>
      {required.length === 0 ? (
        <p>No item was chosen because of a legal, cemetery or crematory requirement.</p>
      ) : (
        <ul>
          {required.map((l) => (
            <li key={l.lineId}>
              {l.description}: {l.requirement}
            </li>
          ))}
        </ul>
      )}
      <h3>Embalming</h3>
      <p>
        {decision === 'approved'
          ? `Embalming was approved by ${by ?? 'the family'}${on ? ` on ${on}` : ''}.`
          : decision === 'declined'
            ? `Embalming was declined${on ? ` on ${on}` : ''}.`
            : 'Embalming has not been chosen.'}{' '}
        Except in certain special cases, embalming is not required by law.
      </p>
      {document.discounts.length > 0 ? (
        <>
          <h3>Discounts</h3>
          <ul>
            {document.discounts.map((d) => (
              <li key={d.id}>
                {d.name}: {formatCents(d.amountCents)} off{d.reason ? ` (${d.reason})` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

export function StatementVersions({ record }: { record: StatementRecord }) {
  return (
    <section className="statement-section" aria-labelledby="statement-versions-title">
      <h2 id="statement-versions-title">Signed versions</h2>
      <p className="statement__state">
        {record.signed
          ? `Version ${record.version} is signed.`
          : record.ready
            ? `Version ${record.version} is ready and waits for the arranger's signature.`
            : 'The statement is not ready to sign yet.'}
      </p>
      {record.signatures.length === 0 ? (
        <p>No version has been signed yet.</p>
      ) : (
        <ul className="statement-versions">
          {record.signatures.toReversed().map((s) => (
            <li key={s.version}>
              Version {s.version}, signed by {s.signedBy} as “{s.typedName}” on <When at={s.signedAt} />.{' '}
              <a href={s.pdfPath} download>
                Download the signed PDF of version {s.version}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function StatementChanges({ record }: { record: StatementRecord }) {
  return (
    <section className="statement-section" aria-labelledby="statement-changes-title">
      <h2 id="statement-changes-title">Changes to the statement</h2>
      {record.changes.length === 0 ? (
        <p>No changes have been made by the funeral home.</p>
      ) : (
        <ul className="statement-changes">
          {record.changes.map((c) => (
            <li key={c.id}>
              {c.summary}.{' '}
              <span className="statement-note">
                By {c.by}, <When at={c.at} />.
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
