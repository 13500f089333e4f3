import { describe, expect, it } from 'vitest'
import { parseBlogSearch, blogArticleHref, blogPageHref, blogPager, formatPublished, parseArticleId } from '#src/features/blog/rules.ts'

describe('blog paging', () => {
  it('reads ?page= from 1, and anything odd as the first page', () => {
    expect(parseBlogSearch({ page: '2' })).toEqual({ page: 2 })
    expect(parseBlogSearch({})).toEqual({ page: undefined })
    for (const page of ['abc', '0', '-1', '2.5', '99999999']) expect(parseBlogSearch({ page })).toEqual({ page: undefined })
  })

  it('links page 1 as plain /blog', () => {
    expect(blogPageHref(1)).toBe('/blog')
    expect(blogPageHref(3)).toBe('/blog?page=3')
  })

  it('offers newer and older pages only where they exist', () => {
    expect(blogPager(1, 1)).toEqual({ page: 1, totalPages: 1, newer: undefined, older: undefined })
    expect(blogPager(1, 3)).toMatchObject({ newer: undefined, older: '/blog?page=2' })
    expect(blogPager(2, 3)).toMatchObject({ newer: '/blog', older: '/blog?page=3' })
    expect(blogPager(3, 3)).toMatchObject({ newer: '/blog?page=2', older: undefined })
    // Past the end: back to the last page there is.
    expect(blogPager(9, 2)).toMatchObject({ newer: '/blog?page=2', older: undefined })
  })
})

describe('article ids', () => {
  it('accepts digits only', () => {
    expect(parseArticleId('101')).toBe(101)
    for (const raw of ['abc', '0', '1e2', '0x10', ' 7', '7 ', '-3', '1.5', '', '9999999999999999'])
      expect(parseArticleId(raw)).toBeUndefined()
    expect(blogArticleHref(101)).toBe('/blog/article/101')
  })
})

describe('formatPublished', () => {
  it("dates a post in the funeral home's zone", () => {
    // 03:00 UTC on the 10th is still the 9th in Chicago.
    expect(formatPublished('2026-11-10T03:00:00.000Z', 'America/Chicago')).toBe('November 9, 2026')
    expect(formatPublished('2026-11-10T03:00:00.000Z', 'UTC')).toBe('November 10, 2026')
    expect(formatPublished('2026-11-10T03:00:00.000Z', 'Not/AZone')).toBe('November 10, 2026')
  })
})

describe('search parsers return every key they read', () => {
  it('so the router’s merge over the raw search never keeps a value they refused', () => {
    // The router merges a parser's result over the raw search: a missing key would keep `?page=abc`.
    expect(Object.keys(parseBlogSearch({ page: 'abc' }))).toEqual(['page'])
  })
})
