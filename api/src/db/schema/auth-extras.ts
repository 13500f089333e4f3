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

/**
 * Fixed-window attempt counters (api/src/middleware/rate-limit.ts). The key is a SHA-256 of
 * client IP, company, bucket and subject, so the table holds no address or email in clear.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** Unix seconds when the current window opened. */
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window').on(t.windowStart)],
)
