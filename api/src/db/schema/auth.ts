import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { STAFF_ROLES } from '#contract/staff-roles.ts'
import { nowIso } from './columns.ts'
import { companies } from './site.ts'

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
    /** A staff account's role (contract/staff-roles.ts); null for family, and for staff made before roles (an owner). */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    /** Set when the owner disables a staff account: it can no longer sign in, and its tokens stop working. */
    disabledAt: text('disabled_at'),
    /**
     * Carried in every access token (`ver`); the auth middleware refuses a token with another
     * value. Sign-out and a completed password reset add one, which ends every access token
     * issued before at once instead of when it expires (issue 16).
     */
    tokenVersion: integer('token_version').notNull().default(0),
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
