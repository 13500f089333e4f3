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

  it('keeps values within a byte budget, dropping the oldest first, and never one larger than the budget', () => {
    const memo = new IsolateMemo<string>(100, { bytes: 10, sizeOf: (value) => value.length })
    memo.set('a', 1, T + 1000, 'aaaa', T)
    memo.set('b', 1, T + 1000, 'bbbb', T)
    expect(memo.bytes).toBe(8)
    memo.set('c', 1, T + 1000, 'cccc', T)
    expect([memo.get('a', 1, T), memo.get('b', 1, T), memo.get('c', 1, T)]).toEqual([undefined, 'bbbb', 'cccc'])
    memo.set('huge', 1, T + 1000, 'x'.repeat(11), T)
    expect(memo.get('huge', 1, T)).toBeUndefined()
    memo.set('b', 2, T + 1000, 'bb', T)
    expect(memo.bytes).toBe(6)
    expect(memo.get('c', 2, T)).toBeUndefined()
    expect(memo.bytes).toBe(2)
  })
})
