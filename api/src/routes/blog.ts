import { and, count, desc, eq, isNotNull, lte } from 'drizzle-orm'
import { Hono } from 'hono'
import { BlogArticlePageSchema, BlogArticleParamsSchema, BlogArticleSchema } from '#contract/blog.ts'
import { ApiError } from '#contract/errors.ts'
import { PageQuerySchema, toPage } from '#contract/paging.ts'
import { articleBlocks, toArticleSummary } from '../blog/articles.ts'
import { blogArticles, media } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { pageWindow } from '../paging.ts'
import { validate } from '../validate.ts'

/**
 * Public blog calls (contract/blog.ts), mounted at /api/web. Only published articles of the
 * funeral home from X-Host exist; a draft, a scheduled one or another company's is a 404.
 */
export const blog = new Hono<{ Bindings: ApiBindings }>()

function published(companyId: number) {
  return and(
    eq(blogArticles.companyId, companyId),
    isNotNull(blogArticles.publishedAt),
    lte(blogArticles.publishedAt, new Date().toISOString()),
  )
}

blog.get('/blog', validate('query', PageQuerySchema), async (c) => {
  const q = c.req.valid('query')
  const { db, company } = c.var
  const where = published(company.id)
  const { limit, offset } = pageWindow(q)
  // Not db.batch: D1's batch answers rows as objects, and joined tables' same-named columns would collide.
  const [rows, total] = await Promise.all([
    db
      .select({ article: blogArticles, cover: media })
      .from(blogArticles)
      .leftJoin(media, and(eq(media.id, blogArticles.coverMediaId), eq(media.companyId, company.id)))
      .where(where)
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(blogArticles).where(where),
  ])
  const content = rows.map((r) => toArticleSummary(r.article, r.cover))
  return c.json(BlogArticlePageSchema.parse(toPage(content, q, total[0]?.n ?? 0)))
})

blog.get('/blog/articles/:id', async (c) => {
  const raw = c.req.param('id')
  const id = BlogArticleParamsSchema.safeParse({ id: raw })
  if (!id.success || !/^\d+$/.test(raw)) throw new ApiError(404)
  const { db, company } = c.var
  const [row] = await db
    .select({ article: blogArticles, cover: media })
    .from(blogArticles)
    .leftJoin(media, and(eq(media.id, blogArticles.coverMediaId), eq(media.companyId, company.id)))
    .where(and(published(company.id), eq(blogArticles.id, id.data.id)))
    .limit(1)
  if (!row) throw new ApiError(404)
  return c.json(BlogArticleSchema.parse({ ...toArticleSummary(row.article, row.cover), body: articleBlocks(row.article.body) }))
})
