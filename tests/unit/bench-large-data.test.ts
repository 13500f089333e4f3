import { describe, expect, it } from 'vitest'
import { toStatements } from '#api/seed/query.ts'
import { searchTerms } from '#api/src/obituaries/text.ts'
import { SiteDocumentSchema } from '#contract/website.ts'
import {
  contentPages,
  largeObituaryQueries,
  largeObituaryRows,
  largeSiteDocuments,
  syntheticObituary,
  withIdPrefix,
} from '#bench/large-data.ts'
import { percentile } from '#bench/lib.ts'

const SMALL = { contentPages: 4, modulesPerPage: 3, obituaries: 7, memoriesPerObituary: 2 }

describe('the large synthetic funeral home (bench/large-data.ts)', () => {
  it('builds the same people every run, newest death first', () => {
    expect(syntheticObituary(1)).toEqual(syntheticObituary(1))
    expect(syntheticObituary(1)).not.toEqual(syntheticObituary(2))
    expect(syntheticObituary(1).deathDate >= syntheticObituary(4).deathDate).toBe(true)
    expect(syntheticObituary(1).birthDate < syntheticObituary(1).deathDate).toBe(true)
  })

  it('gives every copied module and sub-object an id of its own', () => {
    expect(withIdPrefix({ id: 'a', items: [{ id: 'b', n: 1 }], note: 'id' }, 'p1-')).toEqual({
      id: 'p1-a',
      items: [{ id: 'p1-b', n: 1 }],
      note: 'id',
    })
    const { approved } = largeSiteDocuments(SMALL)
    const pages = contentPages(approved, SMALL.contentPages, SMALL.modulesPerPage)
    expect(Object.keys(pages)).toHaveLength(SMALL.contentPages)
    const ids = Object.values(pages).flatMap((p) => p.modules.map((m) => m.id))
    expect(ids).toHaveLength(SMALL.contentPages * SMALL.modulesPerPage)
    expect(new Set(ids).size).toBe(ids.length)
    expect(SiteDocumentSchema.safeParse(approved).success).toBe(true)
    expect(Object.keys(approved.pages)).toContain('/resources/topic-4')
  })

  it('writes cases, published obituaries and approved memories that match one another', () => {
    const { caseRows, obituaryRows: obituaries, memoryRows: memories } = largeObituaryRows(SMALL)
    expect(caseRows).toHaveLength(SMALL.obituaries)
    expect(obituaries).toHaveLength(SMALL.obituaries)
    expect(memories).toHaveLength(SMALL.obituaries * SMALL.memoriesPerObituary)
    for (const o of obituaries) expect(o.caseId).toBe(o.id)
    expect(obituaries.every((o) => o.publishedAt <= new Date().toISOString())).toBe(true)
    expect(new Set(memories.map((m) => m.caseId))).toEqual(new Set(obituaries.map((o) => o.id)))
    expect(new Set(memories.map((m) => m.id)).size).toBe(memories.length)
    expect(memories.every((m) => m.status === 'approved')).toBe(true)
    // Multi-row inserts: a statement each for a few rows, every value bound.
    const statements = toStatements(largeObituaryQueries(SMALL))
    expect(statements.length).toBe(3)
    expect(statements.every((st) => st.sql.startsWith('insert into') && st.sql.endsWith('on conflict do nothing'))).toBe(true)
  })

  it('names people so that accented and multi-word searches have something to find', () => {
    const names = Array.from({ length: 400 }, (_, i) => syntheticObituary(i + 1)).map((p) => `${p.firstName} ${p.lastName}`)
    expect(names.some((n) => /[éèëøłü]/i.test(n))).toBe(true)
    expect(names.some((n) => searchTerms(n).includes('celine'))).toBe(true)
  })
})

describe('percentile', () => {
  it('takes the nearest rank of the sorted values', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3)
    expect(percentile([5, 1, 3, 2, 4], 99)).toBe(5)
    expect(percentile([5, 1, 3, 2, 4], 0)).toBe(1)
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        99,
      ),
    ).toBe(99)
    expect(percentile([], 50)).toBeNaN()
  })
})
