import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

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

/** The editable site (design, navigation, pages …) as JSON, once approved and once as a draft. */
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

/** ISO 8601 UTC with milliseconds, the same text `new Date().toISOString()` gives. */
const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`

/**
 * Someone who signs in to a company's site: a family member (the portal) or staff (publishing).
 * Accounts belong to one company; the same email may exist at another funeral home.
 */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lowercased, so the unique index means "one account per address per company". */
    email: text('email').notNull(),
    /** `pbkdf2-sha256$<iterations>$<salt>$<hash>` (api/src/auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['family', 'staff'] }).notNull(),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [uniqueIndex('users_company_email').on(t.companyId, t.email)],
)

/**
 * Refresh tokens, by SHA-256 only. Each sign-in starts a family; every refresh adds the next
 * token of the family and points the old one at it (`replaced_by`). A replaced token coming
 * back means it was copied: the whole family is revoked.
 */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    /** A random UUID, known before the insert so the old token can point at it. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    replacedBy: text('replaced_by'),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_user').on(t.userId),
  ],
)
