import { and, asc, eq } from 'drizzle-orm'
import { finishBlockers, isCategoryComplete, isLineComplete, lineTotalCents, selectionsComplete } from '#contract/arrangement-rules.ts'
import { PurchaserSchema, type Arrangement, type ArrangementLine, type Purchaser } from '#contract/arrangements.ts'
import { ApiError } from '#contract/errors.ts'
import { arrangementLines, arrangements, gplPackages, statementTemplateRevisions } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { currentVersionId, emptyCatalogue, loadCatalogue, type Catalogue } from './catalogue.ts'

export type ArrangementRow = typeof arrangements.$inferSelect
export type LineRow = typeof arrangementLines.$inferSelect

/** Everything about one case's arrangement, loaded together. */
export type ArrangementState = {
  caseId: number
  row: ArrangementRow | null
  lines: LineRow[]
  packageName: string | null
  catalogue: Catalogue
  /** The template revision a new arrangement row gets. */
  currentTemplateId: number | null
  /** The price list version the arrangement reads: the one it started on, or today's for a new one (decision 063). */
  versionId: number | null
}

/** The answer to a change once the contract is submitted (documented: 422, not 409, so clients never retry it). */
export const LOCKED_MESSAGE = 'The contract has been submitted, so the arrangement can no longer be changed'

export async function loadArrangement(db: Db, companyId: number, caseId: number): Promise<ArrangementState> {
  const [rows, lines, templates, current] = await Promise.all([
    db
      .select({ row: arrangements, packageName: gplPackages.name })
      .from(arrangements)
      .leftJoin(gplPackages, eq(gplPackages.id, arrangements.packageId))
      .where(and(eq(arrangements.caseId, caseId), eq(arrangements.companyId, companyId)))
      .limit(1),
    db
      .select()
      .from(arrangementLines)
      .where(eq(arrangementLines.caseId, caseId))
      .orderBy(asc(arrangementLines.position), asc(arrangementLines.id)),
    db
      .select({ id: statementTemplateRevisions.id })
      .from(statementTemplateRevisions)
      .where(and(eq(statementTemplateRevisions.companyId, companyId), eq(statementTemplateRevisions.current, true)))
      .limit(1),
    currentVersionId(db, companyId),
  ])
  const found = rows[0]
  // An arrangement keeps the version it started on; one not started yet reads today's.
  const versionId = found?.row.priceListVersionId ?? current
  const catalogue = versionId === null ? emptyCatalogue() : await loadCatalogue(db, companyId, versionId)
  return {
    versionId,
    caseId,
    row: found?.row ?? null,
    lines,
    packageName: found?.packageName ?? null,
    catalogue,
    currentTemplateId: templates[0]?.id ?? null,
  }
}

export function purchaserOf(row: ArrangementRow | null): Purchaser | null {
  if (!row?.purchaser) return null
  const parsed = PurchaserSchema.safeParse(JSON.parse(row.purchaser))
  return parsed.success ? parsed.data : null
}

/** A submitted arrangement takes no more changes. */
export function assertOpen(state: ArrangementState): void {
  if (state.row?.submittedAt) throw new ApiError(422, undefined, { message: LOCKED_MESSAGE })
}

/** The price of one of the line's item (its variant's), or null while something is still to be chosen. */
function unitPrice(line: LineRow, catalogue: Catalogue): number | null {
  if (line.itemId === null) return line.selectorId === null ? (line.unitPriceCents ?? 0) : null
  const item = catalogue.items.get(line.itemId)
  if (!item) return null
  if (line.variantId !== null) return catalogue.variants.get(line.variantId)?.priceCents ?? null
  return item.variantCount === 0 ? item.priceCents : null
}

export function toLine(line: LineRow, catalogue: Catalogue): ArrangementLine {
  const category = catalogue.categoryById.get(line.categoryId)
  const item = line.itemId === null ? null : (catalogue.items.get(line.itemId) ?? null)
  const selector = line.selectorId === null ? null : (catalogue.selectors.get(line.selectorId) ?? null)
  const variant = line.variantId === null ? null : (catalogue.variants.get(line.variantId) ?? null)
  const unitPriceCents = unitPrice(line, catalogue)
  const shape = { item, selector, variant, name: line.name }
  return {
    id: line.id,
    category: { id: line.categoryId, name: category?.name ?? '' },
    ...shape,
    quantity: line.quantity,
    unitPriceCents,
    priceCents: lineTotalCents(unitPriceCents, line.quantity),
    required: line.required,
    fromPackage: line.fromPackage,
    complete: isLineComplete(shape),
  }
}

/** The arrangement as the portal reads it: every category of the price list with its lines. */
export function toArrangement(state: ArrangementState): Arrangement {
  const lines = state.lines.map((l) => toLine(l, state.catalogue))
  const categories = state.catalogue.categories.map((c) => {
    const own = lines.filter((l) => l.category.id === c.id)
    return {
      itemCategory: { id: c.id, name: c.name },
      position: c.position,
      displayForFamily: c.displayForFamily,
      complete: isCategoryComplete({ lines: own }),
      lines: own,
    }
  })
  const packageId = state.row?.packageId ?? null
  const hasPurchaser = purchaserOf(state.row) !== null
  const missing = finishBlockers({ packageId, categories, hasPurchaser })
  return {
    caseId: state.caseId,
    packageId,
    packageName: packageId === null ? null : state.packageName,
    categories,
    hasPurchaser,
    selectionsComplete: selectionsComplete({ packageId, categories }),
    canFinish: missing.length === 0,
    missing,
    locked: Boolean(state.row?.submittedAt),
    submittedAt: state.row?.submittedAt ?? null,
    templateRevisionId: state.row?.templateRevisionId ?? state.currentTemplateId,
    totalCents: lines.reduce((sum, l) => sum + l.priceCents, 0),
  }
}

/**
 * The arrangement row of a case, made on the first change (with the company's current
 * statement template). A statement for the caller's batch, so the row and the change that
 * needed it are written together.
 */
export function ensureArrangementRow(db: Db, companyId: number, state: ArrangementState) {
  return db
    .insert(arrangements)
    .values({ caseId: state.caseId, companyId, templateRevisionId: state.currentTemplateId, priceListVersionId: state.versionId })
    .onConflictDoNothing()
}
