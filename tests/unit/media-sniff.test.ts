import { describe, expect, it } from 'vitest'
import { imageSize, sniffContentType } from '#api/src/media/sniff.ts'
import { bytes, gif, jpeg, png, u16be, u32be, webp, zeros } from '#tests/support/images.ts'

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
    expect(imageSize(jpeg(800, 600, { marker: 0xc2 }), 'image/jpeg')).toEqual({ width: 800, height: 600 })
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
