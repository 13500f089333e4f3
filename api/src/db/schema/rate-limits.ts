import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Fixed-window attempt counters of every rate limit (api/src/rate-limit/). The key is a SHA-256
 * of bucket, company, client IP and subject, so the table holds no address or email in clear.
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
