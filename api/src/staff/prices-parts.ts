import { and, asc, count, desc, eq, max, min } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { PRICE_PART_MESSAGES, type CategoryBody, type VariantBody } from '#contract/studio-price-parts.ts'
import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { gplCategories, gplItemLocationPrices, gplItems, gplItemVariants, gplPackageLines, locations } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { findDraft, versionDetail, type PriceCompany } from './prices.ts'

/**
 * A draft's categories, its items' variants and their branch prices (decision 063). Every call
 * first finds the draft of this home (404 for another home's version, 422 for a published one),
 * then the row inside that draft (404 when it is not there).
 */

async function draftCategory(db: Db, versionId: number, categoryId: number) {
  const [row] = await db
    .select()
    .from(gplCategories)
    .where(and(eq(gplCategories.id, categoryId), eq(gplCategories.versionId, versionId)))
    .limit(1)
  if (!row) throw new ApiError(404)
  return row
}

async function draftItem(db: Db, versionId: number, itemId: number) {
  const [row] = await db
    .select({ id: gplItems.id })
    .from(gplItems)
    .where(and(eq(gplItems.id, itemId), eq(gplItems.versionId, versionId)))
    .limit(1)
  if (!row) throw new ApiError(404)
  return row
}

export async function addCategory(db: Db, company: PriceCompany, versionId: number, body: CategoryBody): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  // Families see categories highest first: a new one goes below the rest.
  const [low] = await db
    .select({ n: min(gplCategories.position) })
    .from(gplCategories)
    .where(eq(gplCategories.versionId, versionId))
  await db
    .insert(gplCategories)
    .values({ companyId: company.id, versionId, name: body.name, displayForFamily: body.displayForFamily, position: (low?.n ?? 1) - 1 })
  return versionDetail(db, company, versionId)
}

export async function changeCategory(
  db: Db,
  company: PriceCompany,
  versionId: number,
  categoryId: number,
  body: CategoryBody,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftCategory(db, versionId, categoryId)
  await db.update(gplCategories).set({ name: body.name, displayForFamily: body.displayForFamily }).where(eq(gplCategories.id, categoryId))
  return versionDetail(db, company, versionId)
}

/**
 * Swaps the category with its neighbour in the order families see (position, highest first; a
 * tie is broken by name, as the lists are). Positions are made distinct first, so two categories
 * that shared one (the seed's) move apart cleanly; one batch, one transaction.
 */
export async function moveCategory(
  db: Db,
  company: PriceCompany,
  versionId: number,
  categoryId: number,
  direction: 'up' | 'down',
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftCategory(db, versionId, categoryId)
  const ordered = await db
    .select({ id: gplCategories.id })
    .from(gplCategories)
    .where(eq(gplCategories.versionId, versionId))
    .orderBy(desc(gplCategories.position), asc(gplCategories.name))
  const ids = ordered.map((c) => c.id)
  const at = ids.indexOf(categoryId)
  const to = direction === 'up' ? at - 1 : at + 1
  if (to < 0 || to >= ids.length) return versionDetail(db, company, versionId)
  ;[ids[at], ids[to]] = [ids[to] ?? categoryId, ids[at] ?? categoryId]
  const updates = ids.map((id, index) =>
    db
      .update(gplCategories)
      .set({ position: ids.length - index })
      .where(eq(gplCategories.id, id)),
  )
  const [first, ...rest] = updates
  if (first) await db.batch([first, ...rest])
  return versionDetail(db, company, versionId)
}

export async function removeCategory(db: Db, company: PriceCompany, versionId: number, categoryId: number): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftCategory(db, versionId, categoryId)
  const [[items], [lines]] = await db.batch([
    db.select({ n: count() }).from(gplItems).where(eq(gplItems.categoryId, categoryId)),
    db.select({ n: count() }).from(gplPackageLines).where(eq(gplPackageLines.categoryId, categoryId)),
  ])
  if ((items?.n ?? 0) > 0) throw new ApiError(422, undefined, { message: PRICE_PART_MESSAGES.categoryNotEmpty })
  if ((lines?.n ?? 0) > 0) throw new ApiError(422, undefined, { message: PRICE_PART_MESSAGES.categoryInPackage })
  await db.delete(gplCategories).where(eq(gplCategories.id, categoryId))
  return versionDetail(db, company, versionId)
}

export async function addVariant(
  db: Db,
  company: PriceCompany,
  versionId: number,
  itemId: number,
  body: VariantBody,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftItem(db, versionId, itemId)
  const [top] = await db
    .select({ n: max(gplItemVariants.position) })
    .from(gplItemVariants)
    .where(eq(gplItemVariants.itemId, itemId))
  await db.insert(gplItemVariants).values({ itemId, position: (top?.n ?? -1) + 1, ...body })
  return versionDetail(db, company, versionId)
}

export async function changeVariant(
  db: Db,
  company: PriceCompany,
  versionId: number,
  itemId: number,
  variantId: number,
  body: VariantBody,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftItem(db, versionId, itemId)
  const changed = await db
    .update(gplItemVariants)
    .set(body)
    .where(and(eq(gplItemVariants.id, variantId), eq(gplItemVariants.itemId, itemId)))
    .returning({ id: gplItemVariants.id })
  if (changed.length === 0) throw new ApiError(404)
  return versionDetail(db, company, versionId)
}

export async function removeVariant(
  db: Db,
  company: PriceCompany,
  versionId: number,
  itemId: number,
  variantId: number,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftItem(db, versionId, itemId)
  const [used] = await db.select({ n: count() }).from(gplPackageLines).where(eq(gplPackageLines.variantId, variantId))
  if ((used?.n ?? 0) > 0) throw new ApiError(422, undefined, { message: PRICE_PART_MESSAGES.variantInPackage })
  const removed = await db
    .delete(gplItemVariants)
    .where(and(eq(gplItemVariants.id, variantId), eq(gplItemVariants.itemId, itemId)))
    .returning({ id: gplItemVariants.id })
  if (removed.length === 0) throw new ApiError(404)
  return versionDetail(db, company, versionId)
}

/** Sets (`priceCents`) or clears (null) what one of the home's locations charges for an item. */
export async function setLocationPrice(
  db: Db,
  company: PriceCompany,
  versionId: number,
  itemId: number,
  locationId: number,
  priceCents: number | null,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftItem(db, versionId, itemId)
  const [branch] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.companyId, company.id)))
    .limit(1)
  if (!branch) throw new ApiError(404)
  const at = and(eq(gplItemLocationPrices.itemId, itemId), eq(gplItemLocationPrices.locationId, locationId))
  if (priceCents === null) await db.delete(gplItemLocationPrices).where(at)
  else
    await db
      .insert(gplItemLocationPrices)
      .values({ itemId, locationId, priceCents })
      .onConflictDoUpdate({ target: [gplItemLocationPrices.itemId, gplItemLocationPrices.locationId], set: { priceCents } })
  return versionDetail(db, company, versionId)
}
