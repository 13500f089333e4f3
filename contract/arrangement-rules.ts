/**
 * Rules of an arrangement (spec §4, §5) shared by the api (which enforces them) and the portal
 * (which shows them): when a line, a category and the selections are complete, when the
 * arrangement can be finished, which categories the family sees, and the statement's sums.
 * Pure functions over the smallest shapes they need, so both sides can call them.
 */

/** A line as far as completeness goes (contract `ArrangementLine` fits). */
export type RuleLine = {
  item: { variantCount: number } | null
  selector: unknown
  variant: unknown
  name: string | null
}

export type RuleCategory = {
  itemCategory: { id: number; name: string }
  position: number
  displayForFamily: boolean
  lines: readonly RuleLine[]
}

export type RuleArrangement = {
  packageId: number | null
  categories: readonly RuleCategory[]
  hasPurchaser: boolean
}

/** What stops an arrangement from being finished, in the words the family reads. */
export const FINISH_MESSAGES = {
  noPackage: 'Choose a package before submitting the contract',
  incomplete: (categories: readonly string[]) => `Finish your selections in: ${categories.join(', ')}`,
  noPurchaser: 'Enter the purchaser details before submitting the contract',
} as const

/** A line with neither an item nor a selector is free text ("Clergy honorarium"). */
export function isFreeTextLine(line: RuleLine): boolean {
  return line.item === null && (line.selector === null || line.selector === undefined)
}

/**
 * spec §4: a line is complete when it has its item (and a variant when the item has variants),
 * or a name for free-text lines.
 */
export function isLineComplete(line: RuleLine): boolean {
  if (isFreeTextLine(line)) return (line.name ?? '').trim() !== ''
  if (line.item === null) return false
  return line.item.variantCount === 0 || (line.variant !== null && line.variant !== undefined)
}

/** spec §4: a category is complete when every line is. */
export function isCategoryComplete(category: Pick<RuleCategory, 'lines'>): boolean {
  return category.lines.every(isLineComplete)
}

/** spec §4: selections are complete when a package is chosen and all categories are complete. */
export function selectionsComplete(arrangement: Pick<RuleArrangement, 'packageId' | 'categories'>): boolean {
  return arrangement.packageId !== null && arrangement.categories.every(isCategoryComplete)
}

/** Why the arrangement cannot be finished yet (empty when it can), in the order to fix them. */
export function finishBlockers(arrangement: RuleArrangement): string[] {
  const out: string[] = []
  if (arrangement.packageId === null) out.push(FINISH_MESSAGES.noPackage)
  const incomplete = arrangement.categories.filter((c) => !isCategoryComplete(c)).map((c) => c.itemCategory.name)
  if (incomplete.length > 0) out.push(FINISH_MESSAGES.incomplete(incomplete))
  if (!arrangement.hasPurchaser) out.push(FINISH_MESSAGES.noPurchaser)
  return out
}

/** spec §4: finished only with a package, complete selections and a purchaser. */
export function canFinish(arrangement: RuleArrangement): boolean {
  return finishBlockers(arrangement).length === 0
}

/** spec §5: only categories with displayForFamily, by position descending, then name. */
export function familyCategories<T extends Pick<RuleCategory, 'displayForFamily' | 'position' | 'itemCategory'>>(
  categories: readonly T[],
): T[] {
  return categories
    .filter((c) => c.displayForFamily)
    .toSorted((a, b) => b.position - a.position || a.itemCategory.name.localeCompare(b.itemCategory.name))
}

/**
 * What is left for the family to choose: the categories they see (spec §5) that are not complete
 * (spec §4). The one count every screen says (issue 34.2: the header said "2 things still to
 * choose" for 4 such categories, counting what blocks the submit instead).
 */
export function categoriesToChoose(
  categories: readonly Pick<RuleCategory, 'displayForFamily' | 'position' | 'itemCategory' | 'lines'>[],
): number {
  return familyCategories(categories).filter((c) => !isCategoryComplete(c)).length
}

/**
 * Every category whose lines are charged, in the order a statement lists them: the family's (spec
 * §5's order), then those the family does not choose from (a permit, a filing), as they come. A
 * total is the sum of these lines, so whatever shows a total lists them all (issue 34.2: a $20
 * permit was charged and not listed on the review).
 */
export function chargedCategories<T extends Pick<RuleCategory, 'displayForFamily' | 'position' | 'itemCategory'>>(
  categories: readonly T[],
): T[] {
  return [...familyCategories(categories), ...categories.filter((c) => !c.displayForFamily)]
}

/** A line's price: unit price × quantity, or nothing yet while its item is still to be chosen. */
export function lineTotalCents(unitPriceCents: number | null, quantity: number): number {
  return unitPriceCents === null ? 0 : unitPriceCents * quantity
}

export type StatementTotals = { subtotalCents: number; totalCents: number; paidCents: number; balanceCents: number }

/**
 * Sums of a statement. No sales tax is modelled (funeral services are largely exempt, and the
 * demo price lists quote merchandise tax-inclusive), so total = subtotal. The balance never
 * goes below zero.
 */
export function statementTotals(linePrices: readonly number[], paidCents: number): StatementTotals {
  const subtotalCents = linePrices.reduce((sum, cents) => sum + cents, 0)
  return { subtotalCents, totalCents: subtotalCents, paidCents, balanceCents: Math.max(0, subtotalCents - paidCents) }
}

export type SummaryInput = { categoryId: number; categoryName: string; priceCents: number }

/** A SUMMARY statement shows one line per category (in first-seen order) with its total. */
export function summarizeByCategory(lines: readonly SummaryInput[]): { categoryId: number; categoryName: string; priceCents: number }[] {
  const byCategory = new Map<number, { categoryId: number; categoryName: string; priceCents: number }>()
  for (const line of lines) {
    const entry = byCategory.get(line.categoryId) ?? { categoryId: line.categoryId, categoryName: line.categoryName, priceCents: 0 }
    entry.priceCents += line.priceCents
    byCategory.set(line.categoryId, entry)
  }
  return [...byCategory.values()]
}
