import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth.ts'
import { nowIso } from './columns.ts'
import { companies } from './site.ts'

/**
 * Password reset links (api/src/auth/password-reset.ts): by SHA-256 only, single-use
 * (`used_at`), short-lived (`expires_at`). A leaked table holds nothing a caller could present.
 */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [index('password_reset_tokens_user').on(t.userId)],
)
