import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { nowIso } from './columns.ts'
import { users } from './auth.ts'
import { cases } from './cases.ts'
import { media } from './platform.ts'
import { companies, locations } from './site.ts'
import { PACKAGE_KINDS } from '#contract/studio-price-words.ts'

/**
 * The arrangements area: each funeral home's general price list (GPL: categories, items, their
 * variants, selectors and packages), the arrangement a family makes for a case (its lines,
 * purchaser and submitted contract), the statement templates and the payments made on a case.
 * Money is whole cents.
 */

/**
 * One version of a home's price list (decision 063). A draft (`publishedAt` null) is edited; a
 * published version is never changed again, so an arrangement that started on it keeps its
 * prices. The current one is the published version with the latest `effectiveFrom` (a calendar
 * date, the home's time zone) not in the future.
 */
export const priceListVersions = sqliteTable(
  'price_list_versions',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note').notNull().default(''),
    effectiveFrom: text('effective_from'),
    publishedAt: text('published_at'),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [uniqueIndex('price_list_versions_number').on(t.companyId, t.number)],
)

/** The version a gpl_* row belongs to (every row belongs to one; the migration filled the old ones). */
const versionColumn = () =>
  integer('version_id')
    .notNull()
    .references(() => priceListVersions.id, { onDelete: 'cascade' })

/** The row of the version before that this one was copied from (a draft's copy; maps references). */
const copiedFromColumn = () => integer('copied_from')

export const gplCategories = sqliteTable(
  'gpl_categories',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    versionId: versionColumn(),
    copiedFrom: copiedFromColumn(),
    name: text('name').notNull(),
    /** Families see categories by position, highest first (spec §5). */
    position: integer('position').notNull().default(0),
    /** Hidden categories still count on the statement and for completeness; the family only does not see them. */
    displayForFamily: integer('display_for_family', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [index('gpl_categories_company').on(t.companyId)],
)

export const gplItems = sqliteTable(
  'gpl_items',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gplCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Price of one; a variant with its own price overrides it. */
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull().default(0),
    versionId: versionColumn(),
    copiedFrom: copiedFromColumn(),
    /** Paid to others on the family's behalf (16 CFR 453.3(f)); `cashAdvanceMarkup`: the home adds to what it is charged. */
    cashAdvance: integer('cash_advance', { mode: 'boolean' }).notNull().default(false),
    cashAdvanceMarkup: integer('cash_advance_markup', { mode: 'boolean' }).notNull().default(false),
    /** Which of the Funeral Rule's required lines this item is (contract/price-list-funeral-rule.ts), or null. */
    ruleLine: text('rule_line'),
    photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
  },
  (t) => [index('gpl_items_company_category').on(t.companyId, t.categoryId, t.position)],
)

/** Models or finishes of one item (a casket's finish, a folder's theme); choosing one is then required. */
export const gplItemVariants = sqliteTable(
  'gpl_item_variants',
  {
    id: integer('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => gplItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** null: the item's price. */
    priceCents: integer('price_cents'),
    position: integer('position').notNull().default(0),
    /** A picture of this finish or design (the company's file, public like its site images); null when none. */
    photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    copiedFrom: copiedFromColumn(),
  },
  (t) => [index('gpl_item_variants_item').on(t.itemId, t.position)],
)

/** A package line that lets the family choose among several items ("Casket of your choice"). */
export const gplSelectors = sqliteTable('gpl_selectors', {
  id: integer('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => gplCategories.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  versionId: versionColumn(),
  copiedFrom: copiedFromColumn(),
})

export const gplSelectorItems = sqliteTable(
  'gpl_selector_items',
  {
    selectorId: integer('selector_id')
      .notNull()
      .references(() => gplSelectors.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => gplItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.selectorId, t.itemId] })],
)

/** Burial or cremation: the contract's words (the family's packages screen groups by them). */
export const PACKAGE_CATEGORIES = PACKAGE_KINDS

export const gplPackages = sqliteTable(
  'gpl_packages',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: PACKAGE_CATEGORIES }).notNull(),
    position: integer('position').notNull().default(0),
    versionId: versionColumn(),
    copiedFrom: copiedFromColumn(),
  },
  (t) => [index('gpl_packages_company').on(t.companyId, t.position)],
)

/**
 * What a package includes; copied into the arrangement when the package is chosen. A line is
 * one of: a fixed item (maybe with its variant left to choose), a selector (item left to
 * choose), or free text (name and price, e.g. a clergy honorarium).
 */
