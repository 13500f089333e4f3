import { describe, expect, it } from 'vitest'
import { bodyWithNonce, HotEntries, joinBytes, splitBytes, type HotEntry } from '#bff/cache/hot-entries.ts'

/** The isolate's in-memory copies of fresh entries (bff/cache/hot-entries.ts); the nonce swap itself is tested in workerd (cache-hot.test.ts). */

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (data: Uint8Array) => new TextDecoder().decode(data)

function entry(size: number, freshUntil = 10_000): HotEntry {
  return { status: 200, headers: [], pieces: [new Uint8Array(size)], bytes: size, freshUntil }
}

describe('splitting a body where the nonce goes, and joining it with another', () => {
  it('cuts at every placeholder and joins back with any glue', () => {
    const pieces = splitBytes(bytes('<a n="PH"/><b n="PH"/>PH'), bytes('PH'))
    expect(pieces.map(text)).toEqual(['<a n="', '"/><b n="', '"/>', ''])
    expect(text(joinBytes(pieces, bytes('nonce1')))).toBe('<a n="nonce1"/><b n="nonce1"/>nonce1')
  })

  it('leaves a body without the placeholder (or with a partial one) in one piece', () => {
    expect(splitBytes(bytes('<p>P H PHX</p>'), bytes('PHX!')).map(text)).toEqual(['<p>P H PHX</p>'])
    expect(text(joinBytes([bytes('ünï')], bytes('x')))).toBe('ünï')
  })
})

describe('a body with this response’s nonce', () => {
  it('is the pieces joined with the nonce, whatever its length, and leaves the entry as it was', () => {
    const pieces = splitBytes(bytes('<a n="PH"/><b n="PH"/>PH'), bytes('PH'))
    const hot: HotEntry = { status: 200, headers: [], pieces, bytes: 0, freshUntil: 1 }
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA=='
    expect(text(bodyWithNonce(hot, nonce))).toBe(`<a n="${nonce}"/><b n="${nonce}"/>${nonce}`)
    expect(text(bodyWithNonce(hot, 'BBBBBBBBBBBBBBBBBBBBBB=='))).toBe(
      '<a n="BBBBBBBBBBBBBBBBBBBBBB=="/><b n="BBBBBBBBBBBBBBBBBBBBBB=="/>BBBBBBBBBBBBBBBBBBBBBB==',
    )
    expect(text(bodyWithNonce(hot, 'short'))).toBe('<a n="short"/><b n="short"/>short')
    expect(text(bodyWithNonce(hot, nonce))).toBe(`<a n="${nonce}"/><b n="${nonce}"/>${nonce}`)
    expect(pieces.map(text)).toEqual(['<a n="', '"/><b n="', '"/>', ''])
  })

  it('is the body as it is when no nonce goes in', () => {
    const hot: HotEntry = { status: 200, headers: [], pieces: [bytes('<p>no scripts</p>')], bytes: 0, freshUntil: 1 }
    expect(text(bodyWithNonce(hot, 'AAAAAAAAAAAAAAAAAAAAAA=='))).toBe('<p>no scripts</p>')
  })
})

describe('the hot copies of one isolate', () => {
  it('give a copy back only while it is fresh', () => {
    const hot = new HotEntries()
    hot.set('k', entry(10, 1000))
    expect(hot.get('k', 999)).toBeDefined()
    expect(hot.get('k', 1000)).toBeUndefined()
    expect(hot.size).toBe(0)
  })

  it('keep at most their bytes, the least recently used out first, and no body over the per-entry limit', () => {
    const hot = new HotEntries({ totalBytes: 30, entryBytes: 20 })
    hot.set('a', entry(10))
    hot.set('b', entry(10))
    hot.get('a', 0)
    hot.set('c', entry(15))
    expect(['a', 'b', 'c'].map((key) => hot.get(key, 0) !== undefined)).toEqual([true, false, true])
    hot.set('big', entry(21))
    expect(hot.get('big', 0)).toBeUndefined()
  })
})
