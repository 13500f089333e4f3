import { z } from 'zod'
import { ArticleBlockSchema, type ArticleBlock, type BlogArticleSummary } from '#contract/blog.ts'
import type { blogArticles } from '../db/schema.ts'
import { toMediaFile, type MediaRow } from '../media/store.ts'

export type ArticleRow = typeof blogArticles.$inferSelect

const BlocksSchema = z.array(ArticleBlockSchema)

/**
 * The stored body as blocks. A body that is not valid blocks (written by hand into the table)
 * is shown as one paragraph per blank-line-separated part of its text, never as markup.
 */
export function articleBlocks(body: unknown): ArticleBlock[] {
  const parsed = BlocksSchema.safeParse(body)
  if (parsed.success) return parsed.data
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '')
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ type: 'paragraph' as const, text: p }))
}

export function toArticleSummary(row: ArticleRow, cover: MediaRow | null | undefined): BlogArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.authorName,
    publishedAt: row.publishedAt ?? '',
    cover: cover ? toMediaFile(cover) : null,
  }
}
