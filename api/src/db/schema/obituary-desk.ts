import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth.ts'
import { obituaries } from './cases.ts'
import { media } from './platform.ts'
import { companies } from './site.ts'

/**
 * Every version of an obituary the public has seen (decision 059): written when it goes public
 * (now or by the scheduler), closed with `unpublishedAt` when the home takes it down or publishes
 * a correction. Copies of the words, so a correction never rewrites what was shown.
 */
export const obituaryVersions = sqliteTable(
  'obituary_versions',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    obituaryId: integer('obituary_id')
      .notNull()
      .references(() => obituaries.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per obituary. */
    version: integer('version').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    birthDate: text('birth_date'),
    deathDate: text('death_date'),
    text: text('text').notNull(),
    photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    publishedAt: text('published_at').notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    unpublishedAt: text('unpublished_at'),
  },
  (t) => [uniqueIndex('obituary_versions_number').on(t.obituaryId, t.version)],
)
