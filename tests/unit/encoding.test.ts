import { assert, property, uint8Array } from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64UrlDecode, base64UrlEncode } from '#core/encoding.ts'

describe('base64url', () => {
  it('encodes without padding and with the URL-safe alphabet', () => {
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_')
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ')
    expect(base64UrlEncode(new Uint8Array([]))).toBe('')
  })

  it('decodes what it encodes, padded or not', () => {
    assert(
      property(uint8Array({ maxLength: 64 }), (bytes) => {
        const text = base64UrlEncode(bytes)
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/)
        expect([...base64UrlDecode(text)]).toEqual([...bytes])
      }),
    )
    expect([...base64UrlDecode('AQ==')]).toEqual([1])
  })

  it('throws on text that is not base64', () => {
    expect(() => base64UrlDecode('a*b')).toThrow(/./)
  })
})
