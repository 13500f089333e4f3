import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth.ts'
import { stationeryItems } from './family.ts'

/**
 * Each time the home sends a printed piece to the family (decision 061): its number and the pages
 * it had then, as JSON `[{ pageType, mediaId }]` in order. Kept whole, never edited, so the
 * family can be told what changed between two versions without the pages table growing history.
 */
export const stationeryVersions = sqliteTable(
  'stationery_versions',
  {
    id: integer('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => stationeryItems.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    pages: text('pages').notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: text('sent_at').notNull(),
  },
  (t) => [uniqueIndex('stationery_versions_item_number').on(t.itemId, t.number)],
)
