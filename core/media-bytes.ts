/**
 * What a file is, from its first bytes (never from its name or the client's Content-Type), and
 * whether a raster image is whole: its size in its own header, its data to the end (issue 34
 * point 5). The api judges every upload by these (api/src/media/store.ts); the browser asks the
 * same before sending (src/lib/upload.ts), so both refuse a broken photo in the same words.
 */

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  if (bytes.length < offset + text.length) return false
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false
  return true
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b)
}

const MP4_AUDIO_BRANDS: ReadonlySet<string> = new Set(['M4A ', 'M4B ', 'M4P '])
/** HEIF brands of still pictures (an iPhone's HEIC photos); AVIF is HEIF with AV1 inside. */
const HEIC_BRANDS: ReadonlySet<string> = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])
const AVIF_BRANDS: ReadonlySet<string> = new Set(['avif', 'avis'])

export function sniffContentType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif'
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp'
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav'
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg'
  if (ascii(bytes, 0, 'fLaC')) return 'audio/flac'
  if (ascii(bytes, 0, 'ID3')) return 'audio/mpeg'
  // An MP3 without ID3 tags starts with an MPEG audio frame sync (11 set bits), layer III.
  if (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2) return 'audio/mpeg'
  if (ascii(bytes, 4, 'ftyp')) {
    const brand = String.fromCharCode(...bytes.slice(8, 12))
    if (HEIC_BRANDS.has(brand)) return 'image/heic'
    if (AVIF_BRANDS.has(brand)) return 'image/avif'
    return MP4_AUDIO_BRANDS.has(brand) ? 'audio/mp4' : 'video/mp4'
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm'
  if (ascii(bytes, 0, 'WEBVTT') || (startsWith(bytes, [0xef, 0xbb, 0xbf]) && ascii(bytes, 3, 'WEBVTT'))) return 'text/vtt'
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf'
  return undefined
}

function u16be(b: Uint8Array, o: number): number {
  return ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0)
}
function u16le(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8)
}
function u24le(b: Uint8Array, o: number): number {
  return u16le(b, o) | ((b[o + 2] ?? 0) << 16)
}
function u32le(b: Uint8Array, o: number): number {
  return u24le(b, o) + (b[o + 3] ?? 0) * 2 ** 24
}
function u32be(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) * 2 ** 24 + (((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0))
}

type Size = { width: number; height: number }

/**
 * What a raster image's bytes say: its size, or why it cannot be shown. `no-size`: the header
 * names no size, or a zero one; `incomplete`: the file ends before its image data does (a photo
 * cut off in copying or sending, the album's blank tile of issue 34).
 */
export type ImageHeader = ({ ok: true } & Size) | { ok: false; problem: 'no-size' | 'incomplete' }

const INCOMPLETE: ImageHeader = { ok: false, problem: 'incomplete' }
const NO_SIZE: ImageHeader = { ok: false, problem: 'no-size' }

function sized(size: Size | undefined): ImageHeader {
  return size && size.width > 0 && size.height > 0 ? { ok: true, ...size } : NO_SIZE
}

/** A JPEG start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC), which holds the size. */
function isFrameMarker(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

/**
 * Where the entropy-coded data after a start-of-scan ends: the 0xFF of the next marker (a data
 * 0xFF is stuffed as FF 00; restart markers FFD0–FFD7 and fill bytes belong to the scan), or -1
 * when the file ends first. `indexOf` keeps a 15 MB photo quick.
 */
function endOfScan(b: Uint8Array, from: number): number {
  let i = from
  for (;;) {
    i = b.indexOf(0xff, i)
    if (i < 0 || i + 1 >= b.length) return -1
    const next = b[i + 1] ?? 0
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2
    else if (next === 0xff) i += 1
    else return i
  }
}

/**
 * JPEG: segment by segment from SOI, the size from the first frame header, through every scan
 * (a progressive photo has several) to EOI. Anything after EOI (some phones append data) is
 * left alone, and so is an EXIF thumbnail: it sits inside its APP1 segment, skipped by length.
 */
function jpegHeader(b: Uint8Array): ImageHeader {
  let size: Size | undefined
  let scanned = false
  let o = 2
  for (;;) {
    // Stray bytes between segments are skipped, as decoders do; then any fill bytes.
    if (b[o] !== 0xff) o = b.indexOf(0xff, o)
    if (o < 0) return size ? INCOMPLETE : NO_SIZE
    while (b[o] === 0xff) o++
    if (o >= b.length) return size ? INCOMPLETE : NO_SIZE
    const marker = b[o++] ?? 0
    if (marker === 0xd9) return scanned ? sized(size) : size ? INCOMPLETE : NO_SIZE
    // Markers that stand alone, without a length.
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) continue
    const length = u16be(b, o)
    if (o + 2 > b.length || length < 2 || o + length > b.length) return size ? INCOMPLETE : NO_SIZE
    if (isFrameMarker(marker) && !size && length >= 7) size = { height: u16be(b, o + 3), width: u16be(b, o + 5) }
    o += length
    if (marker === 0xda) {
      if (!sized(size).ok) return NO_SIZE
      scanned = true
      o = endOfScan(b, o)
      if (o < 0) return INCOMPLETE
    }
  }
}

