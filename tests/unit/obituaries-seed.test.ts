import { describe, expect, it } from 'vitest'
import { blogArticlesFor } from '#api/seed/blog-data.ts'
import { seed as blogSeed } from '#api/seed/blog.ts'
import { demoCompanies } from '#api/seed/demo.ts'
import { HARBOR_PEOPLE, WHITFIELD_PEOPLE } from '#api/seed/obituary-data.ts'
import { DEATH_DAYS_BEFORE, nameSlug, obituaryText, seed, SEED_TODAY, UNPUBLISHED_N } from '#api/seed/obituaries.ts'
import { tributeVideo } from '#api/seed/obituary-video.ts'
import { articleBlocks } from '#api/src/blog/articles.ts'
import { sniffContentType } from '#api/src/media/sniff.ts'
import { ArticleBlockSchema } from '#contract/blog.ts'

const rowsOf = (statements: { sql: string; params: unknown[] }[], table: string) =>
  statements.filter((s) => s.sql.startsWith(`INSERT OR IGNORE INTO ${table} `))

describe('obituary seed', () => {
  it('has 32 published obituaries and one unpublished per funeral home, fast and the same every run', async () => {
    const started = performance.now()
    for (const company of demoCompanies()) {
      const out = await seed(company)
      const obituaries = rowsOf(out.statements, 'obituaries')
      expect(obituaries).toHaveLength(33)
      expect(obituaries.filter((s) => s.params[11] !== null)).toHaveLength(32)
      expect(obituaries.find((s) => s.params[0] === company.id * 1000 + UNPUBLISHED_N)?.params[11]).toBeNull()
      expect(out.statements.every((s) => s.sql.startsWith('INSERT OR IGNORE INTO '))).toBe(true)
      expect(JSON.stringify(await seed(company))).toBe(JSON.stringify(out))
      expect(rowsOf(out.statements, 'memorial_comments').map((s) => s.params[7])).toEqual(
        expect.arrayContaining(['approved', 'pending', 'rejected']),
      )
      expect(rowsOf(out.statements, 'service_events').length).toBeGreaterThan(8)
      expect(rowsOf(out.statements, 'case_videos').filter((s) => s.params[8] === 'approved')).toHaveLength(3)
      expect(new Set(rowsOf(out.statements, 'memorial_wall_settings').map((s) => s.params[2]))).toEqual(new Set(['review', 'publish']))
      // Every statement's id is unique within its table.
      for (const table of ['cases', 'obituaries', 'media', 'memorial_comments', 'service_events']) {
        const ids = rowsOf(out.statements, table).map((s) => s.params[0])
        expect({ table, unique: new Set(ids).size }).toEqual({ table, unique: ids.length })
      }
    }
    expect(performance.now() - started).toBeLessThan(2000)
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

  it('makes URL slugs without accents', () => {
    expect(nameSlug('Thérèse', 'Pelletier')).toBe('therese-pelletier')
    expect(nameSlug('Patricia', 'O’Connell')).toBe('patricia-o-connell')
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
      expect(rowsOf(out.statements, 'blog_articles')).toHaveLength(articles.length)
      expect(rowsOf(out.statements, 'media')).toHaveLength(articles.length)
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
