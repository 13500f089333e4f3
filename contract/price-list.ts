import { z } from 'zod'
import { IdSchema, IsoDateSchema } from './common.ts'
import { GplItemSchema, ItemVariantSchema, PackageSchema } from './arrangements.ts'
import { defineOperations } from './operation.ts'
import { PRICE_LIST_PATH } from './price-list-constants.ts'

export { PRICE_LIST_PATH }

/**
 * A funeral home's General Price List as anyone may read it (issue 18 point 10): every category
 * of goods and services with its items' prices, the packages, and the Funeral Rule's
 * disclosures. Money is whole cents. Decision 032 says why hidden categories are listed too.
 */

/** A variant as the list shows it: its name and its own price (the item's when it has none). */
export const PriceListVariantSchema = ItemVariantSchema.omit({ itemId: true, photo: true })
export type PriceListVariant = z.infer<typeof PriceListVariantSchema>

/** An item under its category's heading, with its variants; with variants, each one's price is what a family pays. */
export const PriceListItemSchema = GplItemSchema.omit({ category: true, variantCount: true }).extend({
  /** Paid to others on the family's behalf (16 CFR 453.3(f)); the list marks it. */
  cashAdvance: z.boolean(),
  variants: z.array(PriceListVariantSchema),
})
export type PriceListItem = z.infer<typeof PriceListItemSchema>

export const PriceListCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  items: z.array(PriceListItemSchema).min(1),
})
export type PriceListCategory = z.infer<typeof PriceListCategorySchema>

/** A package as families compare them: its starting price and what it includes (no case, so nothing is selected). */
export const PriceListPackageSchema = PackageSchema.omit({ selected: true })
export type PriceListPackage = z.infer<typeof PriceListPackageSchema>

export const PriceListSchema = z.object({
  /** The day the current version of the price list took effect (decision 063), or null when none is published. */
  effectiveFrom: IsoDateSchema.nullable(),
  /** In price-list order: highest position first, then by name. */
  categories: z.array(PriceListCategorySchema),
  packages: z.array(PriceListPackageSchema),
  /** The consumer's right to choose as this version words it (the page opens with it); null: no version. */
  rightToChoose: z.string().nullable(),
  /** The Funeral Rule's other disclosures of the current version, one paragraph each, in the rule's words. */
  disclosures: z.array(z.string()),
})
export type PriceList = z.infer<typeof PriceListSchema>

export const operations = defineOperations([
  {
    method: 'get',
    path: PRICE_LIST_PATH,
    summary:
      "The funeral home's General Price List: every category with its items and prices, the packages with their starting prices, and the Funeral Rule's disclosures",
    tags: ['website'],
    access: 'public',
    response: { status: 200, schema: PriceListSchema },
  },
])
