import { and, asc, eq, inArray } from 'drizzle-orm'
import { chargedCategories } from '#contract/arrangement-rules.ts'
import type { StatementAdjustment, StatementDocument } from '#contract/statement-signing.ts'
import { STAFF_ROLE_LABELS } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import type { Db } from '../db/client.ts'
import { caseStatements, statementAdjustments, users } from '../db/schema.ts'
import { purchaserOf, toArrangement, type ArrangementState } from './arrangement.ts'
import { changedBy, documentTotals } from './signing-rules.ts'
import { findTemplate } from './statement.ts'

/**
 * The statement as the document that is signed (decision 064), built from the arrangement's lines
 * (the family's and those staff added), the discounts and cash advances, the embalming decision
 * and the template's disclosures. Built fresh each time; a signature freezes one as JSON.
 */

export type CaseNames = { id: number; firstName: string; middleName?: string | null; lastName: string }
export type StatementFacts = typeof caseStatements.$inferSelect

export async function loadStatementFacts(db: Db, caseId: number): Promise<StatementFacts | undefined> {
  const [row] = await db.select().from(caseStatements).where(eq(caseStatements.caseId, caseId)).limit(1)
  return row
}

/** Names of the people who added something, with their staff role's label (null for family). */
export async function peopleNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, staffRole: users.staffRole })
    .from(users)
    .where(inArray(users.id, wanted))
  return new Map(rows.map((r) => [r.id, changedBy(r, r.staffRole ? STAFF_ROLE_LABELS[r.staffRole] : null)]))
}

export async function buildDocument(
  db: Db,
  company: { id: number; name: string },
  theCase: CaseNames,
  state: ArrangementState,
): Promise<StatementDocument> {
  const arrangement = toArrangement(state)
  const templateId = arrangement.templateRevisionId ?? state.currentTemplateId
  const [template, adjustments, facts] = await Promise.all([
    templateId === null ? undefined : findTemplate(db, company.id, templateId),
    db
      .select()
      .from(statementAdjustments)
      .where(and(eq(statementAdjustments.caseId, theCase.id), eq(statementAdjustments.companyId, company.id)))
      .orderBy(asc(statementAdjustments.id)),
    loadStatementFacts(db, theCase.id),
  ])
  const rowOf = new Map(state.lines.map((l) => [l.id, l]))
  const names = await peopleNames(db, [...state.lines.map((l) => l.addedBy), ...adjustments.map((a) => a.addedBy)])
  const lines = chargedCategories(arrangement.categories).flatMap((c) =>
    c.lines.map((l) => {
      const row = rowOf.get(l.id)
      return {
        lineId: l.id,
        category: c.itemCategory.name,
        description: l.item ? (l.variant ? `${l.item.name} (${l.variant.name})` : l.item.name) : (l.name ?? l.selector?.name ?? ''),
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        priceCents: l.priceCents,
        requirement: row?.requirement ?? null,
        addedBy: row?.addedBy == null ? null : (names.get(row.addedBy) ?? null),
      }
    }),
  )
  const toAdjustment = (a: (typeof adjustments)[number]): StatementAdjustment => ({
    id: a.id,
    kind: a.kind,
    name: a.name,
    amountCents: a.amountCents,
    reason: a.reason,
    addedBy: a.addedBy === null ? null : (names.get(a.addedBy) ?? null),
  })
  const cashAdvances = adjustments.filter((a) => a.kind === 'cash_advance').map(toAdjustment)
  const discounts = adjustments.filter((a) => a.kind === 'discount').map(toAdjustment)
  const purchaser = purchaserOf(state.row)
  return {
    caseId: theCase.id,
    homeName: company.name,
    personName: fullName(theCase),
    heading: template?.heading ?? 'Statement of Funeral Goods and Services Selected',
    packageName: arrangement.packageName,
    purchaserName: purchaser ? `${purchaser.firstName} ${purchaser.lastName}` : null,
    lines,
    cashAdvances,
    discounts,
    embalming: { decision: facts?.embalming ?? null, by: facts?.embalmingBy ?? null, on: facts?.embalmingOn ?? null },
    disclosures: template ? (JSON.parse(template.disclosures) as string[]) : [],
    ...documentTotals(
      lines.reduce((sum, l) => sum + l.priceCents, 0),
      cashAdvances.map((a) => a.amountCents),
      discounts.map((a) => a.amountCents),
    ),
  }
}
