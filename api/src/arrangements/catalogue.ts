import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { GplItem, ItemCategoryRef, ItemVariant, Selector } from '#contract/arrangements.ts'
import { gplCategories, gplItemVariants, gplItems, gplSelectorItems, gplSelectors, media } from '../db/schema.ts'
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
 * The whole price list of a company in one D1 round trip. A funeral home's GPL is a few dozen
 * items, so loading it whole is cheaper than one query per line and keeps validation simple.
 */
export async function loadCatalogue(db: Db, companyId: number): Promise<Catalogue> {
  const companyVariantPhotos = db
    .select({ id: gplItemVariants.photoMediaId })
    .from(gplItemVariants)
    .innerJoin(gplItems, eq(gplItems.id, gplItemVariants.itemId))
    .where(eq(gplItems.companyId, companyId))
  const [categoryRows, itemRows, variantRows, selectorRows, selectorItemRows, photoRows] = await db.batch([
    db.select().from(gplCategories).where(eq(gplCategories.companyId, companyId)).orderBy(asc(gplCategories.id)),
    itemQuery(db).where(eq(gplItems.companyId, companyId)).orderBy(asc(gplItems.position), asc(gplItems.id)),
    db
      .select({ variant: gplItemVariants, itemPrice: sql<number>`${gplItems.priceCents}`.as('item_price_cents') })
      .from(gplItemVariants)
      .innerJoin(gplItems, eq(gplItems.id, gplItemVariants.itemId))
      .where(eq(gplItems.companyId, companyId))
      .orderBy(asc(gplItemVariants.position), asc(gplItemVariants.id)),
    db.select().from(gplSelectors).where(eq(gplSelectors.companyId, companyId)),
    db
      .select({ selectorId: gplSelectorItems.selectorId, itemId: gplSelectorItems.itemId, position: gplSelectorItems.position })
      .from(gplSelectorItems)
      .innerJoin(gplSelectors, eq(gplSelectors.id, gplSelectorItems.selectorId))
      .where(eq(gplSelectors.companyId, companyId))
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
  return { categories, categoryById, items, variants, selectors }
}

/** The variants of one item, in order. */
export function variantsOf(catalogue: Catalogue, itemId: number): ItemVariant[] {
  return [...catalogue.variants.values()].filter((v) => v.itemId === itemId)
}
