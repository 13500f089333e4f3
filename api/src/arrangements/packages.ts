import { and, asc, eq, sql } from 'drizzle-orm'
import type { Package } from '#contract/arrangements.ts'
import { arrangementLines, gplPackageLines, gplPackages } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import type { Catalogue } from './catalogue.ts'

type PackageLineRow = typeof gplPackageLines.$inferSelect
type PackageRow = typeof gplPackages.$inferSelect

/** The least one of an item costs: its price, or its cheapest variant's. */
function cheapestOf(catalogue: Catalogue, itemId: number): number {
  const item = catalogue.items.get(itemId)
  if (!item) return 0
  const prices = [...catalogue.variants.values()].filter((v) => v.itemId === itemId).map((v) => v.priceCents)
  return prices.length > 0 ? Math.min(...prices) : item.priceCents
}

/** The least a family pays for a package line (the cheapest choice where one is left open). */
export function lineStartingPrice(catalogue: Catalogue, line: PackageLineRow): number {
  let unit = line.unitPriceCents ?? 0
  if (line.itemId !== null) {
    unit = line.variantId !== null ? (catalogue.variants.get(line.variantId)?.priceCents ?? 0) : cheapestOf(catalogue, line.itemId)
  } else if (line.selectorId !== null) {
    const options = catalogue.selectors.get(line.selectorId)?.selectorItems.map((si) => cheapestOf(catalogue, si.item.id)) ?? []
    unit = options.length > 0 ? Math.min(...options) : 0
  }
  return unit * line.quantity
}

export function lineLabel(catalogue: Catalogue, line: PackageLineRow): string {
  if (line.itemId !== null) {
    const name = catalogue.items.get(line.itemId)?.name ?? ''
    const variant = line.variantId === null ? undefined : catalogue.variants.get(line.variantId)?.name
    const label = variant ? `${name} (${variant})` : name
    return line.quantity > 1 ? `${label} × ${line.quantity}` : label
  }
  if (line.selectorId !== null) return catalogue.selectors.get(line.selectorId)?.name ?? ''
  return line.name ?? ''
}

/** Every package of one version of the company's price list, with its lines (a funeral home offers a handful). */
export async function loadPackages(db: Db, companyId: number, versionId: number): Promise<{ row: PackageRow; lines: PackageLineRow[] }[]> {
  const where = and(eq(gplPackages.companyId, companyId), eq(gplPackages.versionId, versionId))
  const [packages, lines] = await db.batch([
    db.select().from(gplPackages).where(where).orderBy(asc(gplPackages.position), asc(gplPackages.id)),
    db
      .select({ line: gplPackageLines })
      .from(gplPackageLines)
      .innerJoin(gplPackages, eq(gplPackages.id, gplPackageLines.packageId))
      .where(where)
      .orderBy(asc(gplPackageLines.position), asc(gplPackageLines.id)),
  ])
  return packages.map((row) => ({ row, lines: lines.map((l) => l.line).filter((l) => l.packageId === row.id) }))
}

export function toPackage(catalogue: Catalogue, pkg: { row: PackageRow; lines: PackageLineRow[] }, selectedId: number | null): Package {
  return {
    packageId: pkg.row.id,
    name: pkg.row.name,
    description: pkg.row.description,
    category: pkg.row.category,
    startingPriceCents: pkg.lines.reduce((sum, l) => sum + lineStartingPrice(catalogue, l), 0),
    includes: pkg.lines.map((l) => lineLabel(catalogue, l)),
    selected: pkg.row.id === selectedId,
  }
}

/** A package of the version the arrangement is on (another version's is not on its price list). */
export async function findPackage(db: Db, companyId: number, versionId: number, packageId: number): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(gplPackages)
    .where(and(eq(gplPackages.id, packageId), eq(gplPackages.companyId, companyId), eq(gplPackages.versionId, versionId)))
    .limit(1)
  return row
}

/** Copies a package's lines into a case's arrangement (INSERT … SELECT, inside the caller's batch). */
export function copyPackageLines(db: Db, caseId: number, packageId: number) {
  return db.insert(arrangementLines).select(
    db
      // Every column in table order (drizzle's rule for INSERT … SELECT); a null id takes the next rowid.
      .select({
        id: sql<number>`null`.as('id'),
        caseId: sql<number>`${caseId}`.as('case_id'),
        categoryId: gplPackageLines.categoryId,
        itemId: gplPackageLines.itemId,
        variantId: gplPackageLines.variantId,
        selectorId: gplPackageLines.selectorId,
        name: gplPackageLines.name,
        unitPriceCents: gplPackageLines.unitPriceCents,
        quantity: gplPackageLines.quantity,
        required: gplPackageLines.required,
        fromPackage: sql<boolean>`1`.as('from_package'),
        position: gplPackageLines.position,
        // The package's lines were added by nobody in person and carry no requirement (decision 064).
        addedBy: sql<number | null>`null`.as('added_by'),
        requirement: sql<string | null>`null`.as('requirement'),
      })
      .from(gplPackageLines)
      .where(eq(gplPackageLines.packageId, packageId)),
  )
}
