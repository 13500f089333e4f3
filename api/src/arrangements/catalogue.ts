import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { GplItem, ItemCategoryRef, ItemVariant, Selector } from '#contract/arrangements.ts'
import { currentVersion } from '#contract/price-list-versions.ts'
import { todayIn } from '#core/zoned-time.ts'
import {
  gplCategories,
  gplItemVariants,
  gplItems,
  gplSelectorItems,
  gplSelectors,
  media,
  priceListVersions,
  companies,
} from '../db/schema.ts'
import { toMediaFile } from '../media/store.ts'
import type { Db } from '../db/client.ts'

export type CatalogueCategory = ItemCategoryRef & { position: number; displayForFamily: boolean }

/** One funeral home's general price list, indexed by id. */
export type Catalogue = {
  categories: CatalogueCategory[]
  categoryById: Map<number, CatalogueCategory>
  items: Map<number, GplItem>
  variants: Map<number, ItemVariant>
  selectors: Map<number, Selector>
  /** Items paid to others on the family's behalf (16 CFR 453.3(f)), which the price list marks. */
  cashAdvanceIds: Set<number>
}

/**
 * Items with their category and how many variants they have (one query, no N+1). Every column
 * has a distinct name: D1's batch answers rows as objects by column name, so a second `name`
 * or `id` would overwrite the first.
 */
export function itemQuery(db: Db) {
  return db
    .select({
      id: gplItems.id,
      name: gplItems.name,
      description: gplItems.description,
      priceCents: gplItems.priceCents,
      cashAdvance: gplItems.cashAdvance,
      categoryId: gplItems.categoryId,
      categoryName: sql<string>`${gplCategories.name}`.as('category_name'),
      variantCount: sql<number>`(select count(*) from gpl_item_variants v where v.item_id = ${gplItems.id})`.as('variant_count'),
    })
    .from(gplItems)
    .innerJoin(gplCategories, eq(gplCategories.id, gplItems.categoryId))
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number]

export function toGplItem(row: ItemRow): GplItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: { id: row.categoryId, name: row.categoryName },
    priceCents: row.priceCents,
    variantCount: Number(row.variantCount),
  }
}

/**
 * The version of a home's price list in effect today in its time zone (decision 063): what the
 * public list shows and a new arrangement starts on. Null when the home has none published yet.
 * The zone is read with the versions, so every caller that loads an arrangement needs only the id.
 */
export async function currentVersionId(db: Db, companyId: number, now: Date = new Date()): Promise<number | null> {
  const versions = await db
    .select({
      id: priceListVersions.id,
      number: priceListVersions.number,
      effectiveFrom: priceListVersions.effectiveFrom,
      publishedAt: priceListVersions.publishedAt,
      timeZone: companies.timeZone,
    })
    .from(priceListVersions)
    .innerJoin(companies, eq(companies.id, priceListVersions.companyId))
    .where(eq(priceListVersions.companyId, companyId))
  const timeZone = versions[0]?.timeZone
  return timeZone === undefined ? null : (currentVersion(versions, todayIn(timeZone, now))?.id ?? null)
}

/** The price list of a home that has none in effect: nothing to offer, nothing to price. */
export function emptyCatalogue(): Catalogue {
  return { categories: [], categoryById: new Map(), items: new Map(), variants: new Map(), selectors: new Map(), cashAdvanceIds: new Set() }
}

/**
 * Which version's rows to read: one version (what the family and the public list see), or
 * `'any'` for a look-up by id that must find an item of whatever version an arrangement is on.
 */
export type VersionScope = number | 'any'

type ScopedTable = typeof gplItems | typeof gplCategories | typeof gplSelectors

function scoped(table: ScopedTable, companyId: number, scope: VersionScope): SQL {
  const [companyColumn, versionColumn] = [table.companyId, table.versionId]
  const company = eq(companyColumn, companyId)
  return scope === 'any' ? company : (and(company, eq(versionColumn, scope)) as SQL)
}

