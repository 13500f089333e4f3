/**
 * Image bytes for tests: only the headers each format is recognised and sized by (what the api's
 * type sniffing reads), padded to `size` bytes when a test needs a large or exact file. The one
 * builder for unit and integration tests alike.
 */

export function bytes(...parts: (ArrayLike<number> | string)[]): Uint8Array<ArrayBuffer> {
  const out: number[] = []
  for (const part of parts) {
    if (typeof part === 'string') for (const ch of part) out.push(ch.charCodeAt(0))
    else out.push(...Array.from(part))
  }
  return new Uint8Array(out)
}

export const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff]
export const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff]
export const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]
export const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]
export const zeros = (n: number) => Array.from({ length: n }, () => 0)

/** `image` followed by zeros up to `size` bytes (never cut shorter than the header). */
function padded(image: Uint8Array<ArrayBuffer>, size = 0): Uint8Array<ArrayBuffer> {
  if (size <= image.length) return image
  const out = new Uint8Array(size)
  out.set(image)
  return out
}

export function png(width: number, height: number, size?: number) {
  const header = bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32be(13),
    'IHDR',
    u32be(width),
    u32be(height),
    [8, 6, 0, 0, 0],
    zeros(4),
  )
  return padded(header, size)
}

export function gif(width: number, height: number, size?: number) {
  return padded(bytes('GIF89a', u16le(width), u16le(height), [0xf7, 0, 0]), size)
}

/** SOI, an APP0 segment, then a start-of-frame segment of `marker`. */
export function jpeg(width: number, height: number, { marker = 0xc0, size }: { marker?: number; size?: number } = {}) {
  const app0 = bytes([0xff, 0xe0], u16be(16), 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
  const sof = bytes([0xff, marker], u16be(17), [8], u16be(height), u16be(width), [3], zeros(9))
  return padded(bytes([0xff, 0xd8], app0, sof), size)
}

export function webp(chunk: 'VP8X' | 'VP8L' | 'VP8 ', width: number, height: number) {
  const head = bytes('RIFF', zeros(4), 'WEBP', chunk, zeros(4))
  if (chunk === 'VP8X') return bytes(head, zeros(4), u24le(width - 1), u24le(height - 1))
  if (chunk === 'VP8L') {
    const bits = (width - 1) | ((height - 1) << 14)
    return bytes(head, [0x2f], [bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff])
  }
  return bytes(head, [0, 0, 0, 0x9d, 0x01, 0x2a], u16le(width), u16le(height))
}

/** A multipart body with `file` (bytes or text, named `name`) and extra text fields. */
export function fileForm(file: Uint8Array<ArrayBuffer> | string, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  form.set('file', new File([file], name))
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return form
}
