import { describe, expect, it } from 'vitest'
import { excerptOf, mapLink, MAX_SEARCH_TERMS, photoWindow, searchTerms } from '#api/src/obituaries/text.ts'

describe('searchTerms', () => {
  it('splits on spaces and punctuation, keeps apostrophes and hyphens inside names, folds and dedupes', () => {
    expect(searchTerms('  Harold   BRANDT ')).toEqual(['harold', 'brandt'])
    expect(searchTerms("O'Connell, Pat")).toEqual(["o'connell", 'pat'])
    expect(searchTerms('O’Connell')).toEqual(["o'connell"])
    expect(searchTerms('Smith-Jones')).toEqual(['smith-jones'])
    expect(searchTerms('René rene')).toEqual(['rene'])
    expect(searchTerms('-')).toEqual([])
    expect(searchTerms('')).toEqual([])
    expect(searchTerms(undefined)).toEqual([])
  })

  it('never passes LIKE wildcards through and keeps at most a few words', () => {
    expect(searchTerms('a%b_c')).toEqual(['a', 'b', 'c'])
    expect(searchTerms('a b c d e f g')).toHaveLength(MAX_SEARCH_TERMS)
  })
})

describe('excerptOf', () => {
  it('keeps a short first paragraph whole, on one line', () => {
    expect(excerptOf('Harold Brandt,\n 90, died.\n\nSecond paragraph.')).toBe('Harold Brandt, 90, died.')
  })

  it('cuts a long one at a word, with an ellipsis and no trailing punctuation', () => {
    const text = `${'word '.repeat(50)}end`
    const excerpt = excerptOf(text, 30)
    expect(excerpt).toBe('word word word word word word…')
    expect(excerptOf('one, two, three, four', 9)).toBe('one, two…')
  })

  it('answers empty text as empty', () => {
    expect(excerptOf('')).toBe('')
    expect(excerptOf('\n\n  \n\nLater')).toBe('Later')
  })
})

describe('mapLink', () => {
  it('is a map search for the place and its address', () => {
    const url = mapLink({ name: 'St. Paul’s Church', line1: '410 Church Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' })
    expect(url.startsWith('https://www.google.com/maps/search/?api=1&query=')).toBe(true)
    expect(decodeURIComponent(url.split('query=')[1] ?? '')).toBe('St. Paul’s Church, 410 Church Street, Maple Grove, IL 62704')
  })
})

describe('photoWindow', () => {
  it('puts the lead photo first on the first page only', () => {
    expect(photoWindow(0, 10, true)).toEqual({ lead: true, albumOffset: 0, albumLimit: 9 })
    expect(photoWindow(10, 10, true)).toEqual({ lead: false, albumOffset: 9, albumLimit: 10 })
    expect(photoWindow(0, 1, true)).toEqual({ lead: true, albumOffset: 0, albumLimit: 0 })
  })

  it('is the album window itself without a lead photo', () => {
    expect(photoWindow(20, 10, false)).toEqual({ lead: false, albumOffset: 20, albumLimit: 10 })
  })
})