/**
 * The whole price list of a company (one version of it) in one D1 round trip. A funeral home's
 * GPL is a few dozen items, so loading it whole is cheaper than one query per line and keeps
 * validation simple.
 */
export async function loadCatalogue(db: Db, companyId: number, scope: VersionScope): Promise<Catalogue> {
  const itemsWhere = scoped(gplItems, companyId, scope)
  const companyVariantPhotos = db
    .select({ id: gplItemVariants.photoMediaId })
    .from(gplItemVariants)
    .innerJoin(gplItems, eq(gplItems.id, gplItemVariants.itemId))
    .where(itemsWhere)
  const [categoryRows, itemRows, variantRows, selectorRows, selectorItemRows, photoRows] = await db.batch([
    db
      .select()
      .from(gplCategories)
      .where(scoped(gplCategories, companyId, scope))
      .orderBy(asc(gplCategories.id)),
    itemQuery(db).where(itemsWhere).orderBy(asc(gplItems.position), asc(gplItems.id)),
    db
      .select({ variant: gplItemVariants, itemPrice: sql<number>`${gplItems.priceCents}`.as('item_price_cents') })
      .from(gplItemVariants)
      .innerJoin(gplItems, eq(gplItems.id, gplItemVariants.itemId))
      .where(itemsWhere)
      .orderBy(asc(gplItemVariants.position), asc(gplItemVariants.id)),
    db
      .select()
      .from(gplSelectors)
      .where(scoped(gplSelectors, companyId, scope)),
    db
      .select({ selectorId: gplSelectorItems.selectorId, itemId: gplSelectorItems.itemId, position: gplSelectorItems.position })
      .from(gplSelectorItems)
      .innerJoin(gplSelectors, eq(gplSelectors.id, gplSelectorItems.selectorId))
      .where(scoped(gplSelectors, companyId, scope))
      .orderBy(asc(gplSelectorItems.position)),
    // The variants' pictures apart from the variants: joined, media's `id` and `name`-like columns would overwrite theirs.
    db
      .select()
      .from(media)
      .where(and(eq(media.companyId, companyId), inArray(media.id, companyVariantPhotos))),
  ])
  const photos = new Map(photoRows.map((row) => [row.id, toMediaFile(row)]))
  const categories = categoryRows.map((r) => ({ id: r.id, name: r.name, position: r.position, displayForFamily: r.displayForFamily }))
  const categoryById = new Map(categories.map((c) => [c.id, c]))
  const items = new Map(itemRows.map((r) => [r.id, toGplItem(r)]))
  const variants = new Map(
    variantRows.map(({ variant: v, itemPrice }) => [
      v.id,
      {
        id: v.id,
        itemId: v.itemId,
        name: v.name,
        description: v.description,
        priceCents: v.priceCents ?? itemPrice,
        photo: v.photoMediaId === null ? null : (photos.get(v.photoMediaId) ?? null),
      },
    ]),
  )
  const selectors = new Map<number, Selector>()
  for (const s of selectorRows) {
    const category = categoryById.get(s.categoryId)
    if (!category) continue
    const selectorItems = selectorItemRows
      .filter((si) => si.selectorId === s.id)
      .flatMap((si) => {
        const item = items.get(si.itemId)
        return item ? [{ position: si.position, item }] : []
      })
    selectors.set(s.id, { id: s.id, name: s.name, category: { id: category.id, name: category.name }, selectorItems })
  }
  const cashAdvanceIds = new Set(itemRows.filter((r) => r.cashAdvance).map((r) => r.id))
  return { categories, categoryById, items, variants, selectors, cashAdvanceIds }
}

/** The variants of one item, in order. */
export function variantsOf(catalogue: Catalogue, itemId: number): ItemVariant[] {
  return [...catalogue.variants.values()].filter((v) => v.itemId === itemId)
}
