import { categoriesToChoose, familyCategories, isFreeTextLine } from '#contract/arrangement-rules.ts'
import type { Arrangement, ArrangementCategory, ArrangementLine, LineOption } from '#contract/arrangements.ts'

/**
 * The arrangements screens' own rules (issue 18), pure so they are tested alone: what a line
 * asks of the family, how far the selections are, and when choosing a package would undo choices.
 * The arrangement's rules themselves (completeness, finishing) are the contract's.
 */

/** What the family can do with a line: pick one of a selector's items, pick a variant, or only read it. */
export type LineKind = 'selector' | 'item' | 'free-text'

export function lineKind(line: Pick<ArrangementLine, 'item' | 'selector' | 'variant' | 'name'>): LineKind {
  if (line.selector) return 'selector'
  return isFreeTextLine(line) ? 'free-text' : 'item'
}

/** How a line reads in a list: its item (and variant), its free text, or what is still to choose. */
export function lineLabel(line: Pick<ArrangementLine, 'item' | 'selector' | 'variant' | 'name'>): string {
  if (line.item) return line.variant ? `${line.item.name}: ${line.variant.name}` : line.item.name
  if (line.name) return line.name
  return line.selector ? `${line.selector.name}: still to choose` : 'Still to choose'
}

export type SelectionsProgress = { complete: number; total: number; percent: number; words: string }

/** How many of the categories the family sees are complete, as a number and in words (spec §4, §5). */
export function selectionsProgress(categories: readonly ArrangementCategory[]): SelectionsProgress {
  const total = familyCategories(categories).length
  const complete = total - categoriesToChoose(categories)
  const percent = total === 0 ? 100 : Math.round((complete / total) * 100)
  const words =
    total === 0
      ? 'There is nothing to choose in this package.'
      : complete === total
        ? `All ${total} ${total === 1 ? 'category is' : 'categories are'} complete.`
        : `${complete} of ${total} categories complete.`
  return { complete, total, percent, words }
}

/** The lines holding something the family chose: an item for a selector, a variant, or a line they added. */
export function familyChoices(arrangement: Pick<Arrangement, 'categories'>): ArrangementLine[] {
  return arrangement.categories.flatMap((category) =>
    category.lines.filter((line) => !line.fromPackage || (line.selector !== null && line.item !== null) || line.variant !== null),
  )
}

/**
 * Selecting a package replaces the arrangement's lines with the package's (contract: "replaces the
 * arrangement's package and all its lines"), so the family is asked first when another package
 * would undo choices they made. The same package again changes nothing.
 */
export function packageChangeUndoesChoices(arrangement: Pick<Arrangement, 'packageId' | 'categories'>, packageId: number): boolean {
  return arrangement.packageId !== null && arrangement.packageId !== packageId && familyChoices(arrangement).length > 0
}

/**
 * The option to save for a line, once the family's choice is whole: an item with variants needs
 * one of them (the api refuses it otherwise), so until then nothing is sent and the choice stays
 * on screen. Undefined while something is still to choose.
 */
export function savableOption(
  choice: { itemId: number | null; variantId: number | null; quantity: number },
  variantCountOf: (itemId: number) => number | undefined,
): LineOption | undefined {
  if (choice.itemId === null) return undefined
  const variants = variantCountOf(choice.itemId)
  if (variants === undefined) return undefined
  if (variants > 0 && choice.variantId === null) return undefined
  return { itemId: choice.itemId, quantity: choice.quantity, variantId: variants > 0 ? choice.variantId : null }
}
