import { blogArticles } from '#api/src/db/schema.ts'
import { blogArticlesFor } from './data/blog-articles.ts'
import { seedMediaFile, seedMediaId } from './media.ts'
import { landscapeSvg } from '#api/src/media/samples/pictures.ts'
import { seedDb } from './query.ts'
import type { CompanySeed, SeedOutput } from './types.ts'

/**
 * Blog articles of a demo funeral home (api/seed/data/blog-articles.ts), each with a cover image.
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
  const rows = articles.map((a, i) =>
    seedDb
      .insert(blogArticles)
      .values({
        id: company.id * 100 + i + 1,
        companyId: company.id,
        slug: a.slug,
        title: a.title,
        excerpt: a.excerpt,
        authorName: a.author,
        body: a.body,
        coverMediaId: seedMediaId(company.id, 'blog', i + 1),
        publishedAt: a.publishedAt,
        updatedAt: a.publishedAt ?? '2026-11-20T15:00:00.000Z',
      })
      .onConflictDoNothing(),
  )
  return { queries: [...covers.map((c) => c.query), ...rows], objects: covers.map((c) => c.object) }
}
