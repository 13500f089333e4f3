/** Sample media made in code: calm placeholder pictures and a tone, for the demo seed and the practice cases. */

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>
}

/** A small deterministic number generator, so the seed writes the same images every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
}

const PALETTES = [
  ['#dfe7ec', '#9fb4c2', '#5d7a8c'],
  ['#efe6da', '#c9b59a', '#8a7156'],
  ['#e3ece2', '#a7c0a3', '#5f7f5b'],
  ['#ece3ea', '#c3a9bd', '#7d5f77'],
  ['#e9e9f1', '#a9abc9', '#62668f'],
] as const

/**
 * A soft landscape (sky, sun, layered hills) as SVG: placeholder "photos" for albums and
 * obituaries that look calm rather than broken. Deterministic per `seed`.
 */
export function landscapeSvg(
  seed: number,
  width = 1200,
  height = 800,
): { bytes: Uint8Array<ArrayBuffer>; width: number; height: number; contentType: string } {
  const rand = seededRandom(seed)
  const [sky, mid, deep] = PALETTES[seed % PALETTES.length] ?? PALETTES[0]
  const hills = [0.55, 0.68, 0.8].map((base, i) => {
    const points: string[] = [`0,${height}`]
    for (let x = 0; x <= 8; x++) points.push(`${(x * width) / 8},${Math.round(height * (base + (rand() - 0.5) * 0.12))}`)
    points.push(`${width},${height}`)
    const colour = [mid, deep, '#3c4a42'][i]
    return `<polygon points="${points.join(' ')}" fill="${colour}" opacity="${0.55 + i * 0.2}"/>`
  })
  const sunX = Math.round(width * (0.2 + rand() * 0.6))
  const sunY = Math.round(height * (0.2 + rand() * 0.2))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${sky}"/><circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * 0.08)}" fill="#fff7e0" opacity="0.9"/>${hills.join('')}</svg>`
  return { bytes: utf8(svg), width, height, contentType: 'image/svg+xml' }
}

/** A number with at most one decimal, so the SVG text stays short and identical run to run. */
function n1(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/** One stem: a gentle curve from the ground with leaves along it and, now and then, a bloom on top. */
function botanicalStem(rand: () => number, width: number, height: number, colours: readonly string[]): string {
  const baseX = width * (0.2 + rand() * 0.6)
  const topX = baseX + (rand() - 0.5) * width * 0.35
  const topY = height * (0.18 + rand() * 0.3)
  const bendX = (baseX + topX) / 2 + (rand() - 0.5) * width * 0.25
  const bendY = (height + topY) / 2
  const stem = colours[Math.floor(rand() * colours.length)] ?? '#5f7f5b'
  const parts = [
    `<path d="M${n1(baseX)} ${height} Q${n1(bendX)} ${n1(bendY)} ${n1(topX)} ${n1(topY)}" stroke="${stem}" stroke-width="${n1(width * 0.008)}" fill="none" stroke-linecap="round"/>`,
  ]
  const leaves = 3 + Math.floor(rand() * 4)
  for (let i = 1; i <= leaves; i++) {
    // A point on the quadratic curve, and a leaf pointing away from it, alternating sides.
    const t = i / (leaves + 1)
    const x = (1 - t) ** 2 * baseX + 2 * (1 - t) * t * bendX + t ** 2 * topX
    const y = (1 - t) ** 2 * height + 2 * (1 - t) * t * bendY + t ** 2 * topY
    const side = i % 2 ? 1 : -1
    const length = width * (0.06 + rand() * 0.05) * (1.2 - t * 0.5)
    const angle = side * (35 + rand() * 30) - 90
    parts.push(
      `<ellipse cx="${n1(x + side * length * 0.55)}" cy="${n1(y - length * 0.2)}" rx="${n1(length * 0.6)}" ry="${n1(length * 0.22)}" transform="rotate(${n1(angle + 90)} ${n1(x + side * length * 0.55)} ${n1(y - length * 0.2)})" fill="${stem}" opacity="${n1(0.55 + rand() * 0.35)}"/>`,
    )
  }
  if (rand() < 0.55) {
    const r = width * (0.025 + rand() * 0.025)
    const petals = [0, 72, 144, 216, 288].map((deg) => {
      const rad = (deg * Math.PI) / 180
      return `<circle cx="${n1(topX + Math.cos(rad) * r)}" cy="${n1(topY + Math.sin(rad) * r)}" r="${n1(r * 0.9)}" fill="#fbf6ee" opacity="0.85"/>`
    })
    parts.push(...petals, `<circle cx="${n1(topX)}" cy="${n1(topY)}" r="${n1(r * 0.6)}" fill="#e7cf9a"/>`)
  }
  return parts.join('')
}

/**
 * A soft botanical composition (stems, leaves, a few pale blooms on a quiet gradient) for
 * obituary photos and portraits that were never sent: calm neutral art rather than a stand-in
 * face. Deterministic per `seed`, varied per person (issue 14).
 */
export function portraitSvg(
  seed: number,
  width = 600,
  height = 750,
): { bytes: Uint8Array<ArrayBuffer>; width: number; height: number; contentType: string } {
  const rand = seededRandom(seed * 7919 + 17)
  const [light, mid, deep] = PALETTES[seed % PALETTES.length] ?? PALETTES[0]
  const stems = 3 + Math.floor(rand() * 3)
  const drawn: string[] = []
  for (let i = 0; i < stems; i++) drawn.push(botanicalStem(rand, width, height, [mid, deep, '#5f7f5b']))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf8f3"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${n1(width * (0.25 + rand() * 0.5))}" cy="${n1(height * (0.2 + rand() * 0.15))}" r="${n1(width * 0.22)}" fill="${mid}" opacity="0.18"/>${drawn.join('')}<ellipse cx="${n1(width / 2)}" cy="${height}" rx="${n1(width * 0.75)}" ry="${n1(height * 0.09)}" fill="${deep}" opacity="0.22"/></svg>`
  return { bytes: utf8(svg), width, height, contentType: 'image/svg+xml' }
}

/**
 * A short, quiet tone as a WAV file (16-bit mono PCM): placeholder music that plays in every
 * browser. `seconds` long at 8 kHz, so a few seconds stay small.
 */
export function toneWav(frequency: number, seconds = 3, sampleRate = 8000): { bytes: Uint8Array<ArrayBuffer>; contentType: string } {
  const samples = Math.round(seconds * sampleRate)
  const buffer = new ArrayBuffer(44 + samples * 2)
  const view = new DataView(buffer)
  const text = (offset: number, s: string) => [...s].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)))
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples * 2, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  text(36, 'data')
  view.setUint32(40, samples * 2, true)
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 800, (samples - i) / 800)
    view.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 6000 * fade), true)
  }
  return { bytes: new Uint8Array(buffer), contentType: 'audio/wav' }
}
