import { z } from 'zod'
import { CentsSchema, IdParamSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema } from './common.ts'
import { DISCLOSURE_KEYS, RULE_LINE_KEYS } from './price-list-funeral-rule.ts'
import { VERSION_STATES } from './price-list-versions.ts'
import { defineOperations } from './operation.ts'
import { STUDIO_PRICE_MESSAGES, STUDIO_PRICES_PATH } from './studio-price-words.ts'
import { line, text } from './text.ts'

/**
 * The owner's price list editor (issue 39 point 1, decision 063): the versions of the home's
 * price list, a draft's categories, items and disclosures, publishing with an effective date,
 * and a version as CSV. Owner only (area `prices`). Money is whole cents.
 */

export { STUDIO_PRICE_MESSAGES, STUDIO_PRICES_PATH }

export const PriceVersionSchema = z.object({
  id: IdSchema,
  number: z.number().int().positive(),
  note: z.string(),
  effectiveFrom: IsoDateSchema.nullable(),
  publishedAt: IsoDateTimeSchema.nullable(),
  state: z.enum(VERSION_STATES),
})
export type PriceVersion = z.infer<typeof PriceVersionSchema>

export const PriceVersionsSchema = z.object({
  /** Newest first. */
  versions: z.array(PriceVersionSchema),
  /** The home's calendar day, which decides which version is current. */
  today: IsoDateSchema,
})
export type PriceVersions = z.infer<typeof PriceVersionsSchema>

export const PriceVariantSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  /** null: the item's price. */
  priceCents: CentsSchema.nullable(),
})

export const PriceItemSchema = z.object({
  id: IdSchema,
  categoryId: IdSchema,
  name: z.string(),
  description: z.string(),
  priceCents: CentsSchema,
  cashAdvance: z.boolean(),
  cashAdvanceMarkup: z.boolean(),
  ruleLine: z.enum(RULE_LINE_KEYS).nullable(),
  variants: z.array(PriceVariantSchema),
  /** Where a branch charges differently from `priceCents`. */
  locationPrices: z.array(z.object({ locationId: IdSchema, priceCents: CentsSchema })),
})
export type PriceItem = z.infer<typeof PriceItemSchema>

export const PriceCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  position: z.number().int(),
  displayForFamily: z.boolean(),
  items: z.array(PriceItemSchema),
})
export type PriceCategory = z.infer<typeof PriceCategorySchema>

export const PriceDisclosureSchema = z.object({ ruleKey: z.enum(DISCLOSURE_KEYS), text: z.string() })

export const PricePackageSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  category: z.string(),
  startingPriceCents: CentsSchema,
  includes: z.array(z.string()),
  /** What it includes, line by line (`includes` in words, in the same order). */
  lines: z.array(z.object({ id: IdSchema, label: z.string(), quantity: z.number().int().positive(), required: z.boolean() })),
})

/** One version whole, as the editor shows it, with what still stops it from being published. */
export const PriceVersionDetailSchema = z.object({
  version: PriceVersionSchema,
  categories: z.array(PriceCategorySchema),
  disclosures: z.array(PriceDisclosureSchema),
  packages: z.array(PricePackageSchema),
  locations: z.array(z.object({ id: IdSchema, name: z.string() })),
  /** Plain sentences (contract/price-list-funeral-rule.ts `publishBlockers`); empty: it may be published. */
  blockers: z.array(z.string()),
})
export type PriceVersionDetail = z.infer<typeof PriceVersionDetailSchema>

export const VersionParamsSchema = z.object({ versionId: IdParamSchema })
export const ItemParamsSchema = VersionParamsSchema.extend({ itemId: IdParamSchema })
export const DisclosureParamsSchema = VersionParamsSchema.extend({ ruleKey: z.enum(DISCLOSURE_KEYS) })

export const DraftCreateBodySchema = z.object({ note: line(200).default('') })
export const PublishBodySchema = z.object({ effectiveFrom: IsoDateSchema })
export type PublishBody = z.infer<typeof PublishBodySchema>

export const ItemBodySchema = z.object({
  categoryId: IdSchema,
  name: line(200).min(1, STUDIO_PRICE_MESSAGES.nameRequired),
  description: text(2000).default(''),
  priceCents: CentsSchema,
  cashAdvance: z.boolean().default(false),
  cashAdvanceMarkup: z.boolean().default(false),
  ruleLine: z.enum(RULE_LINE_KEYS).nullable().default(null),
})
export type ItemBody = z.infer<typeof ItemBodySchema>

export const DisclosureBodySchema = z.object({ text: text(4000).min(1, STUDIO_PRICE_MESSAGES.textRequired) })

export const CsvImportBodySchema = z.object({ csv: z.string().min(1, STUDIO_PRICE_MESSAGES.csvRequired).max(500_000) })