/** PNG: IHDR first with the size, then chunk by chunk (each as long as it says) to IEND, with image data on the way. */
function pngHeader(b: Uint8Array): ImageHeader {
  if (!ascii(b, 12, 'IHDR')) return NO_SIZE
  const size = sized({ width: u32be(b, 16), height: u32be(b, 20) })
  if (!size.ok) return size
  let sawData = false
  let o = 8
  while (o + 8 <= b.length) {
    const end = o + 12 + u32be(b, o)
    if (end > b.length) return INCOMPLETE
    if (ascii(b, o + 4, 'IDAT')) sawData = true
    if (ascii(b, o + 4, 'IEND')) return sawData ? size : INCOMPLETE
    o = end
  }
  return INCOMPLETE
}

/** GIF data sub-blocks from `o` (a length byte each, ended by 0): where they end, or -1 past the file's end. */
function afterSubBlocks(b: Uint8Array, from: number): number {
  let o = from
  while (o < b.length) {
    const length = b[o] ?? 0
    if (length === 0) return o + 1
    o += 1 + length
  }
  return -1
}

/**
 * GIF: the screen's size from the header, then block by block: at least one image, each one's
 * data whole. A file that ends cleanly after an image without its trailer byte is shown by
 * browsers, so it passes; one that ends inside a block does not.
 */
function gifHeader(b: Uint8Array): ImageHeader {
  const size = sized({ width: u16le(b, 6), height: u16le(b, 8) })
  if (!size.ok) return b.length < 10 ? INCOMPLETE : size
  const flags = b[10] ?? 0
  let o = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0)
  let images = 0
  while (o < b.length) {
    const block = b[o]
    if (block === 0x3b) break
    if (block === 0x21) o = afterSubBlocks(b, o + 2)
    else if (block === 0x2c) {
      const local = b[o + 9] ?? 0
      o = afterSubBlocks(b, o + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1)
      if (o >= 0) images++
    } else return INCOMPLETE
    if (o < 0) return INCOMPLETE
  }
  return images > 0 ? size : INCOMPLETE
}

/** WebP: a RIFF file as long as its header says, its size from the VP8X, VP8L or VP8 chunk. */
function webpHeader(b: Uint8Array): ImageHeader {
  if (b.length < 8 + u32le(b, 4)) return INCOMPLETE
  if (ascii(b, 12, 'VP8X')) return b.length < 30 ? INCOMPLETE : sized({ width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 })
  if (ascii(b, 12, 'VP8L')) {
    if (b.length < 25) return INCOMPLETE
    if (b[20] !== 0x2f) return NO_SIZE
    const bits = u32le(b, 21)
    return sized({ width: (bits % 2 ** 14) + 1, height: (Math.floor(bits / 2 ** 14) % 2 ** 14) + 1 })
  }
  if (ascii(b, 12, 'VP8 ')) {
    if (b.length < 30) return INCOMPLETE
    if (!startsWith(b.subarray(23, 26), [0x9d, 0x01, 0x2a])) return NO_SIZE
    return sized({ width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff })
  }
  return NO_SIZE
}

/** The ISO boxes from `from` to `to`: [type, start of content, end]; `false` when one runs past `to`. */
function boxes(b: Uint8Array, from: number, to: number): [string, number, number][] | false {
  const out: [string, number, number][] = []
  let o = from
  while (o + 8 <= to) {
    let length = u32be(b, o)
    let header = 8
    if (length === 1) {
      length = u32be(b, o + 8) * 2 ** 32 + u32be(b, o + 12)
      header = 16
    } else if (length === 0) length = to - o
    if (length < header || o + length > to) return false
    out.push([String.fromCharCode(...b.subarray(o + 4, o + 8)), o + header, o + length])
    o += length
  }
  return out
}

/**
 * HEIC and AVIF (HEIF): every top-level box whole, the size of the first image's spatial extent
 * (`ispe`, in meta > iprp > ipco). Uploads do not take them (browsers cannot show HEIC), but the
 * api and the browser may still say what they are.
 */
function heifHeader(b: Uint8Array): ImageHeader {
  const top = boxes(b, 0, b.length)
  if (!top) return INCOMPLETE
  const meta = top.find(([type]) => type === 'meta')
  // meta is a full box: four bytes of version and flags before its children.
  const iprp = meta && (boxes(b, meta[1] + 4, meta[2]) || []).find(([type]) => type === 'iprp')
  const ipco = iprp && (boxes(b, iprp[1], iprp[2]) || []).find(([type]) => type === 'ipco')
  const ispe = ipco && (boxes(b, ipco[1], ipco[2]) || []).find(([type]) => type === 'ispe')
  return ispe ? sized({ width: u32be(b, ispe[1] + 4), height: u32be(b, ispe[1] + 8) }) : NO_SIZE
}

/**
 * Whether a raster image of `contentType` (as sniffed) can be shown, and its pixel size. Types
 * that are no raster image answer `undefined`: there is nothing of this kind to check.
 */
export function readImageHeader(bytes: Uint8Array, contentType: string): ImageHeader | undefined {
  switch (contentType) {
    case 'image/jpeg':
      return jpegHeader(bytes)
    case 'image/png':
      return pngHeader(bytes)
    case 'image/gif':
      return gifHeader(bytes)
    case 'image/webp':
      return webpHeader(bytes)
    case 'image/heic':
    case 'image/avif':
      return heifHeader(bytes)
    default:
      return undefined
  }
}

/** Pixel size of a whole PNG, GIF, JPEG, WebP or HEIF image, or undefined when it cannot be read. */
export function imageSize(bytes: Uint8Array, contentType: string): Size | undefined {
  const header = readImageHeader(bytes, contentType)
  return header?.ok ? { width: header.width, height: header.height } : undefined
}
