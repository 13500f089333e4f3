import { describe, expect, it } from 'vitest'
import { flattenQuery, withQuery } from '#core/http/query.ts'

describe('query flattening (spec §7: nested keys joined by dots)', () => {
  it('joins nested keys with dots', () => {
    expect(withQuery('/api/family/cases', { paging: { page: 2 } })).toBe('/api/family/cases?paging.page=2')
    expect(flattenQuery({ paging: { page: 2, size: 20 }, filter: { case: { status: 'open' } } })).toEqual([
      ['paging.page', '2'],
      ['paging.size', '20'],
      ['filter.case.status', 'open'],
    ])
  })

  it('repeats the key for each array element', () => {
    expect(withQuery('/api/family/company/gpl/items', { paging: { page: 1 }, ids: [1, 2] })).toBe(
      '/api/family/company/gpl/items?paging.page=1&ids=1&ids=2',
    )
    expect(flattenQuery({ filter: { ids: ['a', 'b'] } })).toEqual([
      ['filter.ids', 'a'],
      ['filter.ids', 'b'],
    ])
  })

  it('skips undefined, null and the empty string, at any depth and inside arrays', () => {
    expect(flattenQuery({ a: undefined, b: null, c: '', d: 'x' })).toEqual([['d', 'x']])
    expect(flattenQuery({ ids: [1, null, undefined, '', 2] })).toEqual([
      ['ids', '1'],
      ['ids', '2'],
    ])
    expect(flattenQuery({ paging: { page: undefined } })).toEqual([])
  })

  it('sends nothing for an empty array or object, and leaves the path alone', () => {
    expect(flattenQuery({ ids: [], paging: {} })).toEqual([])
    expect(withQuery('/api/web/redirects', { path: '' })).toBe('/api/web/redirects')
    expect(withQuery('/api/web/redirects', undefined)).toBe('/api/web/redirects')
  })

  it('keeps zero and false, which are values', () => {
    expect(flattenQuery({ page: 0, archived: false })).toEqual([
      ['page', '0'],
      ['archived', 'false'],
    ])
  })

  it('writes Dates as ISO strings and refuses an invalid one', () => {
    const from = new Date(Date.UTC(2026, 10, 23, 14, 30))
    expect(flattenQuery({ range: { from } })).toEqual([['range.from', '2026-11-23T14:30:00.000Z']])
    expect(() => flattenQuery({ range: { from: new Date('nope') } })).toThrow(RangeError)
  })

  it('encodes values and appends to a query the path already has', () => {
    expect(withQuery('/api/web/redirects', { path: '/staff & more' })).toBe('/api/web/redirects?path=%2Fstaff+%26+more')
    expect(withQuery('/api/family/cases/7/user-search?x=1', { query: 'ann' })).toBe('/api/family/cases/7/user-search?x=1&query=ann')
  })
})
