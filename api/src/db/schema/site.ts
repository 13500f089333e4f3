import { sql } from 'drizzle-orm'
import { foreignKey, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/** A funeral home: the tenant every other row belongs to. */
export const companies = sqliteTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number'),
  logoUrl: text('logo_url'),
  timeZone: text('time_zone').notNull(),
})

/** Hosts a company's site answers on; the tenant is resolved from X-Host through this table. */
export const companyHosts = sqliteTable('company_hosts', {
  host: text('host').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
})

/**
 * The editable site as JSON, once approved and once as a draft: its shell (design, navigation,
 * settings, header, footer), everything but the pages, which are rows of `website_pages`, so no
 * row grows with the number of pages (D1 refuses a row over 2 MB; decision 025).
 */
export const websiteContexts = sqliteTable(
  'website_contexts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['approved', 'draft'] }).notNull(),
    document: text('document', { mode: 'json' }).notNull(),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
)

/**
 * One page of a site document per row (`pages[path]` of the contract's SiteDocument), under its
 * shell in `website_contexts`. `position` keeps the pages in the document's order, which the
 * record's key order carries (the navigation and the sitemap list pages in it).
 */
export const websitePages = sqliteTable(
  'website_pages',
  {
    companyId: integer('company_id').notNull(),
    kind: text('kind', { enum: ['approved', 'draft'] }).notNull(),
    path: text('path').notNull(),
    position: integer('position').notNull(),
    document: text('document', { mode: 'json' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.path] }),
    // A page lives and dies with its shell (and so with its company).
    foreignKey({ columns: [t.companyId, t.kind], foreignColumns: [websiteContexts.companyId, websiteContexts.kind] }).onDelete('cascade'),
  ],
)

export const locations = sqliteTable('locations', {
  id: integer('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2'),
  city: text('city').notNull(),
  region: text('region').notNull(),
  postalCode: text('postal_code').notNull(),
  phoneNumber: text('phone_number'),
  position: integer('position').notNull().default(0),
})

export const redirects = sqliteTable(
  'redirects',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fromPath: text('from_path').notNull(),
    target: text('target').notNull(),
    permanent: integer('permanent', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [uniqueIndex('redirects_company_from').on(t.companyId, t.fromPath)],
)
