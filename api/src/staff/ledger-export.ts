import { and, asc, eq, gte, isNotNull, lte, ne } from 'drizzle-orm'
import { PAYMENT_METHOD_LABELS } from '#contract/payments.ts'
import type { LedgerExportQuery } from '#contract/studio-ledger.ts'
import { todayIn } from '#core/zoned-time.ts'
import { arrangements, casePayments, cases } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import type { LedgerCsvRow } from './ledger-csv.ts'
import { caseBalance } from './ledger.ts'

/**
 * The rows of the accountant's export (ledger-csv.ts), of the caller's home only:
 * - payments: every payment and refund whose money moved on a day of the range (inclusive);
 * - statements: every line of each statement submitted on a day of the range (home's clock),
 *   with its category, as the statement prints it.
 */

type CaseName = { id: number; firstName: string; lastName: string }

function caseLabel(c: CaseName): string {
  return `${c.lastName}, ${c.firstName} (case ${c.id})`
}

export async function paymentRows(db: Db, companyId: number, { from, to }: LedgerExportQuery): Promise<LedgerCsvRow[]> {
  const rows = await db
    .select({ p: casePayments, c: { id: cases.id, firstName: cases.firstName, lastName: cases.lastName } })
    .from(casePayments)
    .innerJoin(cases, eq(cases.id, casePayments.caseId))
    .where(
      and(
        eq(casePayments.companyId, companyId),
        ne(casePayments.status, 'pending'),
        gte(casePayments.receivedOn, from),
        lte(casePayments.receivedOn, to),
      ),
    )
    .orderBy(asc(casePayments.receivedOn), asc(casePayments.id))
  return rows.map(({ p, c }) => ({
    date: p.receivedOn ?? p.createdAt.slice(0, 10),
    caseLabel: caseLabel(c),
    payer: p.payerName,
    method: p.method === 'card' && p.last4 ? `${PAYMENT_METHOD_LABELS.card} (${p.brand} ${p.last4})` : PAYMENT_METHOD_LABELS[p.method],
    reference: p.reference || (p.kind === 'refund' ? `Refund of receipt ${p.refundOf ?? ''}` : `Receipt ${p.id}`),
    amountCents: p.amountCents,
    taxCents: 0,
    category: p.kind === 'refund' ? 'Refund' : 'Payment',
  }))
}

export async function statementRows(db: Db, companyId: number, timeZone: string, { from, to }: LedgerExportQuery): Promise<LedgerCsvRow[]> {
  const submitted = await db
    .select({ id: cases.id, firstName: cases.firstName, lastName: cases.lastName, submittedAt: arrangements.submittedAt })
    .from(arrangements)
    .innerJoin(cases, eq(cases.id, arrangements.caseId))
    .where(and(eq(arrangements.companyId, companyId), isNotNull(arrangements.submittedAt)))
    .orderBy(asc(arrangements.submittedAt), asc(cases.id))
  const inRange = submitted
    .map((c) => ({ ...c, day: todayIn(timeZone, new Date(c.submittedAt ?? '')) }))
    .filter((c) => c.day >= from && c.day <= to)
  const statements = await Promise.all(inRange.map(async (c) => ({ c, ...(await caseBalance(db, { companyId, caseId: c.id })) })))
  return statements.flatMap(({ c, statement }) => {
    // No sales tax is modelled (contract/arrangement-rules.ts): what the total adds to the subtotal is the tax.
    const taxCents = statement.totalCents - statement.subtotalCents
    return statement.lines.map((line, i) => ({
      date: c.day,
      caseLabel: caseLabel(c),
      payer: statement.purchaserName ?? '',
      method: '',
      reference: `Statement ${c.id}, line ${i + 1}: ${line.description}${line.quantity && line.quantity > 1 ? ` × ${line.quantity}` : ''}`,
      amountCents: line.priceCents,
      taxCents: i === 0 ? taxCents : 0,
      category: line.category,
    }))
  })
}
