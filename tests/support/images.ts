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

/** A PNG's chunk: length, type, data and a CRC (zeros: the api and these tests do not check it). */
function pngChunk(type: string, data: ArrayLike<number> = []) {
  return bytes(u32be(data.length), type, data, zeros(4))
}

/** Signature, IHDR, an (empty) IDAT and IEND: whole as the api's header reader walks it, not decodable. */
export function png(width: number, height: number, size?: number) {
  const header = bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', bytes(u32be(width), u32be(height), [8, 6, 0, 0, 0])),
    pngChunk('IDAT'),
    pngChunk('IEND'),
  )
  return padded(header, size)
}

/** Header, a global colour table of two, one image of the same size (a tiny LZW stream) and the trailer. */
export function gif(width: number, height: number, size?: number) {
  const image = bytes([0x2c], u16le(0), u16le(0), u16le(width), u16le(height), [0], [2, 2, 0x44, 0x01, 0])
  return padded(bytes('GIF89a', u16le(width), u16le(height), [0x80, 0, 0], [0, 0, 0, 0xff, 0xff, 0xff], image, [0x3b]), size)
}

/**
 * SOI, an APP0 segment, a start-of-frame segment of `marker`, a scan of one byte and EOI: whole as
 * the api's header reader walks it (not decodable: no tables; `solidJpeg` is a real one).
 */
export function jpeg(width: number, height: number, { marker = 0xc0, size }: { marker?: number; size?: number } = {}) {
  const app0 = bytes([0xff, 0xe0], u16be(16), 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
  const sof = bytes([0xff, marker], u16be(17), [8], u16be(height), u16be(width), [3], zeros(9))
  const sos = bytes([0xff, 0xda], u16be(12), [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0], [0x3f], [0xff, 0xd9])
  return padded(bytes([0xff, 0xd8], app0, sof, sos), size)
}

/**
 * A real baseline JPEG any decoder shows: `width`×`height` pixels of one grey, one component,
 * every 8×8 block its DC value alone. Tables as small as a valid file allows: quantisation all
 * ones, a DC code for "no change" (0) and for the first block's value (10), an AC code for
 * end-of-block (0). `grey` also makes each fixture's bytes its own.
 */
export function solidJpeg(width: number, height: number, grey = 128): Uint8Array<ArrayBuffer> {
  // The first block's DC coefficient: 8 × (grey − 128); its category is its bit length.
  const dc = 8 * (Math.max(0, Math.min(255, Math.round(grey))) - 128)
  const category = dc === 0 ? 0 : Math.floor(Math.log2(Math.abs(dc))) + 1
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8)
  const bits: number[] = []
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >> i) & 1)
  }
  // Negative values are written as their ones' complement in `category` bits (JPEG's rule).
  if (category === 0) put(0, 1)
  else {
    put(0b10, 2)
    put(dc > 0 ? dc : dc + (1 << category) - 1, category)
  }
  put(0, 1)
  for (let i = 1; i < blocks; i++) put(0b00, 2)
  while (bits.length % 8) bits.push(1)
  const scan: number[] = []
  for (let i = 0; i < bits.length; i += 8) {
    const byte = bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0)
    scan.push(byte)
    if (byte === 0xff) scan.push(0)
  }
  const dcSymbols = category === 0 ? [0] : [0, category]
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xdb],
    u16be(67),
    [0],
    Array.from({ length: 64 }, () => 1),
    [0xff, 0xc0],
    u16be(11),
    [8],
    u16be(height),
    u16be(width),
    [1, 1, 0x11, 0],
    [0xff, 0xc4],
    u16be(19 + dcSymbols.length),
    [0x00],
    category === 0 ? [1, ...zeros(15)] : [1, 1, ...zeros(14)],
    dcSymbols,
    [0xff, 0xc4],
    u16be(20),
    [0x10, 1, ...zeros(15), 0],
    [0xff, 0xda],
    u16be(8),
    [1, 1, 0x00, 0, 63, 0],
    scan,
    [0xff, 0xd9],
  )
}

/** The first `length` bytes of a file (negative: all but the last `-length`): a copy cut off. */
export function truncated(file: Uint8Array<ArrayBuffer>, length: number): Uint8Array<ArrayBuffer> {
  return file.slice(0, length < 0 ? file.length + length : length)
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
