import { z } from 'zod'
import { line } from './text.ts'
import { CaseParamsSchema, CentsSchema, IdParamSchema, IdSchema, IsoDateTimeSchema } from './common.ts'
import { MediaFileSchema } from './files.ts'
import { PhoneSchema } from './phone.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'

/**
 * The family's arrangement (spec §3, §4, §7 "Family arrangements"), the general price list
 * behind it and the contract. Money is whole cents. The statement and payments of a case build
 * on it in ./payments.ts.
 */

const ARR = '/api/family/arrangements'

// ── The general price list ──────────────────────────────────────────────────────────────────

export const ItemCategoryRefSchema = z.object({ id: IdSchema, name: z.string() })
export type ItemCategoryRef = z.infer<typeof ItemCategoryRefSchema>

/** spec §3 Item: id, category, variantCount. `priceCents` is the price of one (before a variant). */
export const GplItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  category: ItemCategoryRefSchema,
  priceCents: CentsSchema,
  variantCount: z.number().int().min(0),
})
export type GplItem = z.infer<typeof GplItemSchema>
export const GplItemPageSchema = pageOf(GplItemSchema)

export const ItemVariantSchema = z.object({
  id: IdSchema,
  itemId: IdSchema,
  name: z.string(),
  description: z.string(),
  /** The price of one of this variant (the item's price when the variant has none of its own). */
  priceCents: CentsSchema,
  /** A picture of the finish or design, so the family sees what they choose; null when the home has none. */
  photo: MediaFileSchema.nullable(),
})
export type ItemVariant = z.infer<typeof ItemVariantSchema>
export const ItemVariantPageSchema = pageOf(ItemVariantSchema)

/** spec §3 Selector: selectorItems, each with an item. */
export const SelectorSchema = z.object({
  id: IdSchema,
  name: z.string(),
  category: ItemCategoryRefSchema,
  selectorItems: z.array(z.object({ position: z.number().int(), item: GplItemSchema })),
})
export type Selector = z.infer<typeof SelectorSchema>

/** `ids` may repeat (`?ids=1&ids=2`, how the client flattens an array). */
export const GplItemsQuerySchema = PageQuerySchema.extend({
  ids: z.union([IdParamSchema, z.array(IdParamSchema).max(100)]).optional(),
  categoryId: IdParamSchema.optional(),
})
export type GplItemsQuery = z.infer<typeof GplItemsQuerySchema>

// ── The arrangement ─────────────────────────────────────────────────────────────────────────

/**
 * spec §3 Line: id, item (id, variantCount), selector, variant, category, name. A line has an
 * item, or a selector whose item is still to be chosen, or neither (free text with a name).
 */
export const ArrangementLineSchema = z.object({
  id: IdSchema,
  category: ItemCategoryRefSchema,
  item: GplItemSchema.nullable(),
  selector: SelectorSchema.nullable(),
  variant: ItemVariantSchema.nullable(),
  /** The free-text line's description; null on item lines (the item names itself). */
  name: z.string().nullable(),
  quantity: z.number().int().min(1),
  /** null while the item (or its variant's price) is still to be chosen. */
  unitPriceCents: CentsSchema.nullable(),
  priceCents: CentsSchema,
  /** Part of the package and not removable by the family. */
  required: z.boolean(),
  fromPackage: z.boolean(),
  complete: z.boolean(),
})
export type ArrangementLine = z.infer<typeof ArrangementLineSchema>

/** spec §3 Category: itemCategory (id, name), position, displayForFamily, lines. */
export const ArrangementCategorySchema = z.object({
  itemCategory: ItemCategoryRefSchema,
  position: z.number().int(),
  displayForFamily: z.boolean(),
  complete: z.boolean(),
  lines: z.array(ArrangementLineSchema),
})
export type ArrangementCategory = z.infer<typeof ArrangementCategorySchema>

/** spec §3 Arrangement: packageId, categories, hasPurchaser; plus the flags the portal shows. */
export const ArrangementSchema = z.object({
  caseId: IdSchema,
  packageId: IdSchema.nullable(),
  packageName: z.string().nullable(),
  /** Every category of the price list, hidden ones included (spec §5: the portal filters and sorts). */
  categories: z.array(ArrangementCategorySchema),
  hasPurchaser: z.boolean(),
  selectionsComplete: z.boolean(),
  canFinish: z.boolean(),
  /** What is missing before the contract can be submitted (empty when it can). */
  missing: z.array(z.string()),
  /** Submitted contracts are locked: no more line, package or purchaser changes. */
  locked: z.boolean(),
  submittedAt: IsoDateTimeSchema.nullable(),
  templateRevisionId: IdSchema.nullable(),
  totalCents: CentsSchema,
})
export type Arrangement = z.infer<typeof ArrangementSchema>

/** spec §3 Line option payload: itemId, quantity, variantId (optional). */
export const LineOptionSchema = z.object({
  itemId: IdSchema,
  quantity: z.number().int().min(1).max(99),
  variantId: IdSchema.nullish(),
})
export type LineOption = z.infer<typeof LineOptionSchema>

export const PACKAGE_CATEGORY_VALUES = ['Burial', 'Cremation'] as const

/** spec §3 Package: packageId, category. */
export const PackageSchema = z.object({
  packageId: IdSchema,
  name: z.string(),
  description: z.string(),
  category: z.enum(PACKAGE_CATEGORY_VALUES),
  /** Fixed lines plus the least a family can choose for each open line. */
  startingPriceCents: CentsSchema,
  /** What the package includes, in order (line names). */
  includes: z.array(z.string()),
  selected: z.boolean(),
})
export type Package = z.infer<typeof PackageSchema>
export const PackagePageSchema = pageOf(PackageSchema)

