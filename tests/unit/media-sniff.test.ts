import { describe, expect, it } from 'vitest'
import { imageSize, sniffContentType } from '#api/src/media/sniff.ts'

/** Small byte arrays with just the headers each format is recognised (and sized) by. */

function bytes(...parts: (ArrayLike<number> | string)[]): Uint8Array {
  const out: number[] = []
  for (const part of parts) {
    if (typeof part === 'string') for (const ch of part) out.push(ch.charCodeAt(0))
    else out.push(...Array.from(part))
  }
  return new Uint8Array(out)
}
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff]
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff]
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]
const zeros = (n: number) => Array.from({ length: n }, () => 0)

function png(width: number, height: number) {
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32be(13), 'IHDR', u32be(width), u32be(height), [8, 6, 0, 0, 0], zeros(4))
}
function gif(width: number, height: number) {
  return bytes('GIF89a', u16le(width), u16le(height), [0xf7, 0, 0])
}
/** SOI, an APP0 segment, then a start-of-frame segment of `marker`. */
function jpeg(width: number, height: number, marker = 0xc0) {
  const app0 = bytes([0xff, 0xe0], u16be(16), 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
  const sof = bytes([0xff, marker], u16be(17), [8], u16be(height), u16be(width), [3], zeros(9))
  return bytes([0xff, 0xd8], app0, sof)
}
function webp(chunk: 'VP8X' | 'VP8L' | 'VP8 ', width: number, height: number) {
  const head = bytes('RIFF', zeros(4), 'WEBP', chunk, zeros(4))
  if (chunk === 'VP8X') return bytes(head, zeros(4), u24le(width - 1), u24le(height - 1))
  if (chunk === 'VP8L') {
    const bits = (width - 1) | ((height - 1) << 14)
    return bytes(head, [0x2f], [bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff])
  }
  return bytes(head, [0, 0, 0, 0x9d, 0x01, 0x2a], u16le(width), u16le(height))
}

describe('sniffContentType', () => {
  it.each([
    ['PNG', png(1, 1), 'image/png'],
    ['GIF89a', gif(1, 1), 'image/gif'],
    ['GIF87a', bytes('GIF87a', zeros(6)), 'image/gif'],
    ['JPEG', jpeg(1, 1), 'image/jpeg'],
    ['WebP', webp('VP8X', 1, 1), 'image/webp'],
    ['WAV', bytes('RIFF', zeros(4), 'WAVEfmt '), 'audio/wav'],
    ['Ogg', bytes('OggS', zeros(8)), 'audio/ogg'],
    ['FLAC', bytes('fLaC', zeros(8)), 'audio/flac'],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0], zeros(6)), 'audio/mpeg'],
    ['MP3 frame (MPEG-1 layer III)', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['M4A', bytes(u32be(24), 'ftypM4A ', zeros(4)), 'audio/mp4'],
    ['MP4 video', bytes(u32be(24), 'ftypisom', zeros(4)), 'video/mp4'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3], zeros(4)), 'video/webm'],
    ['WebVTT', bytes('WEBVTT\n\n'), 'text/vtt'],
    ['WebVTT with BOM', bytes([0xef, 0xbb, 0xbf], 'WEBVTT\n'), 'text/vtt'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
  ])('knows %s by its bytes', (_name, input, type) => {
    expect(sniffContentType(input)).toBe(type)
  })

  it.each([
    ['plain text', bytes('just some words, not a photo')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['empty', new Uint8Array(0)],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['an ADTS AAC frame (not MP3)', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['a RIFF that is neither WAVE nor WEBP', bytes('RIFF', zeros(4), 'AVI LIST')],
  ])('does not guess for %s', (_name, input) => {
    expect(sniffContentType(input)).toBeUndefined()
  })
})

describe('imageSize', () => {
  it('reads PNG, GIF and JPEG headers', () => {
    expect(imageSize(png(640, 480), 'image/png')).toEqual({ width: 640, height: 480 })
    expect(imageSize(png(70_000, 3), 'image/png')).toEqual({ width: 70_000, height: 3 })
    expect(imageSize(gif(300, 200), 'image/gif')).toEqual({ width: 300, height: 200 })
    expect(imageSize(jpeg(1024, 768), 'image/jpeg')).toEqual({ width: 1024, height: 768 })
    // A progressive JPEG (SOF2) has its size in the same place.
    expect(imageSize(jpeg(800, 600, 0xc2), 'image/jpeg')).toEqual({ width: 800, height: 600 })
  })

  it('skips JPEG segments that are not frames (a DHT before the SOF)', () => {
    const dht = [0xff, 0xc4, ...u16be(4), 0, 0]
    const base = jpeg(320, 240)
    const withDht = bytes([0xff, 0xd8], dht, base.slice(2))
    expect(imageSize(withDht, 'image/jpeg')).toEqual({ width: 320, height: 240 })
  })

  it('reads the three kinds of WebP header', () => {
    expect(imageSize(webp('VP8X', 1600, 900), 'image/webp')).toEqual({ width: 1600, height: 900 })
    expect(imageSize(webp('VP8L', 123, 456), 'image/webp')).toEqual({ width: 123, height: 456 })
    expect(imageSize(webp('VP8 ', 400, 300), 'image/webp')).toEqual({ width: 400, height: 300 })
  })

  it('gives up on truncated or zero-sized images and on other types', () => {
    expect(imageSize(png(0, 10), 'image/png')).toBeUndefined()
    expect(imageSize(bytes([0x89, 0x50, 0x4e, 0x47]), 'image/png')).toBeUndefined()
    expect(imageSize(bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg')).toBeUndefined()
    expect(imageSize(bytes('RIFF', zeros(4), 'WEBPABCD'), 'image/webp')).toBeUndefined()
    expect(imageSize(png(10, 10), 'audio/wav')).toBeUndefined()
  })
})
