import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { nowIso } from './columns.ts'
import { cases } from './cases.ts'
import { media } from './platform.ts'
import { users } from './auth.ts'
import { companies } from './site.ts'

/**
 * The family's files beyond the media rows themselves: the funeral home's stock memorial-theme
 * albums, and which file is a case's photo and its memorial theme. Album photos and music
 * need no table of their own: they are media rows of kind `photo` / `music` of the case.
 */

/** A named group of stock memorial themes ("Nature", "Faith", "Seaside") a family picks from. */
export const themeAlbums = sqliteTable(
  'theme_albums',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('theme_albums_company').on(t.companyId, t.position)],
)

/** The images of an album: media rows of kind `stock-theme` (no case). An image sits in one album. */
export const themeAlbumImages = sqliteTable(
  'theme_album_images',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => themeAlbums.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.mediaId] }), index('theme_album_images_media').on(t.mediaId)],
)

/**
 * One row per case: its photo (kind `case-photo`) and its memorial theme (a company stock
 * theme, or a custom upload of kind `theme`). A deleted file leaves the choice empty.
 */
export const caseMediaChoices = sqliteTable('case_media_choices', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
  themeMediaId: integer('theme_media_id').references(() => media.id, { onDelete: 'set null' }),
  themeChosenAt: text('theme_chosen_at'),
  themeChosenBy: integer('theme_chosen_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: text('updated_at').notNull().default(nowIso),
})
