import { and, asc, eq, sum } from 'drizzle-orm'
import { chargedCategories, statementTotals, summarizeByCategory, type StatementTotals } from '#contract/arrangement-rules.ts'
import type { Statement, StatementTemplate } from '#contract/payments.ts'
import { StatementTemplateSchema } from '#contract/payments.ts'
import { casePayments, statementAdjustments, statementTemplateRevisions } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { purchaserOf, toArrangement, type ArrangementState } from './arrangement.ts'

type TemplateRow = typeof statementTemplateRevisions.$inferSelect

export function toTemplate(row: TemplateRow): StatementTemplate {
  return StatementTemplateSchema.parse({
    id: row.id,
    name: row.name,
    revision: row.revision,
    displayType: row.displayType,
    heading: row.heading,
    disclosures: JSON.parse(row.disclosures),
    effectiveFrom: row.effectiveFrom,
    current: row.current,
  })
}

export async function findTemplate(db: Db, companyId: number, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(statementTemplateRevisions)
    .where(and(eq(statementTemplateRevisions.id, id), eq(statementTemplateRevisions.companyId, companyId)))
    .limit(1)
  return row
}

/** The category the statement lists cash advances under. */
export const CASH_ADVANCE_CATEGORY = 'Cash advance items'

/** The totals with the statement's discounts taken off the subtotal (never below zero). */
function withDiscount(totals: StatementTotals, discountCents: number): StatementTotals {
  const totalCents = Math.max(0, totals.subtotalCents - discountCents)
  return { ...totals, totalCents, balanceCents: Math.max(0, totalCents - totals.paidCents) }
}

/** What has been paid on a case (succeeded payments only). */
export async function paidCents(db: Db, caseId: number): Promise<number> {
  const [row] = await db
    .select({ paid: sum(casePayments.amountCents) })
    .from(casePayments)
    .where(and(eq(casePayments.caseId, caseId), eq(casePayments.status, 'succeeded')))
  return Number(row?.paid ?? 0)
}

/**
 * The statement of goods and services, built from the arrangement's lines each time (so it
 * always reflects them). Lines follow the family's category order, then hidden categories.
 */
export async function buildStatement(db: Db, companyId: number, state: ArrangementState): Promise<Statement> {
  const arrangement = toArrangement(state)
  const templateId = arrangement.templateRevisionId ?? state.currentTemplateId
  const [template, paid, adjustments] = await Promise.all([
    templateId === null ? undefined : findTemplate(db, companyId, templateId),
    paidCents(db, state.caseId),
    db
      .select()
      .from(statementAdjustments)
      .where(and(eq(statementAdjustments.caseId, state.caseId), eq(statementAdjustments.companyId, companyId)))
      .orderBy(asc(statementAdjustments.id)),
  ])
  // Cash advances staff added are lines of their own category; discounts come off the total (decision 064).
  const advanceLines = adjustments
    .filter((a) => a.kind === 'cash_advance')
    .map((a) => ({
      categoryId: 0,
      category: CASH_ADVANCE_CATEGORY,
      description: a.name,
      quantity: 1,
      unitPriceCents: a.amountCents,
      priceCents: a.amountCents,
    }))
  const discountCents = adjustments.filter((a) => a.kind === 'discount').reduce((total, a) => total + a.amountCents, 0)
  const itemLines = chargedCategories(arrangement.categories).flatMap((c) =>
    c.lines.map((l) => ({
      categoryId: c.itemCategory.id,
      category: c.itemCategory.name,
      description: l.item ? (l.variant ? `${l.item.name} (${l.variant.name})` : l.item.name) : (l.name ?? l.selector?.name ?? ''),
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      priceCents: l.priceCents,
    })),
  )
  const lines = [...itemLines, ...advanceLines]
  const displayType = template?.displayType ?? 'ITEMIZED'
  const purchaser = purchaserOf(state.row)
  return {
    caseId: state.caseId,
    templateRevisionId: template?.id ?? null,
    displayType,
    heading: template?.heading ?? 'Statement of Funeral Goods and Services Selected',
    packageName: arrangement.packageName,
    purchaserName: purchaser ? `${purchaser.firstName} ${purchaser.lastName}` : null,
    lines:
      displayType === 'ITEMIZED'
        ? lines.map(({ category, description, quantity, unitPriceCents, priceCents }) => ({
            category,
            description,
            quantity,
            unitPriceCents,
            priceCents,
          }))
        : summarizeByCategory(lines.map((l) => ({ categoryId: l.categoryId, categoryName: l.category, priceCents: l.priceCents }))).map(
            (s) => ({
              category: s.categoryName,
              description: s.categoryName,
              quantity: null,
              unitPriceCents: null,
              priceCents: s.priceCents,
            }),
          ),
    ...withDiscount(
      statementTotals(
        lines.map((l) => l.priceCents),
        paid,
      ),
      discountCents,
    ),
    submittedAt: arrangement.submittedAt,
  }
}
