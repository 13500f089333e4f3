import { crc32, deflateSync } from 'node:zlib'
import { solidJpeg } from '../../tests/support/images.ts'

/**
 * Small real files made in the test, not binaries in the repo: PNG images (the api reads their
 * size from the bytes) and WAV audio Chromium can play. Each call with other arguments gives
 * other bytes, so the api never takes two fixtures for one file.
 */

export type FilePayload = { name: string; mimeType: string; buffer: Buffer }

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG of `width`×`height` in one colour, or in noise (which does not compress: a large file). */
export function png(name: string, width: number, height: number, fill: [number, number, number] | 'noise'): FilePayload {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // RGB
  const row = 1 + width * 3
  const raw = Buffer.alloc(row * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3
      if (fill === 'noise') {
        raw[at] = Math.floor(Math.random() * 256)
        raw[at + 1] = Math.floor(Math.random() * 256)
        raw[at + 2] = Math.floor(Math.random() * 256)
      } else {
        raw[at] = fill[0]
        raw[at + 1] = fill[1]
        raw[at + 2] = fill[2]
      }
    }
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: fill === 'noise' ? 0 : 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return { name, mimeType: 'image/png', buffer }
}

/**
 * A real JPEG of one grey (tests/support/images.ts `solidJpeg`); `cutBy` bytes short of its end
 * makes the copy a phone leaves when a transfer stops part way (issue 34 point 5).
 */
export function jpeg(name: string, width: number, height: number, grey: number, { cutBy = 0 } = {}): FilePayload {
  const whole = solidJpeg(width, height, grey)
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(whole.subarray(0, whole.length - cutBy)) }
}

/** A mono 8 kHz 16-bit WAV of a sine tone: `seconds` long, at `hertz`. */
export function wav(name: string, seconds: number, hertz: number): FilePayload {
  const rate = 8000
  const samples = Math.round(rate * seconds)
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * hertz * i) / rate)), i * 2)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return { name, mimeType: 'audio/wav', buffer: Buffer.concat([header, data]) }
}

/** A text file, and one that claims to be a PNG but is not (the api judges files by their bytes). */
export function text(name: string, mimeType = 'text/plain'): FilePayload {
  return { name, mimeType, buffer: Buffer.from(`Not a picture: ${name} ${Date.now()}\n`) }
}
