import { asc, eq } from 'drizzle-orm'
import { PriceListSchema, type PriceList, type PriceListCategory } from '#contract/price-list.ts'
import { priceListDisclosures, priceListVersions } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { currentVersionId, loadCatalogue, variantsOf, type Catalogue } from './catalogue.ts'
import { loadPackages, toPackage } from './packages.ts'

/**
 * The public General Price List of one funeral home (issue 18 point 10), built from the same
 * catalogue and packages the family's arrangement reads, so the page and the statement never
 * disagree on a price.
 */

/**
 * Every category with items, hidden ones included: a GPL must list every good and service with
 * its price, and `displayForFamily` only decides what the arrangement screens offer (decision 032).
 * Order as families see categories (spec §5): highest position first, then by name.
 */
export function priceListCategories(catalogue: Catalogue): PriceListCategory[] {
  const items = [...catalogue.items.values()]
  return catalogue.categories
    .toSorted((a, b) => b.position - a.position || a.name.localeCompare(b.name))
    .map((category) => ({
      id: category.id,
      name: category.name,
      items: items
        .filter((item) => item.category.id === category.id)
        .map((item) => ({
          id: item.id,
          name: item.name,
          description: item.description,
          priceCents: item.priceCents,
          cashAdvance: catalogue.cashAdvanceIds.has(item.id),
          variants: variantsOf(catalogue, item.id).map((v) => ({
            id: v.id,
            name: v.name,
            description: v.description,
            priceCents: v.priceCents,
          })),
        })),
    }))
    .filter((category) => category.items.length > 0)
}

/**
 * The price list in effect today (decision 063): the current version's catalogue, packages,
 * effective date and disclosures. A home with none published shows an empty list.
 */
export async function loadPriceList(db: Db, companyId: number, now: Date = new Date()): Promise<PriceList> {
  const versionId = await currentVersionId(db, companyId, now)
  if (versionId === null)
    return PriceListSchema.parse({ effectiveFrom: null, categories: [], packages: [], rightToChoose: null, disclosures: [] })
  return loadVersionPriceList(db, companyId, versionId)
}

/** One version's price list as the public page shows it (the studio previews a draft the same way). */
export async function loadVersionPriceList(db: Db, companyId: number, versionId: number): Promise<PriceList> {
  const [catalogue, packages, versions, disclosures] = await Promise.all([
    loadCatalogue(db, companyId, versionId),
    loadPackages(db, companyId, versionId),
    db
      .select({ effectiveFrom: priceListVersions.effectiveFrom })
      .from(priceListVersions)
      .where(eq(priceListVersions.id, versionId))
      .limit(1),
    db
      .select({ ruleKey: priceListDisclosures.ruleKey, text: priceListDisclosures.text })
      .from(priceListDisclosures)
      .where(eq(priceListDisclosures.versionId, versionId))
      .orderBy(asc(priceListDisclosures.position), asc(priceListDisclosures.ruleKey)),
  ])
  return PriceListSchema.parse({
    effectiveFrom: versions[0]?.effectiveFrom ?? null,
    categories: priceListCategories(catalogue),
    packages: packages.map((pkg) => {
      const { selected: _selected, ...shown } = toPackage(catalogue, pkg, null)
      return shown
    }),
    // The right to choose opens the page; the rest follow the packages under Disclosures.
    rightToChoose: disclosures.find((d) => d.ruleKey === 'right_to_select')?.text ?? null,
    disclosures: disclosures.filter((d) => d.ruleKey !== 'right_to_select').map((d) => d.text),
  })
}
