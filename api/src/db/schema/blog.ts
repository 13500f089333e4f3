import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { nowIso } from './columns.ts'
import { media } from './platform.ts'
import { companies } from './site.ts'

/**
 * A funeral home's blog article (/blog, /blog/article/{id}). The body is JSON blocks (paragraph,
 * heading, list, quote) of plain text, never HTML, so nothing stored can run in a visitor's page.
 * Public once `publishedAt` is set and not in the future.
 */
export const blogArticles = sqliteTable(
  'blog_articles',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    authorName: text('author_name').notNull(),
    /** `ArticleBlock[]` (contract/blog.ts) as JSON text. */
    body: text('body', { mode: 'json' }).notNull(),
    coverMediaId: integer('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
    publishedAt: text('published_at'),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex('blog_articles_company_slug').on(t.companyId, t.slug),
    index('blog_articles_company_published').on(t.companyId, t.publishedAt),
  ],
)