export type CsvImportBody = z.infer<typeof CsvImportBodySchema>

/** How many rows the file had, and the draft after them. A 422's `errors.csv` names each bad line (the heading is line 1). */
export const CsvImportResultSchema = z.object({ imported: z.number().int(), detail: PriceVersionDetailSchema })
export type CsvImportResult = z.infer<typeof CsvImportResultSchema>

const tags = ['staff']
const forbidden = 'a role other than owner'
const VERSIONS = `${STUDIO_PRICES_PATH}/versions`
const VERSION = `${VERSIONS}/{versionId}`

export const operations = defineOperations([
  {
    method: 'get',
    path: VERSIONS,
    summary: "The versions of the home's price list, newest first: draft, scheduled, current and past (owner)",
    tags,
    access: 'staff',
    forbidden,
    response: { status: 200, schema: PriceVersionsSchema },
  },
  {
    method: 'post',
    path: VERSIONS,
    summary: 'Starts a draft copied from the current version; one draft at a time, a second is refused in words (owner)',
    tags,
    access: 'staff',
    forbidden,
    body: DraftCreateBodySchema,
    response: { status: 201, schema: PriceVersionDetailSchema },
  },
  {
    method: 'get',
    path: VERSION,
    summary:
      'One version whole: categories, items with variants and branch prices, disclosures, packages, and what stops publishing (owner)',
    tags,
    access: 'staff',
    forbidden,
    params: VersionParamsSchema,
    response: { status: 200, schema: PriceVersionDetailSchema },
  },
  {
    method: 'delete',
    path: VERSION,
    summary: 'Throws a draft away; a published version is kept (422) (owner)',
    tags,
    access: 'staff',
    forbidden,
    params: VersionParamsSchema,
    response: { status: 204 },
  },
  {
    method: 'post',
    path: `${VERSION}/publish`,
    summary:
      "Publishes a draft from an effective date (today or later, the home's calendar); refused (422, naming what is missing) without the Funeral Rule's disclosures and lines (owner)",
    tags,
    access: 'staff',
    forbidden,
    params: VersionParamsSchema,
    body: PublishBodySchema,
    response: { status: 200, schema: PriceVersionDetailSchema },
  },
  {
    method: 'put',
    path: `${VERSION}/disclosures/{ruleKey}`,
    summary: "Sets the text of one of a draft's disclosures (owner)",
    tags,
    access: 'staff',
    forbidden,
    params: DisclosureParamsSchema,
    body: DisclosureBodySchema,
    response: { status: 200, schema: PriceVersionDetailSchema },
  },
  {
    method: 'delete',
    path: `${VERSION}/disclosures/{ruleKey}`,
    summary: "Takes one of a draft's disclosures off (owner)",
    tags,
    access: 'staff',
    forbidden,
    params: DisclosureParamsSchema,
    response: { status: 200, schema: PriceVersionDetailSchema },
  },
  {
    method: 'post',
    path: `${VERSION}/items`,
    summary: 'Adds an item to a category of a draft (owner)',
    tags,
    access: 'staff',
    forbidden,
    params: VersionParamsSchema,
    body: ItemBodySchema,
    response: { status: 201, schema: PriceVersionDetailSchema },
  },
  {
    method: 'put',
    path: `${VERSION}/items/{itemId}`,
    summary: "Changes a draft's item: name, description, price, category, cash advance and markup, which required line it is (owner)",
    tags,
    access: 'staff',
    forbidden,
    params: ItemParamsSchema,
    body: ItemBodySchema,
    response: { status: 200, schema: PriceVersionDetailSchema },
  },
  {
    method: 'delete',
    path: `${VERSION}/items/{itemId}`,
    summary: 'Takes an item off a draft; refused in words while a package of the draft includes it (owner)',
    tags,
    access: 'staff',
    forbidden,
    params: ItemParamsSchema,
    response: { status: 200, schema: PriceVersionDetailSchema },
  },
  {
    method: 'get',
    path: `${VERSION}/csv`,
    summary: 'A version as CSV, one row per item and one per variant, in the columns an import reads (owner)',
    tags,
    access: 'staff',
    forbidden,
    params: VersionParamsSchema,
    response: { status: 200, contentType: 'text/csv' },
  },
  {
    method: 'post',
    path: `${VERSION}/csv`,
    summary:
      'Imports a CSV file into a draft, all or nothing: each row updates the item or variant of the same category and name or adds it; nothing is taken off; a bad line is named in errors.csv (owner)',
    tags,
    access: 'staff',
    forbidden,
    params: VersionParamsSchema,
    body: CsvImportBodySchema,
    response: { status: 200, schema: CsvImportResultSchema },
  },
])
