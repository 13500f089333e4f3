import { describe, expect, it } from 'vitest'
import { imageSize, readImageHeader, sniffContentType } from '#core/media-bytes.ts'
import { png as realPng } from '../../e2e/support/media-files.ts'
import { bytes, gif, jpeg, png, solidJpeg, truncated, u16be, u32be, webp, zeros } from '#tests/support/images.ts'

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
    ['HEIC (an iPhone photo)', bytes(u32be(24), 'ftypheic', zeros(4)), 'image/heic'],
    ['AVIF', bytes(u32be(24), 'ftypavif', zeros(4)), 'image/avif'],
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

/** Real files, as Chromium makes and shows them (a 3×2 WebP, lossless and lossy). */
const hex = (text: string) => new Uint8Array(text.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? [])
const REAL_WEBP_LOSSLESS = hex('524946461e000000574542505650384c110000002f024000000750d512f5aeff8188e87f0000')
const REAL_WEBP_LOSSY = hex(
  '52494646300000005745425056503820240000007001009d012a0300020002c04c25a0027402078000fb8e0c8c8bff01fc4bfb02c4000000',
)
/** The well-known 1×1 GIF. */
const REAL_GIF = bytes(
  'GIF89a',
  [1, 0, 1, 0, 0x80, 0, 0, 0xff, 0xff, 0xff, 0, 0, 0],
  '!',
  [0xf9, 4, 1, 0, 0, 0, 0],
  ',',
  [0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0],
  ';',
)

