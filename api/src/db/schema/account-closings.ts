import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth.ts'
import { companies } from './site.ts'

/**
 * A home whose owner asked to close the account (decision 072): present while it is closing,
 * deleted by a cancel. On `removeOn` (a day of the home's calendar, the grace period after the
 * request) the daily cron removes the company, its rows and its R2 objects; this row goes with it.
 */
export const accountClosings = sqliteTable(
  'account_closings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedAt: text('requested_at').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** `YYYY-MM-DD`, the home's calendar. */
    removeOn: text('remove_on').notNull(),
  },
  (t) => [index('account_closings_remove_on').on(t.removeOn)],
)
