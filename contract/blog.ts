import { z } from 'zod'
import { IdSchema, IsoDateTimeSchema } from './common.ts'
import { MediaFileSchema } from './files.ts'
import { defineOperations } from './operation.ts'
import { BLOG_PATHS } from './blog-constants.ts'
import { pageOf, PageQuerySchema } from './paging.ts'

// The paths live apart from the schemas (issue 15: what pages import without zod); re-exported here.
export { BLOG_PATHS, blogArticlePath } from './blog-constants.ts'

export const BlogArticleParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

/**
 * An article's body as simple blocks of plain text, never HTML: the page renders each block
 * with its own element, so nothing stored can run in a visitor's browser.
 */
export const ArticleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()).min(1) }),
  z.object({ type: z.literal('quote'), text: z.string(), cite: z.string().nullable() }),
])
export type ArticleBlock = z.infer<typeof ArticleBlockSchema>

export const BlogArticleSummarySchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  publishedAt: IsoDateTimeSchema,
  cover: MediaFileSchema.nullable(),
})
export type BlogArticleSummary = z.infer<typeof BlogArticleSummarySchema>
export const BlogArticlePageSchema = pageOf(BlogArticleSummarySchema)

export const BlogArticleSchema = BlogArticleSummarySchema.extend({ body: z.array(ArticleBlockSchema) })
export type BlogArticle = z.infer<typeof BlogArticleSchema>

const tags = ['blog']

export const operations = defineOperations([
  {
    method: 'get',
    path: BLOG_PATHS.list,
    summary: 'Published blog articles, newest first',
    tags,
    access: 'public',
    query: PageQuerySchema,
    response: { status: 200, schema: BlogArticlePageSchema },
  },
  {
    method: 'get',
    path: BLOG_PATHS.article,
    summary: 'One published article (body as plain-text blocks)',
    tags,
    access: 'public',
    params: BlogArticleParamsSchema,
    response: { status: 200, schema: BlogArticleSchema },
  },
])
