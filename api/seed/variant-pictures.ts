import { seedMediaFile, seedMediaId, type SeedMediaInput } from './media.ts'
import type { SeedObject, SeedQuery } from './types.ts'

/**
 * Pictures of the demo price list's variants (a casket's finish, a folder's design, an urn's
 * metal): a swatch in the colour the name suggests, with soft grain and the name beneath, so the
 * item screen shows what a family chooses between. Deterministic, so the seed stays idempotent.
 */

/** Words of variant names and the colour they suggest, first match wins. */
const COLOURS: [RegExp, string, string][] = [
  [/autumn|walnut|cherry/i, '#8a4f2a', '#c98a57'],
  [/oak|natural/i, '#b5874f', '#e1c08d'],
  [/mahogany|gloss/i, '#5e2a1c', '#9a4b34'],
  [/satin/i, '#7c5b45', '#b89478'],
  [/bronze|brass/i, '#7a5a2c', '#c49a55'],
  [/pewter|silver|steel/i, '#6f757a', '#c3c8cc'],
  [/blue|lake/i, '#3d5a78', '#9db6cf'],
  [/rose|red/i, '#8c2f3c', '#d9868f'],
  [/lily|white/i, '#b9b4a8', '#f4f1ea'],
  [/garden|seasonal|leaves/i, '#4f6b3a', '#a9c08a'],
  [/cross|classic/i, '#3f3a4f', '#a6a0bd'],
]

function coloursOf(name: string): [string, string] {
  const found = COLOURS.find(([pattern]) => pattern.test(name))
  return found ? [found[1], found[2]] : ['#5d7a8c', '#dfe7ec']
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export function swatchSvg(name: string, seed: number, width = 480, height = 360) {
  const [deep, light] = coloursOf(name)
  const grain = Array.from({ length: 7 }, (_, i) => {
    const y = Math.round(((i + 1) * height * 0.72) / 8 + ((seed * (i + 3)) % 11) - 5)
    return `<path d="M0 ${y} C ${width * 0.3} ${y - 10}, ${width * 0.6} ${y + 12}, ${width} ${y - 4}" stroke="${light}" stroke-width="3" fill="none" opacity="0.35"/>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect width="100%" height="100%" fill="#fbf8f3"/><rect x="24" y="24" width="${width - 48}" height="${Math.round(height * 0.72)}" rx="18" fill="url(#s)"/>${grain.join('')}<text x="${width / 2}" y="${height - 28}" text-anchor="middle" font-family="Georgia, serif" font-size="26" fill="#2f3a34">${escapeXml(name)}</text></svg>`
  return { bytes: new TextEncoder().encode(svg) as Uint8Array<ArrayBuffer>, width, height, contentType: 'image/svg+xml' }
}

/** The media rows and R2 objects of one company's variant pictures, by the variant's id. */
export async function variantPictures(
  companyId: number,
  variants: { id: number; key: string; name: string }[],
): Promise<{ queries: SeedQuery[]; objects: SeedObject[]; mediaIdOf: Map<number, number> }> {
  const inputs: SeedMediaInput[] = variants.map((variant, n) => {
    const picture = swatchSvg(variant.name, variant.id)
    return {
      id: seedMediaId(companyId, 'priceList', n + 1),
      companyId,
      kind: 'product',
      contentType: picture.contentType,
      bytes: picture.bytes,
      width: picture.width,
      height: picture.height,
      title: variant.name,
      fileName: `${variant.key.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.svg`,
    }
  })
  const files = await Promise.all(inputs.map((input) => seedMediaFile(input)))
  return {
    queries: files.map((f) => f.query),
    objects: files.map((f) => f.object),
    mediaIdOf: new Map(variants.map((variant, n) => [variant.id, inputs[n]?.id ?? 0])),
  }
}