describe('readImageHeader (issue 34 point 5: a photo that cannot be shown is refused)', () => {
  const jpegFile = solidJpeg(40, 30, 200)
  const pngFile = new Uint8Array(realPng('p.png', 40, 30, [10, 20, 30]).buffer)

  it('reads the size of real, whole files of every kind', () => {
    expect(readImageHeader(jpegFile, 'image/jpeg')).toEqual({ ok: true, width: 40, height: 30 })
    expect(readImageHeader(pngFile, 'image/png')).toEqual({ ok: true, width: 40, height: 30 })
    expect(readImageHeader(REAL_GIF, 'image/gif')).toEqual({ ok: true, width: 1, height: 1 })
    expect(readImageHeader(REAL_WEBP_LOSSLESS, 'image/webp')).toEqual({ ok: true, width: 3, height: 2 })
    expect(readImageHeader(REAL_WEBP_LOSSY, 'image/webp')).toEqual({ ok: true, width: 3, height: 2 })
  })

  it('refuses a JPEG cut off anywhere: before its frame, before its scan, inside the scan, without its end', () => {
    const sos = jpegFile.findIndex((b, i) => b === 0xff && jpegFile[i + 1] === 0xda)
    expect(sos).toBeGreaterThan(0)
    expect(readImageHeader(truncated(jpegFile, 20), 'image/jpeg')).toEqual({ ok: false, problem: 'no-size' })
    expect(readImageHeader(truncated(jpegFile, sos), 'image/jpeg')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(truncated(jpegFile, sos + 12), 'image/jpeg')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(truncated(jpegFile, -2), 'image/jpeg')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(truncated(jpegFile, -1), 'image/jpeg')).toEqual({ ok: false, problem: 'incomplete' })
  })

  it('refuses a JPEG with a zero size, or with an end but no scan', () => {
    expect(readImageHeader(solidJpeg(0, 30), 'image/jpeg')).toEqual({ ok: false, problem: 'no-size' })
    const sos = jpegFile.findIndex((b, i) => b === 0xff && jpegFile[i + 1] === 0xda)
    expect(readImageHeader(bytes(jpegFile.slice(0, sos), [0xff, 0xd9]), 'image/jpeg')).toEqual({ ok: false, problem: 'incomplete' })
  })

  it('takes what decoders take: data after the end, fill bytes, an EXIF thumbnail with its own end, stuffed and restart bytes', () => {
    expect(readImageHeader(bytes(jpegFile, 'trailer a phone appended'), 'image/jpeg')).toMatchObject({ ok: true })
    const thumbnail = solidJpeg(8, 8, 10)
    const app1 = bytes([0xff, 0xe1], u16be(2 + 6 + thumbnail.length), 'Exif', [0, 0], thumbnail)
    const withExif = bytes([0xff, 0xd8], app1, [0xff, 0xff], jpegFile.slice(2))
    expect(readImageHeader(withExif, 'image/jpeg')).toEqual({ ok: true, width: 40, height: 30 })
    // The thumbnail's end inside APP1 is no end of the photo.
    expect(readImageHeader(truncated(withExif, -2), 'image/jpeg')).toEqual({ ok: false, problem: 'incomplete' })
    const sos = jpegFile.findIndex((b, i) => b === 0xff && jpegFile[i + 1] === 0xda)
    const scanStart = sos + 2 + u16beAt(jpegFile, sos + 2)
    const stuffed = bytes(jpegFile.slice(0, scanStart), [0x12, 0xff, 0x00, 0xff, 0xd0, 0x34], jpegFile.slice(scanStart))
    expect(readImageHeader(stuffed, 'image/jpeg')).toMatchObject({ ok: true })
  })

  it('refuses a PNG without its end or its image data, and one of zero size', () => {
    expect(readImageHeader(truncated(pngFile, -12), 'image/png')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(truncated(pngFile, pngFile.length - 20), 'image/png')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(truncated(pngFile, 33), 'image/png')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(truncated(pngFile, 20), 'image/png')).toEqual({ ok: false, problem: 'no-size' })
    expect(readImageHeader(png(0, 10), 'image/png')).toEqual({ ok: false, problem: 'no-size' })
    // Signature, IHDR and IEND, nothing drawn between them.
    const noData = bytes(pngFile.slice(0, 33), pngFile.slice(-12))
    expect(readImageHeader(noData, 'image/png')).toEqual({ ok: false, problem: 'incomplete' })
  })

  it('refuses a GIF cut inside its image, or with no image at all', () => {
    expect(readImageHeader(truncated(REAL_GIF, -4), 'image/gif')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(truncated(REAL_GIF, 13), 'image/gif')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(truncated(REAL_GIF, 8), 'image/gif')).toEqual({ ok: false, problem: 'incomplete' })
    // Ending cleanly after its image without the trailer byte: browsers show it.
    expect(readImageHeader(truncated(REAL_GIF, -1), 'image/gif')).toEqual({ ok: true, width: 1, height: 1 })
    expect(readImageHeader(gif(0, 5), 'image/gif')).toEqual({ ok: false, problem: 'no-size' })
  })

  it('refuses a WebP shorter than its RIFF header says', () => {
    expect(readImageHeader(truncated(REAL_WEBP_LOSSY, -10), 'image/webp')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(truncated(REAL_WEBP_LOSSLESS, 24), 'image/webp')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(bytes('RIFF', zeros(4), 'WEBPABCD', zeros(20)), 'image/webp')).toEqual({ ok: false, problem: 'no-size' })
  })

  it('reads a HEIC photo’s size from its ispe box, and knows a cut one', () => {
    const ispe = box('ispe', zeros(4), u32be(4032), u32be(3024))
    const heic = bytes(
      box('ftyp', 'heic', zeros(4), 'mif1heic'),
      box('meta', zeros(4), box('iprp', box('ipco', ispe))),
      box('mdat', zeros(64)),
    )
    expect(sniffContentType(heic)).toBe('image/heic')
    expect(readImageHeader(heic, 'image/heic')).toEqual({ ok: true, width: 4032, height: 3024 })
    expect(readImageHeader(truncated(heic, -10), 'image/heic')).toEqual({ ok: false, problem: 'incomplete' })
    expect(readImageHeader(bytes(box('ftyp', 'heic', zeros(4)), box('meta', zeros(4))), 'image/heic')).toEqual({
      ok: false,
      problem: 'no-size',
    })
  })

  it('has nothing to say of files that are no raster image', () => {
    expect(readImageHeader(bytes('RIFF', zeros(4), 'WAVEfmt '), 'audio/wav')).toBeUndefined()
  })
})

/** An ISO box (HEIF): its length, its type, what it holds. */
function box(type: string, ...content: (ArrayLike<number> | string)[]) {
  const body = bytes(...content)
  return bytes(u32be(8 + body.length), type, body)
}

function u16beAt(b: Uint8Array, o: number): number {
  return ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0)
}