// ── The contract ───────────────────────────────────────────────────────────────────────────

export const PurchaserAddressSchema = z.object({
  line1: line(120).min(1),
  line2: line(120).optional(),
  city: line(80).min(1),
  /** US state or territory, two letters. */
  region: z.string().regex(/^[A-Z]{2}$/),
  postalCode: z.string().regex(/^\d{5}(-\d{4})?$/),
})

/** Who signs and pays for the arrangement. */
export const PurchaserSchema = z.object({
  firstName: line(80).min(1),
  lastName: line(80).min(1),
  /** To the person who died ("Son", "Spouse", "Friend"). */
  relationship: line(60).min(1),
  email: z.email().max(254),
  phone: PhoneSchema,
  address: PurchaserAddressSchema,
})
export type Purchaser = z.infer<typeof PurchaserSchema>

export const PersonRefSchema = z.object({ id: IdSchema, firstName: z.string(), lastName: z.string() })

export const ContractSchema = z.object({
  caseId: IdSchema,
  purchaser: PurchaserSchema.nullable(),
  canSubmit: z.boolean(),
  missing: z.array(z.string()),
  submittedAt: IsoDateTimeSchema.nullable(),
  submittedBy: PersonRefSchema.nullable(),
  totalCents: CentsSchema,
})
export type Contract = z.infer<typeof ContractSchema>

// ── Path params ────────────────────────────────────────────────────────────────────────────

export const ItemParamSchema = z.object({ itemId: IdParamSchema })
export const SelectorParamSchema = z.object({ selectorId: IdParamSchema })
export const CaseLineParamSchema = z.object({ caseId: IdParamSchema, lineId: IdParamSchema })
export const CasePackageParamSchema = z.object({ caseId: IdParamSchema, packageId: IdParamSchema })

const tags = ['family arrangements']

export const operations = defineOperations([
  {
    method: 'get',
    path: `${ARR}/items/selectors/{selectorId}`,
    summary: 'A selector of the price list and the items it offers',
    tags,
    access: 'user',
    params: SelectorParamSchema,
    response: { status: 200, schema: SelectorSchema },
  },
  {
    method: 'get',
    path: `${ARR}/items/{itemId}`,
    summary: 'One item of the price list',
    tags,
    access: 'user',
    params: ItemParamSchema,
    response: { status: 200, schema: GplItemSchema },
  },
  {
    method: 'get',
    path: `${ARR}/items/{itemId}/variants`,
    summary: 'The variants (models, finishes, themes) of one item, paged',
    tags,
    access: 'user',
    params: ItemParamSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: ItemVariantPageSchema },
  },
  {
    method: 'get',
    path: `${ARR}/{caseId}`,
    summary: "The case's arrangement: package, every category with its lines, purchaser and completeness",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: ArrangementSchema },
  },
  {
    method: 'get',
    path: `${ARR}/{caseId}/contract`,
    summary: 'The contract: purchaser, what is missing before submitting, and who submitted it when',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: ContractSchema },
  },
  {
    method: 'post',
    path: `${ARR}/{caseId}/contract/details`,
    summary: 'Saves the purchaser details (422 once the contract is submitted)',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    body: PurchaserSchema,
    response: { status: 200, schema: ContractSchema },
  },
  {
    method: 'post',
    path: `${ARR}/{caseId}/contract/submit`,
    summary:
      'Submits the contract: needs a package, complete selections and a purchaser (422 naming what is missing); then locks the arrangement',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: ContractSchema },
  },
  {
    method: 'delete',
    path: `${ARR}/{caseId}/items/{lineId}`,
    summary: 'Removes a line (not a required package line; 422 once submitted)',
    tags,
    access: 'member',
    params: CaseLineParamSchema,
    response: { status: 200, schema: ArrangementSchema },
  },
  {
    method: 'post',
    path: `${ARR}/{caseId}/lines`,
    summary: 'Adds an item of the price list as a line (a variant is required when the item has variants)',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    body: LineOptionSchema,
    response: { status: 201, schema: ArrangementSchema },
  },
  {
    method: 'patch',
    path: `${ARR}/{caseId}/lines/{lineId}`,
    summary: "Chooses a line's item (among its selector's items or its category's), variant and quantity",
    tags,
    access: 'member',
    params: CaseLineParamSchema,
    body: LineOptionSchema,
    response: { status: 200, schema: ArrangementSchema },
  },
  {
    method: 'get',
    path: `${ARR}/{caseId}/packages`,
    summary: "The funeral home's packages, the selected one marked",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: PackagePageSchema },
  },
  {
    method: 'post',
    path: `${ARR}/{caseId}/packages/{packageId}`,
    summary:
      "Selects a package: replaces the arrangement's package and all its lines with the package's (the same package again changes nothing)",
    tags,
    access: 'member',
    params: CasePackageParamSchema,
    response: { status: 200, schema: ArrangementSchema },
  },
  {
    method: 'get',
    path: '/api/family/company/gpl/items',
    summary: "Items of the funeral home's general price list, paged; `ids` (repeated) picks some",
    tags,
    access: 'user',
    query: GplItemsQuerySchema,
    response: { status: 200, schema: GplItemPageSchema },
  },
])
