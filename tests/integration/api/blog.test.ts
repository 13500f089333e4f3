import { describe, expect, it } from 'vitest'
import { BlogArticlePageSchema, blogArticlePath, BlogArticleSchema, BLOG_PATHS } from '#contract/blog.ts'
import { ApiErrorBodySchema } from '#contract/errors.ts'
import { api, HARBOR } from './client.ts'

/**
 * Seeded (api/seed/data/blog-articles.ts): Whitfield's articles are 101–109 (101–107 published, 108
 * scheduled for 2027, 109 a draft); Harbor's 201–209 the same way.
 */
describe('GET /api/web/blog', () => {
  it('lists published articles only, newest first, with covers', async () => {
    const response = await api(BLOG_PATHS.list)
    expect(response.status).toBe(200)
    const page = BlogArticlePageSchema.parse(await response.json())
    expect(page.totalElements).toBe(7)
    const dates = page.content.map((a) => a.publishedAt)
    expect(dates).toEqual(dates.toSorted().toReversed())
    expect(page.content[0]).toMatchObject({ id: 107, slug: 'honoring-a-veteran', author: 'Thomas Whitfield' })
    expect(page.content.every((a) => a.cover?.kind === 'blog')).toBe(true)
    expect(page.content.map((a) => a.id)).not.toContain(108)
    expect(page.content.map((a) => a.id)).not.toContain(109)
    const cover = await api(page.content[0]!.cover!.url)
    expect(cover.status).toBe(200)
  })

  it('pages, and keeps each funeral home’s articles apart', async () => {
    const second = BlogArticlePageSchema.parse(await (await api(`${BLOG_PATHS.list}?size=3&page=1`)).json())
    expect(second).toMatchObject({ page: 1, size: 3, totalElements: 7, totalPages: 3 })
    expect(second.content).toHaveLength(3)
    const harbor = BlogArticlePageSchema.parse(await (await api(BLOG_PATHS.list, { host: HARBOR })).json())
    expect(harbor.content.map((a) => a.slug)).toContain('burial-at-sea')
    expect(harbor.content.every((a) => a.id > 200 && a.id < 300)).toBe(true)
  })

  it('422s a bad page size', async () => {
    const response = await api(`${BLOG_PATHS.list}?size=500`)
    expect(response.status).toBe(422)
    expect(ApiErrorBodySchema.parse(await response.json()).errors).toEqual({ size: 'Cannot exceed 100' })
  })
})

describe('GET /api/web/blog/articles/{id}', () => {
  it('answers the article with its body as plain-text blocks', async () => {
    const response = await api(blogArticlePath(103))
    expect(response.status).toBe(200)
    const article = BlogArticleSchema.parse(await response.json())
    expect(article).toMatchObject({ id: 103, slug: 'what-to-expect-at-a-visitation', title: 'What to expect at a visitation' })
    expect(article.body.map((b) => b.type)).toContain('heading')
    expect(article.body.map((b) => b.type)).toContain('list')
    expect(JSON.stringify(article.body)).not.toMatch(/<[a-z]/i)
  })

  it('is a 404 for a draft, a scheduled article, another company’s, a non-numeric and an unknown id', async () => {
    const responses = await Promise.all([
      api(blogArticlePath(109)),
      api(blogArticlePath(108)),
      api(blogArticlePath(101), { host: HARBOR }),
      api(blogArticlePath('abc')),
      api(blogArticlePath('1e3')),
      api(blogArticlePath(99999)),
    ])
    for (const response of responses) {
      expect(response.status).toBe(404)
      expect(ApiErrorBodySchema.parse(await response.json())).toMatchObject({ statusCode: 404, statusMessage: 'Not Found' })
    }
  })
})
