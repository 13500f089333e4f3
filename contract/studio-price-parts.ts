import { z } from 'zod'
import { CentsSchema, IdParamSchema, IdSchema } from './common.ts'
import { PACKAGE_KINDS } from './studio-price-words.ts'
import { defineOperations } from './operation.ts'
import { STUDIO_PRICES_PATH, PriceVersionDetailSchema, VersionParamsSchema, ItemParamsSchema } from './studio-prices.ts'
import { line, text } from './text.ts'

/**
 * The parts of a draft price list beside its items (issue 39 point 1, decision 063): categories
 * (named, ordered, shown to families or not), an item's variants and its prices at the home's
 * branches. Owner only (area `prices`); each call answers with the draft whole.
 */

export const PRICE_PART_MESSAGES = {
  categoryNotEmpty: 'Move or take off the items of this category first: a category with items cannot be taken off',
  categoryInPackage: 'A package of this price list includes a line of this category; take it out of the package first',
  variantInPackage: 'A package of this price list includes this choice; take it out of the package first',
  itemMissing: 'Choose an item of this price list',
  variantMissing: 'Choose one of this item’s choices, or none',
} as const

export const CategoryParamsSchema = VersionParamsSchema.extend({ categoryId: IdParamSchema })
export const VariantParamsSchema = ItemParamsSchema.extend({ variantId: IdParamSchema })
export const LocationPriceParamsSchema = ItemParamsSchema.extend({ locationId: IdParamSchema })

export const CategoryBodySchema = z.object({
  name: line(120).min(1, 'Enter a name'),
  displayForFamily: z.boolean().default(true),
})
export type CategoryBody = z.infer<typeof CategoryBodySchema>

export const CategoryMoveBodySchema = z.object({ direction: z.enum(['up', 'down']) })

export const VariantBodySchema = z.object({
  name: line(200).min(1, 'Enter a name'),
  description: text(2000).default(''),
  /** null: the item's own price. */
  priceCents: CentsSchema.nullable().default(null),
})
export type VariantBody = z.infer<typeof VariantBodySchema>

export const LocationPriceBodySchema = z.object({ priceCents: CentsSchema })

export const PackageParamsSchema = VersionParamsSchema.extend({ packageId: IdParamSchema })
export const PackageLineParamsSchema = PackageParamsSchema.extend({ lineId: IdParamSchema })

export const PackageBodySchema = z.object({
  name: line(200).min(1, 'Enter a name'),
  description: text(2000).default(''),
  category: z.enum(PACKAGE_KINDS),
})
export type PackageBody = z.infer<typeof PackageBodySchema>

/** An item the package includes: one of the draft's items (with one of its choices, or the family's pick). */
export const PackageLineBodySchema = z.object({
  itemId: IdSchema,
  variantId: IdSchema.nullable().default(null),
  quantity: z.number().int().min(1).max(99).default(1),
  /** A required line cannot be taken out by the family. */
  required: z.boolean().default(true),
})
export type PackageLineBody = z.infer<typeof PackageLineBodySchema>

const tags = ['staff']
const forbidden = 'a role other than owner'
const VERSION = `${STUDIO_PRICES_PATH}/versions/{versionId}`
const detail = { status: 200, schema: PriceVersionDetailSchema } as const
const common = { tags, access: 'staff', forbidden } as const

export const operations = defineOperations([
  {
    method: 'post',
    path: `${VERSION}/categories`,
    summary: 'Adds a category to a draft, last in the order families see (owner)',
    ...common,
    params: VersionParamsSchema,
    body: CategoryBodySchema,
    response: { status: 201, schema: PriceVersionDetailSchema },
  },
  {
    method: 'put',
    path: `${VERSION}/categories/{categoryId}`,
    summary: "Renames a draft's category and says whether families see it (owner)",
    ...common,
    params: CategoryParamsSchema,
    body: CategoryBodySchema,
    response: detail,
  },
  {
    method: 'post',
    path: `${VERSION}/categories/{categoryId}/move`,
    summary: "Moves a draft's category one place up or down in the order families see (owner)",
    ...common,
    params: CategoryParamsSchema,
    body: CategoryMoveBodySchema,
    response: detail,
  },
  {
    method: 'delete',
    path: `${VERSION}/categories/{categoryId}`,
    summary: 'Takes an empty category off a draft; refused in words while it has items or a package line (owner)',
    ...common,
    params: CategoryParamsSchema,
    response: detail,
  },
  {
    method: 'post',
    path: `${VERSION}/items/{itemId}/variants`,
    summary: "Adds a choice (variant) to a draft's item: a finish, a model, with its own price or the item's (owner)",
    ...common,
    params: ItemParamsSchema,
    body: VariantBodySchema,
    response: { status: 201, schema: PriceVersionDetailSchema },
  },
  {
    method: 'put',
    path: `${VERSION}/items/{itemId}/variants/{variantId}`,
    summary: "Changes a draft item's choice: name, description, price (owner)",
    ...common,
    params: VariantParamsSchema,
    body: VariantBodySchema,
    response: detail,
  },
  {
    method: 'delete',
    path: `${VERSION}/items/{itemId}/variants/{variantId}`,
    summary: "Takes a choice off a draft's item; refused in words while a package of the draft includes it (owner)",
    ...common,
    params: VariantParamsSchema,
    response: detail,
  },
  {
    method: 'put',
    path: `${VERSION}/items/{itemId}/locations/{locationId}`,
    summary: "Sets what one of the home's locations charges for a draft's item, where it differs (owner)",
    ...common,
    params: LocationPriceParamsSchema,
    body: LocationPriceBodySchema,
    response: detail,
  },
  {
    method: 'delete',
    path: `${VERSION}/items/{itemId}/locations/{locationId}`,
    summary: "Clears a location's own price of a draft's item: it charges the item's price again (owner)",
    ...common,
    params: LocationPriceParamsSchema,
    response: detail,
  },
  {
    method: 'post',
    path: `${VERSION}/packages`,
    summary: 'Adds a package to a draft, including nothing yet (owner)',
    ...common,
    params: VersionParamsSchema,
    body: PackageBodySchema,
    response: { status: 201, schema: PriceVersionDetailSchema },
  },
  {
    method: 'put',
    path: `${VERSION}/packages/{packageId}`,
    summary: "Renames a draft's package, its words and whether it is a burial or a cremation (owner)",
    ...common,
    params: PackageParamsSchema,
    body: PackageBodySchema,
    response: detail,
  },
  {
    method: 'delete',
    path: `${VERSION}/packages/{packageId}`,
    summary: 'Takes a package off a draft with what it includes (owner)',
    ...common,
    params: PackageParamsSchema,
    response: detail,
  },
  {
    method: 'post',
    path: `${VERSION}/packages/{packageId}/lines`,
    summary:
      "Adds an item of the draft (with one of its choices, or the family's pick) to a package, at a quantity, required or not (owner)",
    ...common,
    params: PackageParamsSchema,
    body: PackageLineBodySchema,
    response: { status: 201, schema: PriceVersionDetailSchema },
  },
  {
    method: 'delete',
    path: `${VERSION}/packages/{packageId}/lines/{lineId}`,
    summary: "Takes a line out of a draft's package (owner)",
    ...common,
    params: PackageLineParamsSchema,
    response: detail,
  },
])
