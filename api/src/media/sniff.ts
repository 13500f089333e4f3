/**
 * What a file is, from its first bytes (never from its name or the client's Content-Type), and
 * a raster image's size, for width/height attributes. Only formats uploads may use are known.
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
function u32be(b: Uint8Array, o: number): number {
  return (b[o] ?? 0) * 2 ** 24 + (((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0))
}

/** JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds the size. */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let o = 2
  while (o + 9 < b.length) {
    if (b[o] !== 0xff) return undefined
    const marker = b[o + 1] ?? 0
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      o += marker === 0xff ? 1 : 2
      continue
    }
    const length = u16be(b, o + 2)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, o + 5), width: u16be(b, o + 7) }
    }
    o += 2 + length
  }
  return undefined
}

function webpSize(b: Uint8Array): { width: number; height: number } | undefined {
  if (ascii(b, 12, 'VP8X')) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  if (ascii(b, 12, 'VP8L')) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (ascii(b, 12, 'VP8 ')) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  return undefined
}

/** Pixel size of a PNG, GIF, JPEG or WebP image, or undefined when it cannot be read. */
export function imageSize(bytes: Uint8Array, contentType: string): { width: number; height: number } | undefined {
  const size = (() => {
    switch (contentType) {
      case 'image/png':
        return { width: u32be(bytes, 16), height: u32be(bytes, 20) }
      case 'image/gif':
        return { width: u16le(bytes, 6), height: u16le(bytes, 8) }
      case 'image/jpeg':
        return jpegSize(bytes)
      case 'image/webp':
        return webpSize(bytes)
      default:
        return undefined
    }
  })()
  return size && size.width > 0 && size.height > 0 ? size : undefined
}
