import { eq, sql, type SQL } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { ApiError } from '#contract/errors.ts'
import { parsePriceCsv, type CsvRow } from '#contract/price-list-csv.ts'
import type { CsvImportResult, PriceCategory, PriceItem } from '#contract/studio-prices.ts'
import { gplCategories, gplItems, gplItemVariants } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { findDraft, versionDetail, type PriceCompany } from './prices.ts'

/**
 * A price list file into a draft (issue 39 point 1, decision 063): every row is checked first and
 * one problem stops the whole import. A row updates the draft's item (or variant) of the same
 * category and name, without regard to case, or adds it, and a category the draft lacks is added;
 * nothing is taken off, so packages keep the items they include. All of it is one D1 batch (one
 * transaction): a file is never half imported.
 */
export async function importPriceCsv(db: Db, company: PriceCompany, versionId: number, csv: string): Promise<CsvImportResult> {
  await findDraft(db, company.id, versionId)
  const { rows, errors } = parsePriceCsv(csv)
  if (errors.length > 0) throw new ApiError(422, undefined, { errors: { csv: errors.map((e) => e.message).join(' ') } })
  if (rows.length === 0) throw new ApiError(422, undefined, { errors: { csv: 'The file has no rows under its first line.' } })
  const before = await versionDetail(db, company, versionId)
  const statements = importStatements(db, company.id, versionId, before.categories, rows)
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
  return { imported: rows.length, detail: await versionDetail(db, company, versionId) }
}

const key = (name: string) => name.trim().toLowerCase()

/**
 * The writes a file makes. A row added in this same import is found again by a subquery on its
 * name (the newest such row of the draft), so no statement needs an id an earlier one made.
 */
function importStatements(db: Db, companyId: number, versionId: number, categories: readonly PriceCategory[], rows: readonly CsvRow[]) {
  const out: BatchItem<'sqlite'>[] = []
  const categoryIds = new Map(categories.map((c) => [key(c.name), c.id]))
  const items = new Map<string, PriceItem>(
    categories.flatMap((c) => c.items.map((i) => [`${key(c.name)}\u0000${key(i.name)}`, i] as const)),
  )
  const added = { categories: new Map<string, SQL>(), items: new Map<string, SQL>() }
  let categoryPosition = Math.min(0, ...categories.map((c) => c.position))
  const itemPositions = new Map(categories.map((c) => [key(c.name), c.items.length - 1]))
  const itemRows = new Map<string, CsvRow>()

  const categoryOf = (name: string): number | SQL => {
    const found = categoryIds.get(key(name)) ?? added.categories.get(key(name))
    if (found !== undefined) return found
    // Below the others: families see categories highest first, so an added one comes last.
    categoryPosition -= 1
    out.push(db.insert(gplCategories).values({ companyId, versionId, name: name.trim(), position: categoryPosition }))
    const ref = sql`(SELECT id FROM gpl_categories WHERE version_id = ${versionId} AND name = ${name.trim()} ORDER BY id DESC LIMIT 1)`
    added.categories.set(key(name), ref)
    return ref
  }

  for (const row of rows) {
    const itemKey = `${key(row.category)}\u0000${key(row.item)}`
    if (row.variant === '') {
      itemRows.set(itemKey, row)
      const columns = {
        name: row.item,
        description: row.description,
        priceCents: row.priceCents,
        cashAdvance: row.cashAdvance,
        cashAdvanceMarkup: row.markup,
        ruleLine: row.ruleLine,
      }
      const existing = items.get(itemKey)
      if (existing) {
        out.push(db.update(gplItems).set(columns).where(eq(gplItems.id, existing.id)))
        continue
      }
      const categoryId = categoryOf(row.category)
      const position = (itemPositions.get(key(row.category)) ?? -1) + 1
      itemPositions.set(key(row.category), position)
      out.push(db.insert(gplItems).values({ companyId, versionId, categoryId, position, ...columns }))
      added.items.set(
        itemKey,
        sql`(SELECT id FROM gpl_items WHERE version_id = ${versionId} AND category_id = ${categoryId} AND name = ${row.item} ORDER BY id DESC LIMIT 1)`,
      )
      continue
    }
    // The parser put a variant after its item's row: the item is known, old or added.
    const existing = items.get(itemKey)
    const variant = existing?.variants.find((v) => key(v.name) === key(row.variant))
    if (variant) {
      // A variant priced as its item (null; the file shows the item's price) stays so while the two agree.
      const asItem = variant.priceCents === null && row.priceCents === itemRows.get(itemKey)?.priceCents
      const priceCents = asItem ? null : row.priceCents
      out.push(
        db
          .update(gplItemVariants)
          .set({ name: row.variant, description: row.description, priceCents })
          .where(eq(gplItemVariants.id, variant.id)),
      )
      continue
    }
    const itemId = existing?.id ?? added.items.get(itemKey)
    if (itemId === undefined) continue
    const position = (existing?.variants.length ?? 0) + variantOrdinal(rows, row)
    out.push(
      db.insert(gplItemVariants).values({ itemId, name: row.variant, description: row.description, priceCents: row.priceCents, position }),
    )
  }
  return out
}

/** The row's place among the variants of its item in the file, so added variants keep the file's order. */
function variantOrdinal(rows: readonly CsvRow[], row: CsvRow): number {
  return rows.filter((r) => r.variant !== '' && key(r.category) === key(row.category) && key(r.item) === key(row.item) && r.line < row.line)
    .length
}
