import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth.ts'
import { cases } from './cases.ts'
import { nowIso } from './columns.ts'
import { companies } from './site.ts'

/**
 * Who changed what on a case (issue 37 point 3, decision 055): one row per field changed, by staff
 * in the studio or by the family in add-details, with the value before and after as text (dates
 * `YYYY-MM-DD`, a location or director by name). The case page's timeline reads it. Fields:
 * `details.<name>` (the personal details), `whereNow`, `location`, `director`, `stage`, `package`.
 */
export const caseChanges = sqliteTable(
  'case_changes',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted: the change stays, its author is unknown. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [index('case_changes_case').on(t.caseId, t.createdAt)],
)
