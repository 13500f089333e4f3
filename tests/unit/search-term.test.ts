import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  capBytes,
  FTS_TERM_MAX_BYTES,
  ftsPrefixMatch,
  LIKE_PATTERN_MAX_BYTES,
  likeContaining,
  MAX_SEARCH_WORDS,
  searchWords,
} from '#api/src/search-term.ts'

const bytes = (text: string) => new TextEncoder().encode(text).length
/** What a LIKE pattern of `likeContaining` looks for: its body with the escapes taken out. */
const literalOf = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/gsu, '$1')

/** Typed text of every kind: wildcards, quotes, backslashes, accents, emoji, other scripts. */
const typed = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.array(fc.constantFrom('%', '_', '\\', '"', "'", '*', 'é', 'e\u0301', '中', '😀', 'a', ' '), { maxLength: 80 }).map((a) => a.join('')),
)

describe('likeContaining', () => {
  it('never makes a pattern D1 refuses (over 50 bytes), and looks for the start of the word literally', () => {
    fc.assert(
      fc.property(typed.filter(Boolean), (word) => {
        const pattern = likeContaining(word) ?? ''
        expect(bytes(pattern)).toBeLessThanOrEqual(LIKE_PATTERN_MAX_BYTES)
        expect(pattern.startsWith('%') && pattern.endsWith('%')).toBe(true)
        expect(word.normalize('NFC').startsWith(literalOf(pattern))).toBe(true)
        expect(literalOf(pattern)).not.toBe('')
      }),
      { numRuns: 500 },
    )
  })

  it('escapes the wildcards and the escape character, never cutting an escape or a character in two', () => {
    expect(likeContaining('50%_off\\')).toBe('%50\\%\\_off\\\\%')
    expect(likeContaining('%'.repeat(40))).toBe(`%${'\\%'.repeat(24)}%`)
    expect(likeContaining('a'.repeat(49))).toBe(`%${'a'.repeat(48)}%`)
    expect(likeContaining('é'.repeat(25))).toBe(`%${'é'.repeat(24)}%`)
    expect(likeContaining('😀'.repeat(13))).toBe(`%${'😀'.repeat(12)}%`)
    expect(likeContaining('')).toBeUndefined()
  })

  it('compares composed letters: a decomposed é is looked for as the stored é', () => {
    expect(likeContaining('Ce\u0301line')).toBe('%Céline%')
  })
})

describe('searchWords', () => {
  it('splits at whitespace, drops empty and repeated words, keeps at most five', () => {
    expect(searchWords('  walter   ellis  walter ')).toEqual(['walter', 'ellis'])
    expect(searchWords('a b c d e f g')).toHaveLength(MAX_SEARCH_WORDS)
    expect(searchWords('12 Elm,Maple', /[\s,]+/u)).toEqual(['12', 'Elm', 'Maple'])
    expect(searchWords('   ')).toEqual([])
    expect(searchWords(undefined)).toEqual([])
  })
})

describe('ftsPrefixMatch', () => {
  it('quotes every term as a prefix and requires them all', () => {
    expect(ftsPrefixMatch(['harold'])).toBe('"harold"*')
    expect(ftsPrefixMatch(['harold', "o'brien"])).toBe(`"harold"* AND "o'brien"*`)
  })

  it('keeps FTS5 syntax a visitor types inside the quotes, a quote doubled', () => {
    expect(ftsPrefixMatch(['a"b'])).toBe('"a""b"*')
    expect(ftsPrefixMatch(['near(x', 'or', 'last_name:x', '^x'])).toBe('"near(x"* AND "or"* AND "last_name:x"* AND "^x"*')
  })

  it('has no MATCH for no terms, and caps a long term by bytes', () => {
    expect(ftsPrefixMatch([])).toBeUndefined()
    expect(ftsPrefixMatch(['', ' '])).toBeUndefined()
    expect(ftsPrefixMatch(['é'.repeat(100)])).toBe(`"${'é'.repeat(FTS_TERM_MAX_BYTES / 2)}"*`)
  })

  it('is always one well-formed string of quoted terms', () => {
    fc.assert(
      fc.property(fc.array(typed, { maxLength: 6 }), (terms) => {
        const match = ftsPrefixMatch(terms)
        // Every quote inside a term is doubled, so the quotes pair up.
        const parts = match === undefined ? [] : match.split(' AND ')
        expect(parts.filter((part) => !/^"(?:[^"]|"")*"\*$/su.test(part))).toEqual([])
      }),
      { numRuns: 300 },
    )
  })
})

describe('capBytes', () => {
  it('keeps whole characters only', () => {
    expect(capBytes('aé', 2)).toBe('a')
    expect(capBytes('😀x', 3)).toBe('')
    expect(capBytes('abc', 10)).toBe('abc')
  })
})
