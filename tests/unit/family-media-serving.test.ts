import { describe, expect, it } from 'vitest'
import { byteRange, etagMatches } from '#api/src/routes/media-files.ts'

describe('byteRange', () => {
  const size = 1000

  it('serves a window, an open end and a suffix', () => {
    expect(byteRange('bytes=0-99', size)).toEqual({ offset: 0, length: 100 })
    expect(byteRange('bytes=900-', size)).toEqual({ offset: 900, length: 100 })
    expect(byteRange('bytes=-10', size)).toEqual({ offset: 990, length: 10 })
  })

  it('clamps a window or suffix that runs past the end', () => {
    expect(byteRange('bytes=990-5000', size)).toEqual({ offset: 990, length: 10 })
    expect(byteRange('bytes=-5000', size)).toEqual({ offset: 0, length: 1000 })
  })

  it('cannot serve a range that starts past the end (416)', () => {
    expect(byteRange('bytes=1000-', size)).toBe('unsatisfiable')
    expect(byteRange('bytes=1500-1600', size)).toBe('unsatisfiable')
    expect(byteRange('bytes=-0', size)).toBe('unsatisfiable')
  })

  it('ignores what it does not serve: no header, malformed, reversed, multi-range, other units', () => {
    for (const header of [undefined, '', 'bytes=', 'bytes=-', 'bytes=abc', 'bytes=10-5', 'bytes=0-1,5-6', 'items=0-1']) {
      expect(byteRange(header, size)).toBeUndefined()
    }
  })
})

describe('etagMatches', () => {
  const etag = '"abc"'

  it('matches the tag, weakly, in a list, or any tag', () => {
    expect(etagMatches('"abc"', etag)).toBe(true)
    expect(etagMatches('W/"abc"', etag)).toBe(true)
    expect(etagMatches('"x", "abc"', etag)).toBe(true)
    expect(etagMatches('*', etag)).toBe(true)
  })

  it('does not match another tag or nothing', () => {
    expect(etagMatches('"abd"', etag)).toBe(false)
    expect(etagMatches(undefined, etag)).toBe(false)
    expect(etagMatches('abc', etag)).toBe(false)
  })
})
