import type { GplItem, ItemVariant, LineOption } from '#contract/arrangements.ts'
import { ApiError } from '#contract/errors.ts'
import type { LineRow } from './arrangement.ts'
import type { Catalogue } from './catalogue.ts'
import { invalidField } from '../validate.ts'

/** What the family reads when a line option does not fit the price list (422, by field). */
export const LINE_MESSAGES = {
  unknownItem: 'This item is not on the price list',
  variantRequired: 'Choose one of the options of this item',
  foreignVariant: 'This option does not belong to the item',
  noVariants: 'This item has no options to choose',
  notInSelector: 'Choose one of the items this line offers',
  otherCategory: 'Choose an item of the same category',
  freeText: 'This line has no item to choose',
  required: 'This item is part of the package and cannot be removed',
} as const

export type ResolvedOption = { item: GplItem; variant: ItemVariant | null; quantity: number }

/**
 * Checks a line option against the company's price list: the item must be this company's (an
 * item of another funeral home is simply "not on the price list"), and an item with variants
 * needs one of its own variants; an item without variants takes none.
 */
export function resolveOption(catalogue: Catalogue, option: LineOption): ResolvedOption {
  const item = catalogue.items.get(option.itemId)
  if (!item) throw invalidField('itemId', LINE_MESSAGES.unknownItem)
  const variantId = option.variantId ?? null
  if (item.variantCount === 0) {
    if (variantId !== null) throw invalidField('variantId', LINE_MESSAGES.noVariants)
    return { item, variant: null, quantity: option.quantity }
  }
  if (variantId === null) throw invalidField('variantId', LINE_MESSAGES.variantRequired)
  const variant = catalogue.variants.get(variantId)
  if (!variant || variant.itemId !== item.id) throw invalidField('variantId', LINE_MESSAGES.foreignVariant)
  return { item, variant, quantity: option.quantity }
}

/**
 * A change to an existing line: a selector line takes one of its selector's items; an item
 * line may swap to another item of its category (another casket); a free-text line has no
 * item to choose.
 */
export function resolveLineChange(catalogue: Catalogue, line: LineRow, option: LineOption): ResolvedOption {
  if (line.itemId === null && line.selectorId === null) throw invalidField('itemId', LINE_MESSAGES.freeText)
  const resolved = resolveOption(catalogue, option)
  if (line.selectorId !== null) {
    const selector = catalogue.selectors.get(line.selectorId)
    if (!selector?.selectorItems.some((si) => si.item.id === resolved.item.id)) throw invalidField('itemId', LINE_MESSAGES.notInSelector)
  } else if (resolved.item.category.id !== line.categoryId) {
    throw invalidField('itemId', LINE_MESSAGES.otherCategory)
  }
  return resolved
}

/** Required package lines stay; everything else the family may remove. */
export function assertRemovable(line: LineRow): void {
  if (line.required) throw new ApiError(422, undefined, { message: LINE_MESSAGES.required })
}
