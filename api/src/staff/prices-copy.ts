import { sql, type SQL } from 'drizzle-orm'
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core'
import type { Db } from '../db/client.ts'

/**
 * A new draft copied from another version of the same home's price list (decision 063), in SQL
 * only, so the whole copy is one batch (one transaction) whatever the list's size. Each copied row
 * keeps `copied_from`, which maps the references of the rows below it (an item's category, a
 * package line's item and variant) onto the draft's own rows. The draft is found by the unique
 * index "one draft per home", so no statement needs the id another one made.
 */
export function copyVersionStatements(companyId: number, fromVersionId: number): SQL[] {
  const draft = sql`(SELECT id FROM price_list_versions WHERE company_id = ${companyId} AND published_at IS NULL)`
  const from = fromVersionId
  return [
    sql`INSERT INTO gpl_categories (company_id, version_id, copied_from, name, position, display_for_family)
      SELECT company_id, ${draft}, id, name, position, display_for_family FROM gpl_categories WHERE version_id = ${from}`,
    sql`INSERT INTO gpl_items (company_id, version_id, copied_from, category_id, name, description, price_cents, position,
        cash_advance, cash_advance_markup, rule_line, photo_media_id)
      SELECT i.company_id, ${draft}, i.id, c.id, i.name, i.description, i.price_cents, i.position,
        i.cash_advance, i.cash_advance_markup, i.rule_line, i.photo_media_id
      FROM gpl_items i JOIN gpl_categories c ON c.copied_from = i.category_id AND c.version_id = ${draft}
      WHERE i.version_id = ${from}`,
    sql`INSERT INTO gpl_item_variants (item_id, copied_from, name, description, price_cents, position, photo_media_id)
      SELECT n.id, v.id, v.name, v.description, v.price_cents, v.position, v.photo_media_id
      FROM gpl_item_variants v JOIN gpl_items n ON n.copied_from = v.item_id AND n.version_id = ${draft}`,
    sql`INSERT INTO gpl_item_location_prices (item_id, location_id, price_cents)
      SELECT n.id, p.location_id, p.price_cents
      FROM gpl_item_location_prices p JOIN gpl_items n ON n.copied_from = p.item_id AND n.version_id = ${draft}`,
    sql`INSERT INTO gpl_selectors (company_id, version_id, copied_from, category_id, name)
      SELECT s.company_id, ${draft}, s.id, c.id, s.name
      FROM gpl_selectors s JOIN gpl_categories c ON c.copied_from = s.category_id AND c.version_id = ${draft}
      WHERE s.version_id = ${from}`,
    sql`INSERT INTO gpl_selector_items (selector_id, item_id, position)
      SELECT ns.id, ni.id, si.position
      FROM gpl_selector_items si
      JOIN gpl_selectors ns ON ns.copied_from = si.selector_id AND ns.version_id = ${draft}
      JOIN gpl_items ni ON ni.copied_from = si.item_id AND ni.version_id = ${draft}`,
    sql`INSERT INTO gpl_packages (company_id, version_id, copied_from, name, description, category, position)
      SELECT company_id, ${draft}, id, name, description, category, position FROM gpl_packages WHERE version_id = ${from}`,
    sql`INSERT INTO gpl_package_lines (package_id, category_id, item_id, variant_id, selector_id, name, unit_price_cents, quantity, required, position)
      SELECT np.id, nc.id, ni.id, nv.id, ns.id, l.name, l.unit_price_cents, l.quantity, l.required, l.position
      FROM gpl_package_lines l
      JOIN gpl_packages np ON np.copied_from = l.package_id AND np.version_id = ${draft}
      JOIN gpl_categories nc ON nc.copied_from = l.category_id AND nc.version_id = ${draft}
      LEFT JOIN gpl_items ni ON ni.copied_from = l.item_id AND ni.version_id = ${draft}
      LEFT JOIN gpl_item_variants nv ON nv.copied_from = l.variant_id AND nv.item_id = ni.id
      LEFT JOIN gpl_selectors ns ON ns.copied_from = l.selector_id AND ns.version_id = ${draft}`,
    sql`INSERT INTO price_list_disclosures (version_id, rule_key, text, position)
      SELECT ${draft}, rule_key, text, position FROM price_list_disclosures WHERE version_id = ${from}`,
  ]
}

const dialect = new SQLiteSyncDialect()

/** The D1 binding under the drizzle client (drizzle keeps it as `$client`; its D1 type does not declare it). */
export function d1Of(db: Db): D1Database {
  return (db as Db & { $client: D1Database }).$client
}

/**
 * The statements as D1 prepared statements (drizzle's batch takes only its query builders, and
 * a raw INSERT … SELECT with joins is clearer written as SQL), for one `D1Database.batch`.
 */
export function copyVersionPrepared(db: Db, companyId: number, fromVersionId: number): D1PreparedStatement[] {
  return copyVersionStatements(companyId, fromVersionId).map((statement) => {
    const query = dialect.sqlToQuery(statement)
    return d1Of(db)
      .prepare(query.sql)
      .bind(...query.params)
  })
}