export const gplPackageLines = sqliteTable(
  'gpl_package_lines',
  {
    id: integer('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => gplPackages.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gplCategories.id),
    itemId: integer('item_id').references(() => gplItems.id),
    variantId: integer('variant_id').references(() => gplItemVariants.id),
    selectorId: integer('selector_id').references(() => gplSelectors.id),
    name: text('name'),
    /** Only for free-text lines. */
    unitPriceCents: integer('unit_price_cents'),
    quantity: integer('quantity').notNull().default(1),
    /** Required lines cannot be removed by the family (the casket of a traditional funeral). */
    required: integer('required', { mode: 'boolean' }).notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('gpl_package_lines_package').on(t.packageId, t.position)],
)

/** The disclosures a version's price list prints, each under its Funeral Rule key (contract/price-list-funeral-rule.ts). */
export const priceListDisclosures = sqliteTable(
  'price_list_disclosures',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => priceListVersions.id, { onDelete: 'cascade' }),
    ruleKey: text('rule_key').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.ruleKey] })],
)

/** An item's price at one branch, where the home's branches charge differently (else the item's price). */
export const gplItemLocationPrices = sqliteTable(
  'gpl_item_location_prices',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => gplItems.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locationId] })],
)

export const STATEMENT_DISPLAY_TYPES = ['ITEMIZED', 'SUMMARY'] as const

/** One revision of a funeral home's statement of goods and services (its heading and disclosures). */
export const statementTemplateRevisions = sqliteTable('statement_template_revisions', {
  id: integer('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  revision: integer('revision').notNull(),
  displayType: text('display_type', { enum: STATEMENT_DISPLAY_TYPES }).notNull(),
  heading: text('heading').notNull(),
  /** JSON array of paragraphs (the Funeral Rule's disclosures). */
  disclosures: text('disclosures').notNull().default('[]'),
  /** The revision new arrangements use. */
  current: integer('current', { mode: 'boolean' }).notNull().default(false),
  effectiveFrom: text('effective_from').notNull(),
})

/**
 * The arrangement of one case: the chosen package, the purchaser and the contract once
 * submitted (then locked). A case without a row has an empty arrangement; the row is made on
 * the first change.
 */
export const arrangements = sqliteTable('arrangements', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  packageId: integer('package_id').references(() => gplPackages.id),
  templateRevisionId: integer('template_revision_id').references(() => statementTemplateRevisions.id),
  /** The price list version the arrangement started on; its prices stay those (decision 063). */
  priceListVersionId: integer('price_list_version_id').references(() => priceListVersions.id),
  /** JSON of contract `PurchaserSchema` (one document, always written and read whole). */
  purchaser: text('purchaser'),
  submittedAt: text('submitted_at'),
  submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: text('updated_at').notNull().default(nowIso),
})

export const arrangementLines = sqliteTable(
  'arrangement_lines',
  {
    id: integer('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => arrangements.caseId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gplCategories.id),
    itemId: integer('item_id').references(() => gplItems.id),
    variantId: integer('variant_id').references(() => gplItemVariants.id),
    selectorId: integer('selector_id').references(() => gplSelectors.id),
    name: text('name'),
    unitPriceCents: integer('unit_price_cents'),
    quantity: integer('quantity').notNull().default(1),
    required: integer('required', { mode: 'boolean' }).notNull().default(false),
    /** Copied from the package (true) or added by the family (false). */
    fromPackage: integer('from_package', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Staff who added the line in person (null: the package or the family; decision 064). */
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** The legal, cemetery or crematory requirement that made this item necessary (Funeral Rule disclosure). */
    requirement: text('requirement'),
  },
  (t) => [index('arrangement_lines_case').on(t.caseId, t.position)],
)

/**
 * `pending`: a hold on the balance while the processor is asked (arrangements/payments.ts), never
 * shown; it becomes `succeeded` or is deleted.
 */
export const PAYMENT_STATUSES = ['succeeded', 'refunded', 'pending'] as const

/** What a ledger row is (decision 065): money in, or money given back of one payment. */
export const LEDGER_KINDS = ['payment', 'refund'] as const
/** How the money came: the card through the processor, or recorded by staff. */
export const LEDGER_METHODS = ['card', 'cash', 'check', 'bank_transfer', 'insurance'] as const

/**
 * The ledger of a case (decision 065): card payments, payments staff record, and refunds. A
 * refund is a row of its own with a negative amount and `refund_of` its payment, so the sum of
 * succeeded rows is what the home holds. Declines are not rows: the idempotency store keeps their answer.
 */
export const casePayments = sqliteTable(
  'case_payments',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    payerName: text('payer_name').notNull(),
    /** The processor's charge id: one charge, one row, whatever the retries. */
    processorId: text('processor_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(nowIso),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull().default('payment'),
    method: text('method', { enum: LEDGER_METHODS }).notNull().default('card'),
    /** The check's number, the transfer's or the insurer's reference; '' for a card. */
    reference: text('reference').notNull().default(''),
    /** The day the money came (or went back), `YYYY-MM-DD`: what an accountant books. */
    receivedOn: text('received_on'),
    /** A refund's payment. */
    refundOf: integer('refund_of').references((): AnySQLiteColumn => casePayments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('case_payments_case').on(t.caseId, t.createdAt),
    uniqueIndex('case_payments_processor').on(t.companyId, t.processorId),
    index('case_payments_refund_of').on(t.refundOf),
    index('case_payments_company_received').on(t.companyId, t.receivedOn),
  ],
)
