import { z } from 'zod'
import { RULE_LINE_KEYS, RULE_LINES } from '#contract/price-list-funeral-rule.ts'
import { PRICE_PART_MESSAGES, type PackageLineBody, type VariantBody } from '#contract/studio-price-parts.ts'
import { STUDIO_STATEMENT_MESSAGES } from '#contract/studio-statement.ts'
import { PACKAGE_KINDS, STUDIO_PRICE_MESSAGES } from '#contract/studio-price-words.ts'
import type { ItemBody, PriceItem } from '#contract/studio-prices.ts'
import { line, text } from '#contract/text.ts'
import { AMOUNT_MESSAGES, dollarsText, parseDollars } from '#src/features/statement/index.ts'

/**
 * A draft price list's forms as the owner types them (decision 063): an item (the price as
 * dollars, the category and the Funeral Rule's line as the selects hold them), a category, and a
 * choice of an item. The bodies are the contract's (contract/studio-prices.ts, studio-price-parts.ts).
 */

export type ItemValues = {
  categoryId: string
  name: string
  description: string
  price: string
  cashAdvance: boolean
  cashAdvanceMarkup: boolean
  /** '' when the item is none of the rule's lines. */
  ruleLine: string
}

const isRuleLine = (value: string): value is (typeof RULE_LINE_KEYS)[number] => (RULE_LINE_KEYS as readonly string[]).includes(value)

export const itemFormSchema = z
  .object({
    categoryId: z.string().regex(/^\d+$/, { message: STUDIO_PRICE_MESSAGES.categoryMissing }),
    name: line(200).min(1, STUDIO_PRICE_MESSAGES.nameRequired),
    description: text(2000),
    price: z.string().refine((v) => parseDollars(v) !== undefined, { message: AMOUNT_MESSAGES.format }),
    cashAdvance: z.boolean(),
    cashAdvanceMarkup: z.boolean(),
    ruleLine: z.union([z.literal(''), z.enum(RULE_LINE_KEYS)]),
  })
  .refine((v) => !isRuleLine(v.ruleLine) || !RULE_LINES[v.ruleLine].mustBeFree || parseDollars(v.price) === 0, {
    message: 'A casket or urn the family provides must have no handling fee: its price is 0.00',
    path: ['price'],
  })

export function itemValuesOf(item: PriceItem): ItemValues {
  return {
    categoryId: String(item.categoryId),
    name: item.name,
    description: item.description,
    price: dollarsText(item.priceCents),
    cashAdvance: item.cashAdvance,
    cashAdvanceMarkup: item.cashAdvanceMarkup,
    ruleLine: item.ruleLine ?? '',
  }
}

export function newItemValues(categoryId: number): ItemValues {
  return {
    categoryId: String(categoryId),
    name: '',
    description: '',
    price: '',
    cashAdvance: false,
    cashAdvanceMarkup: false,
    ruleLine: '',
  }
}

/** The body of checked values (the schema passed). */
export function itemBody(v: ItemValues): ItemBody {
  return {
    categoryId: Number(v.categoryId),
    name: v.name.trim(),
    description: v.description.trim(),
    priceCents: parseDollars(v.price) ?? 0,
    cashAdvance: v.cashAdvance,
    // A markup is only a cash advance's (16 CFR 453.3(f)).
    cashAdvanceMarkup: v.cashAdvance && v.cashAdvanceMarkup,
    ruleLine: isRuleLine(v.ruleLine) ? v.ruleLine : null,
  }
}

/** A category as typed: its name and whether families see it. */
export type CategoryValues = { name: string; displayForFamily: boolean }
export const categoryFormSchema = z.object({ name: line(120).min(1, STUDIO_PRICE_MESSAGES.nameRequired), displayForFamily: z.boolean() })

/** A choice (variant) of an item as typed: its price empty for the item's own. */
export type VariantValues = { name: string; description: string; price: string }
export const variantFormSchema = z.object({
  name: line(200).min(1, STUDIO_PRICE_MESSAGES.nameRequired),
  description: text(2000),
  price: z.string().refine((v) => v.trim() === '' || parseDollars(v) !== undefined, { message: AMOUNT_MESSAGES.format }),
})

export function variantValuesOf(variant: PriceItem['variants'][number] | undefined): VariantValues {
  if (!variant) return { name: '', description: '', price: '' }
  return { name: variant.name, description: variant.description, price: variant.priceCents === null ? '' : dollarsText(variant.priceCents) }
}

export function variantBody(v: VariantValues): VariantBody {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    priceCents: v.price.trim() === '' ? null : (parseDollars(v.price) ?? null),
  }
}

/** A package as typed: its name, words and kind. */
export type PackageValues = { name: string; description: string; category: string }
export const packageFormSchema = z.object({
  name: line(200).min(1, STUDIO_PRICE_MESSAGES.nameRequired),
  description: text(2000),
  category: z.enum(PACKAGE_KINDS),
})

/** An item a package includes, as the selects and boxes hold it ('' for the family's pick of a choice). */
export type PackageLineValues = { itemId: string; variantId: string; quantity: string; required: boolean }
export const packageLineFormSchema = z.object({
  itemId: z.string().regex(/^\d+$/, { message: PRICE_PART_MESSAGES.itemMissing }),
  variantId: z.string().regex(/^\d*$/),
  quantity: z.string().regex(/^([1-9]|[1-9]\d)$/, { message: STUDIO_STATEMENT_MESSAGES.quantity }),
  required: z.boolean(),
})

export function packageLineBody(v: PackageLineValues): PackageLineBody {
  return {
    itemId: Number(v.itemId),
    variantId: v.variantId === '' ? null : Number(v.variantId),
    quantity: Number(v.quantity),
    required: v.required,
  }
}
