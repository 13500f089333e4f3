import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { TASK_TYPES } from '#contract/family.ts'
import { companies } from './site.ts'

/**
 * What a funeral home starts each new case with (issue 40 point 1, decision 071): the portal
 * tasks a case gets when it opens, in order. Written when the home is made (api/src/platform/
 * new-home.ts, the demo homes included); a home without rows gives every case all ten tasks.
 */
export const companyTaskDefaults = sqliteTable(
  'company_task_defaults',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TASK_TYPES }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type] })],
)
