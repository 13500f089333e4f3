import { describe, expect, it } from 'vitest'
import { seed as blogSeed } from '#api/seed/blog.ts'
import { blogArticlesFor } from '#api/seed/data/blog-articles.ts'
import { HARBOR_PEOPLE, WHITFIELD_PEOPLE } from '#api/seed/data/obituary-people.ts'
import { demoCompanies } from '#api/seed/demo.ts'
import { DEATH_DAYS_BEFORE, obituaryText, seed, SEED_TODAY, UNPUBLISHED_N } from '#api/seed/obituaries.ts'
import { tributeVideo } from '#api/src/media/samples/video.ts'
import { toStatements } from '#api/seed/query.ts'
import { articleBlocks } from '#api/src/blog/articles.ts'
import { ArticleBlockSchema } from '#contract/blog.ts'
import { sniffContentType } from '#core/media-bytes.ts'
import { rowsOf } from '#tests/support/seed.ts'

describe('obituary seed', () => {
  // Not timed: a unit test that times itself fails on a busy machine (speed belongs in `npm run bench`).
  it('has 32 published obituaries and one unpublished per funeral home, the same every run', async () => {
    for (const company of demoCompanies()) {
      const out = await seed(company)
      const statements = toStatements(out.queries)
      const obituaries = rowsOf(statements, 'obituaries')
      expect(obituaries).toHaveLength(33)
      expect(obituaries.filter((r) => r.published_at !== null)).toHaveLength(32)
      expect(obituaries.find((r) => r.id === company.id * 1000 + UNPUBLISHED_N)?.published_at).toBeNull()
      expect(statements.every((s) => s.sql.endsWith(' on conflict do nothing'))).toBe(true)
      const again = await seed(company)
      expect(JSON.stringify([toStatements(again.queries), again.objects])).toBe(JSON.stringify([statements, out.objects]))
      expect(rowsOf(statements, 'memorial_comments').map((r) => r.status)).toEqual(
        expect.arrayContaining(['approved', 'pending', 'rejected']),
      )
      expect(rowsOf(statements, 'service_events').length).toBeGreaterThan(8)
      expect(rowsOf(statements, 'case_videos').filter((r) => r.status === 'approved')).toHaveLength(3)
      expect(new Set(rowsOf(statements, 'memorial_wall_settings').map((r) => r.moderation))).toEqual(new Set(['review', 'publish']))
      // Every statement's id is unique within its table.
      for (const table of ['cases', 'obituaries', 'media', 'memorial_comments', 'service_events']) {
        const ids = rowsOf(statements, table).map((r) => r.id)
        expect({ table, unique: new Set(ids).size }).toEqual({ table, unique: ids.length })
      }
    }
  })

  it('dates deaths within the eighteen months before the demo day, newest first', () => {
    expect(DEATH_DAYS_BEFORE.length).toBeGreaterThanOrEqual(WHITFIELD_PEOPLE.length)
    expect(Math.max(...DEATH_DAYS_BEFORE)).toBeLessThan(548)
    expect(HARBOR_PEOPLE).toHaveLength(33)
    expect(SEED_TODAY).toBe('2026-11-23')
  })

  it('writes four warm paragraphs from the facts of a life', () => {
    const person = WHITFIELD_PEOPLE[0]!
    const text = obituaryText(person, '2026-11-21', null)
    const paragraphs = text.split('\n\n')
    expect(paragraphs).toHaveLength(4)
    expect(paragraphs[0]).toBe(
      'Harold Eugene Brandt, 90, of Maple Grove, died at home with his family beside him on November 21, 2026. He was born on February 11, 1936 in Decatur, Illinois, the son of Otto and Marie Brandt.',
    )
    expect(paragraphs[3]).toContain('He is survived by his wife of sixty-four years, Loretta')
    expect(paragraphs[3]).toContain('In lieu of flowers, memorials may be made to the Maple Grove FFA Alumni.')
  })

  it('ships a real MP4 for the memorial videos', () => {
    const video = tributeVideo()
    expect(sniffContentType(video.bytes)).toBe('video/mp4')
    expect(video.bytes.byteLength).toBeGreaterThan(5000)
  })
})

describe('blog seed', () => {
  it('has six or more published articles per funeral home, with covers, in valid blocks', async () => {
    for (const company of demoCompanies()) {
      const articles = blogArticlesFor(company.id)
      const now = '2026-11-23T00:00:00.000Z'
      expect(articles.filter((a) => a.publishedAt && a.publishedAt <= now).length).toBeGreaterThanOrEqual(6)
      for (const a of articles) for (const block of a.body) expect(ArticleBlockSchema.parse(block)).toEqual(block)
      const out = await blogSeed(company)
      expect(rowsOf(out.queries, 'blog_articles')).toHaveLength(articles.length)
      expect(rowsOf(out.queries, 'media')).toHaveLength(articles.length)
    }
  })
})

describe('articleBlocks', () => {
  it('keeps valid blocks and turns anything else into plain paragraphs', () => {
    expect(articleBlocks([{ type: 'paragraph', text: 'Hi' }])).toEqual([{ type: 'paragraph', text: 'Hi' }])
    expect(articleBlocks('<p>One</p>\n\nTwo')).toEqual([
      { type: 'paragraph', text: '<p>One</p>' },
      { type: 'paragraph', text: 'Two' },
    ])
  })
})
