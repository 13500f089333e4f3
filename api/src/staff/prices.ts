import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { isDisclosureKey, isRuleLineKey, publishBlockers } from '#contract/price-list-funeral-rule.ts'
import { currentVersion, versionState } from '#contract/price-list-versions.ts'
import { STUDIO_PRICE_MESSAGES, type PriceVersion, type PriceVersionDetail, type PriceVersions } from '#contract/studio-prices.ts'
import { todayIn } from '#core/zoned-time.ts'
import {
  gplCategories,
  gplItemLocationPrices,
  gplItemVariants,
  gplItems,
  locations,
  priceListDisclosures,
  priceListVersions,
} from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { loadCatalogue } from '../arrangements/catalogue.ts'
import { loadPackages, toPackage } from '../arrangements/packages.ts'

/**
 * The versions of a home's price list as the owner's editor reads them (issue 39 point 1,
 * decision 063; the calls: contract/studio-prices.ts). The home is `company`: a version of another
 * home is a 404, as if it did not exist.
 */

export type PriceCompany = { id: number; timeZone: string }
export type VersionRow = typeof priceListVersions.$inferSelect

async function versionRows(db: Db, companyId: number): Promise<VersionRow[]> {
  return db.select().from(priceListVersions).where(eq(priceListVersions.companyId, companyId)).orderBy(desc(priceListVersions.number))
}

function toVersions(rows: readonly VersionRow[], today: string): PriceVersion[] {
  const current = currentVersion(rows, today)
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    note: r.note,
    effectiveFrom: r.effectiveFrom,
    publishedAt: r.publishedAt,
    state: versionState(r, current, today),
  }))
}

export async function listVersions(db: Db, company: PriceCompany, now: Date = new Date()): Promise<PriceVersions> {
  const today = todayIn(company.timeZone, now)
  return { versions: toVersions(await versionRows(db, company.id), today), today }
}

/** The version, of this home only (404 otherwise). */
export async function findVersion(db: Db, companyId: number, versionId: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(priceListVersions)
    .where(and(eq(priceListVersions.id, versionId), eq(priceListVersions.companyId, companyId)))
    .limit(1)
  if (!row) throw new ApiError(404)
  return row
}

/** A draft of this home (404 for another home's, 422 in words for a published one). */
export async function findDraft(db: Db, companyId: number, versionId: number): Promise<VersionRow> {
  const row = await findVersion(db, companyId, versionId)
  if (row.publishedAt !== null) throw new ApiError(422, undefined, { message: STUDIO_PRICE_MESSAGES.notDraft })
  return row
}

/** One version whole, with what stops it from being published. */
export async function versionDetail(db: Db, company: PriceCompany, versionId: number, now: Date = new Date()): Promise<PriceVersionDetail> {
  const rows = await versionRows(db, company.id)
  if (!rows.some((r) => r.id === versionId)) throw new ApiError(404)
  const itemIds = db.select({ id: gplItems.id }).from(gplItems).where(eq(gplItems.versionId, versionId))
  const [categories, items, variants, locationPrices, disclosures, branchRows] = await db.batch([
    db
      .select()
      .from(gplCategories)
      .where(eq(gplCategories.versionId, versionId))
      .orderBy(desc(gplCategories.position), asc(gplCategories.name)),
    db.select().from(gplItems).where(eq(gplItems.versionId, versionId)).orderBy(asc(gplItems.position), asc(gplItems.id)),
    db
      .select()
      .from(gplItemVariants)
      .where(inArray(gplItemVariants.itemId, itemIds))
      .orderBy(asc(gplItemVariants.position), asc(gplItemVariants.id)),
    db.select().from(gplItemLocationPrices).where(inArray(gplItemLocationPrices.itemId, itemIds)),
    db
      .select()
      .from(priceListDisclosures)
      .where(eq(priceListDisclosures.versionId, versionId))
      .orderBy(asc(priceListDisclosures.position), asc(priceListDisclosures.ruleKey)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.companyId, company.id))
      .orderBy(asc(locations.position), asc(locations.id)),
  ])
  const [catalogue, packages] = await Promise.all([loadCatalogue(db, company.id, versionId), loadPackages(db, company.id, versionId)])
  const shownItems = items.map((i) => ({
    id: i.id,
    categoryId: i.categoryId,
    name: i.name,
    description: i.description,
    priceCents: i.priceCents,
    cashAdvance: i.cashAdvance,
    cashAdvanceMarkup: i.cashAdvanceMarkup,
    ruleLine: isRuleLineKey(i.ruleLine) ? i.ruleLine : null,
    variants: variants
      .filter((v) => v.itemId === i.id)
      .map((v) => ({ id: v.id, name: v.name, description: v.description, priceCents: v.priceCents })),
    locationPrices: locationPrices.filter((p) => p.itemId === i.id).map((p) => ({ locationId: p.locationId, priceCents: p.priceCents })),
  }))
  const shownDisclosures = disclosures.flatMap((d) => (isDisclosureKey(d.ruleKey) ? [{ ruleKey: d.ruleKey, text: d.text }] : []))
  const today = todayIn(company.timeZone, now)
  const version = toVersions(rows, today).find((v) => v.id === versionId)
  if (!version) throw new ApiError(404)
  return {
    version,
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      position: c.position,
      displayForFamily: c.displayForFamily,
      items: shownItems.filter((i) => i.categoryId === c.id),
    })),
    disclosures: shownDisclosures,
    packages: packages.map((p) => {
      const shown = toPackage(catalogue, p, null)
      return {
        id: p.row.id,
        name: shown.name,
        description: shown.description,
        category: shown.category,
        startingPriceCents: shown.startingPriceCents,
        includes: shown.includes,
        lines: p.lines.map((l, n) => ({ id: l.id, label: shown.includes[n] ?? '', quantity: l.quantity, required: l.required })),
      }
    }),
    locations: branchRows,
    blockers: publishBlockers({ disclosures: shownDisclosures, items: shownItems }),
  }
}
