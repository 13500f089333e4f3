import { blogArticlesFor } from './blog-data.ts'
import type { CompanySeed, SeedOutput, Statement } from './factories.ts'
import { landscapeSvg, seedMediaFile, seedMediaId } from './media.ts'

/**
 * Blog articles of a demo funeral home (api/seed/blog-data.ts), each with a cover image.
 * Ids: article companyId × 100 + n, cover seedMediaId(companyId, 'blog', n).
 */
export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const articles = blogArticlesFor(company.id)
  const covers = await Promise.all(
    articles.map((a, i) =>
      seedMediaFile({
        id: seedMediaId(company.id, 'blog', i + 1),
        companyId: company.id,
        kind: 'blog',
        ...landscapeSvg(company.id * 300 + i, 1200, 630),
        title: a.title,
        fileName: `${a.slug}.svg`,
      }),
    ),
  )
  const rows: Statement[] = articles.map((a, i) => ({
    sql: 'INSERT OR IGNORE INTO blog_articles (id, company_id, slug, title, excerpt, author_name, body, cover_media_id, published_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    params: [
      company.id * 100 + i + 1,
      company.id,
      a.slug,
      a.title,
      a.excerpt,
      a.author,
      JSON.stringify(a.body),
      seedMediaId(company.id, 'blog', i + 1),
      a.publishedAt,
      a.publishedAt ?? '2026-11-20T15:00:00.000Z',
    ],
  }))
  return { statements: [...covers.map((c) => c.statement), ...rows], objects: covers.map((c) => c.object) }
}
