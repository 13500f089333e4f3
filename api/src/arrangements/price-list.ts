import { and, eq } from 'drizzle-orm'
import { PriceListSchema, type PriceList, type PriceListCategory } from '#contract/price-list.ts'
import { statementTemplateRevisions } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { loadCatalogue, variantsOf, type Catalogue } from './catalogue.ts'
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

/** The price list: catalogue, packages and the current statement revision (its date and disclosures) in one round of reads. */
export async function loadPriceList(db: Db, companyId: number): Promise<PriceList> {
  const [catalogue, packages, templates] = await Promise.all([
    loadCatalogue(db, companyId),
    loadPackages(db, companyId),
    db
      .select({ effectiveFrom: statementTemplateRevisions.effectiveFrom, disclosures: statementTemplateRevisions.disclosures })
      .from(statementTemplateRevisions)
      .where(and(eq(statementTemplateRevisions.companyId, companyId), eq(statementTemplateRevisions.current, true)))
      .limit(1),
  ])
  const template = templates[0]
  return PriceListSchema.parse({
    effectiveFrom: template?.effectiveFrom ?? null,
    categories: priceListCategories(catalogue),
    packages: packages.map((pkg) => {
      const { selected: _selected, ...shown } = toPackage(catalogue, pkg, null)
      return shown
    }),
    disclosures: template ? JSON.parse(template.disclosures) : [],
  })
}
