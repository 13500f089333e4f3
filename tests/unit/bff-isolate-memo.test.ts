import { describe, expect, it } from 'vitest'
import { IsolateMemo } from '#bff/cache/isolate-memo.ts'

/** What an isolate keeps of a cached answer (bff/cache/isolate-memo.ts): only under its version, only while fresh. */

const T = 1_000_000

describe('the isolate memo', () => {
  it('gives a value back under the version it was read with while it is fresh', () => {
    const memo = new IsolateMemo<string>()
    memo.set('https://a.test/x', 7, T + 60_000, 'list', T)
    expect(memo.get('https://a.test/x', 7, T)).toBe('list')
    expect(memo.get('https://a.test/x', 7, T + 59_999)).toBe('list')
    expect(memo.get('https://b.test/x', 7, T)).toBeUndefined()
  })

  it('drops a value once the host has another version (a purge) or its freshness ended', () => {
    const memo = new IsolateMemo<string>()
    memo.set('k', 7, T + 60_000, 'old', T)
    expect(memo.get('k', 8, T)).toBeUndefined()
    // Gone for good: the old version coming back (it cannot: versions only grow) finds nothing either.
    expect(memo.get('k', 7, T)).toBeUndefined()
    memo.set('k', 8, T + 60_000, 'new', T)
    expect(memo.get('k', 8, T + 60_000)).toBeUndefined()
    expect(memo.size).toBe(0)
  })

  it('keeps nothing already expired, and at most its limit of keys, dropping the oldest first', () => {
    const memo = new IsolateMemo<number>(2)
    memo.set('expired', 1, T, 0, T)
    expect(memo.size).toBe(0)
    memo.set('a', 1, T + 1000, 1, T)
    memo.set('b', 1, T + 1000, 2, T)
    memo.set('c', 1, T + 1000, 3, T)
    expect([memo.get('a', 1, T), memo.get('b', 1, T), memo.get('c', 1, T)]).toEqual([undefined, 2, 3])
  })
})
