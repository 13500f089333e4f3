import { env } from 'cloudflare:test'
import { and, count, eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it } from 'vitest'
import { obituaries } from '#api/src/db/schema.ts'
import { LISTING_ORDER, publicNow } from '#api/src/obituaries/queries.ts'
import { obituaryPath, ObituaryPageSchema } from '#contract/obituaries.ts'
import { api, HARBOR } from './client.ts'

/**
 * The name search over its FTS5 index (migration 0007): prefixes, accents, input that is FTS5
 * syntax, and the index following inserts, updates and deletes of obituaries (triggers).
 * Seeded facts (api/seed/obituaries.ts): Whitfield's 1001 is Harold Eugene Brandt, 1002 Evelyn
 * Rose Kowalski, 1003 Marcus Anthony Reyes, 1004 Beatrice Ann Holloway, 1005 Dwayne Lee
 * Patterson, 1014 Patricia Jean O’Connell; Harbor has Hélène Marie Gagnon. The tests of a file
 * share one database, so each test that changes rows changes obituaries no other test reads.
 */
const SEARCH = obituaryPath('search', '').replace(/\/$/, '')

async function namesFound(query: string, host?: string): Promise<string[]> {
  const response = await api(`${SEARCH}?size=100&query=${encodeURIComponent(query)}`, { host })
  expect({ query, status: response.status }).toEqual({ query, status: 200 })
  return ObituaryPageSchema.parse(await response.json()).content.map((o) => o.fullName)
}

describe('GET /api/web/obituaries: the name index', () => {
  it('matches the start of any name word, every term required, in any order', async () => {
    for (const q of ['bran', 'Har', 'eug', 'har bra', 'BRA harold']) {
      expect({ q, names: await namesFound(q) }).toEqual({ q, names: ['Harold Eugene Brandt'] })
    }
    expect(await namesFound('kowal')).toEqual(['Evelyn Rose Kowalski'])
    expect(await namesFound("o'conn")).toEqual(['Patricia Jean O’Connell'])
    expect(await namesFound('conn')).toEqual(['Patricia Jean O’Connell'])
    // A prefix, not a substring: the middle of a word finds nothing.
    expect(await namesFound('randt')).toEqual([])
    expect(await namesFound('bran kowal')).toEqual([])
  })

  it('folds accents both ways: plain finds accented, accented finds plain', async () => {
    expect(await namesFound('helene gag', HARBOR)).toEqual(['Hélène Marie Gagnon'])
    expect(await namesFound('HÉLÈ', HARBOR)).toEqual(['Hélène Marie Gagnon'])
    // 'ł' has no decomposition: the index folds it itself (migration 0007), as foldName does.
    await env.DB.prepare("UPDATE obituaries SET first_name = 'Celine', last_name = 'Wałęsa' WHERE id = 1003").run()
    for (const q of ['céline', 'CÉL wał', 'celine walesa', 'Wałęsa']) {
      expect({ q, names: await namesFound(q) }).toEqual({ q, names: ['Celine Anthony Wałęsa'] })
    }
  })

  it('answers 200 for quotes, operators and other FTS5 syntax, and reads them as plain words', async () => {
    const odd = [
      '"',
      '""',
      '"brandt',
      'brandt"',
      "'",
      '*',
      'bra*',
      '(',
      ')',
      'NEAR(brandt harold)',
      'brandt OR kowalski',
      'AND',
      'NOT brandt',
    ]
    const more = ['last_name:brandt', '{first_name}:x', '^brandt', '-brandt', '+', ':', 'a"b"c', '\\', '%_', 'harold ""brandt""']
    for (const q of [...odd, ...more]) await namesFound(q)
    expect(await namesFound('"brandt"')).toEqual(['Harold Eugene Brandt'])
    expect(await namesFound('bra*')).toEqual(['Harold Eugene Brandt'])
    expect(await namesFound('brandt OR kowalski')).toEqual([])
    expect(await namesFound('NOT brandt')).toEqual([])
  })

  it('stops finding an obituary that is unpublished, scheduled or deleted', async () => {
    expect(await namesFound('kowalski')).toEqual(['Evelyn Rose Kowalski'])
    await env.DB.prepare('UPDATE obituaries SET published_at = NULL WHERE id = 1002').run()
    expect(await namesFound('kowalski')).toEqual([])
    await env.DB.prepare("UPDATE obituaries SET published_at = '2999-01-01T00:00:00.000Z' WHERE id = 1002").run()
    expect(await namesFound('kowalski')).toEqual([])

    expect(await namesFound('patterson')).toEqual(['Dwayne Lee Patterson'])
    await env.DB.prepare('DELETE FROM obituaries WHERE id = 1005').run()
    expect(await namesFound('patterson')).toEqual([])
    expect(await indexed(1005)).toBe(0)
  })

  it('finds a renamed obituary by its new name only', async () => {
    expect(await namesFound('beatrice holloway')).toEqual(['Beatrice Ann Holloway'])
    await env.DB.prepare("UPDATE obituaries SET last_name = 'Brandtner', middle_name = NULL WHERE id = 1004").run()
    expect(await namesFound('beatrice brandtn')).toEqual(['Beatrice Brandtner'])
    expect(await namesFound('holloway')).toEqual([])
    expect(await namesFound('ann beatrice')).toEqual([])
    expect(await namesFound('brandt')).toEqual(['Harold Eugene Brandt', 'Beatrice Brandtner'])
    expect(await indexed(1004)).toBe(1)
  })
})

async function indexed(id: number): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM obituary_names WHERE rowid = ?').bind(id).first<{ n: number }>()
  return row?.n ?? 0
}

describe('GET /api/web/obituaries: the listing order comes from its index', () => {
  // A page of the list reads that page from the index, never all of a home's obituaries sorted
  // (20,000 in bench:large): the plan names the index and has no sort of its own.
  it('plans the list and its count on obituaries_company_death, without a temporary sort', async () => {
    const db = drizzle(env.DB)
    const where = and(eq(obituaries.companyId, 1), publicNow())
    const list = db
      .select({ id: obituaries.id })
      .from(obituaries)
      .where(where)
      .orderBy(...LISTING_ORDER)
      .limit(10)
      .toSQL()
    const total = db.select({ n: count() }).from(obituaries).where(where).toSQL()
    for (const query of [list, total]) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>()
      const details = plan.results.map((r) => r.detail).join('\n')
      expect(details).toContain('obituaries_company_death')
      expect(details).not.toContain('TEMP B-TREE')
    }
  })
})
