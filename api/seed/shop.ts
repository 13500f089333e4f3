import { shopProductImages, shopProducts, shopVariants } from '#api/src/db/schema.ts'
import { CATALOGUES } from './data/shop-products.ts'
import { seedMediaFile, seedMediaId, type SeedMediaInput } from './media.ts'
import { landscapeSvg, seededRandom } from '#api/src/media/samples/pictures.ts'
import { seedDb } from './query.ts'
import type { CompanySeed, SeedOutput, SeedQuery } from './types.ts'

/**
 * Each funeral home's sympathy shop (api/seed/data/shop-products.ts). Ids: products c×1000+n,
 * variants c×10000+n×10+v, images seedMediaId(c, 'shop', n×10+i).
 */

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>
}

/**
 * A flower arrangement as SVG: a container and a dome of blooms in the product's colours, on a
 * soft background. Deterministic per `variation`; calm placeholders rather than broken images.
 */
export function bouquetSvg(
  variation: number,
  colours: string[],
  width = 800,
  height = 800,
): { bytes: Uint8Array<ArrayBuffer>; width: number; height: number; contentType: string } {
  const rand = seededRandom(variation)
  const cx = width / 2
  const blooms: string[] = []
  for (let i = 0; i < 34; i++) {
    const angle = Math.PI * (1 + rand())
    const radius = rand() * width * 0.28
    const x = Math.round(cx + Math.cos(angle) * radius)
    const y = Math.round(height * 0.5 + Math.sin(angle) * radius * 0.9)
    const r = Math.round(width * (0.035 + rand() * 0.03))
    const colour = colours[i % colours.length] ?? '#ffffff'
    blooms.push(
      `<circle cx="${x}" cy="${y}" r="${r + 6}" fill="#4d7a4f" opacity="0.5"/><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="#00000014"/>`,
    )
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f5f2ec"/><ellipse cx="${cx}" cy="${height * 0.9}" rx="${width * 0.3}" ry="${height * 0.03}" fill="#00000012"/><path d="M${cx - width * 0.14} ${height * 0.62} L${cx + width * 0.14} ${height * 0.62} L${cx + width * 0.1} ${height * 0.9} L${cx - width * 0.1} ${height * 0.9} Z" fill="#8a7156"/>${blooms.join('')}</svg>`
  return { bytes: utf8(svg), width, height, contentType: 'image/svg+xml' }
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const catalogue = CATALOGUES[company.id] ?? []
  const queries: SeedQuery[] = []
  const images: { productId: number; position: number; input: SeedMediaInput }[] = []
  for (const [index, product] of catalogue.entries()) {
    const n = index + 1
    const productId = company.id * 1000 + n
    queries.push(
      seedDb
        .insert(shopProducts)
        .values({
          id: productId,
          companyId: company.id,
          name: product.name,
          description: product.description,
          category: product.category,
          position: n,
          active: true,
        })
        .onConflictDoNothing(),
    )
    product.variants.forEach(([name, dollars], v) => {
      queries.push(
        seedDb
          .insert(shopVariants)
          .values({ id: company.id * 10_000 + n * 10 + v + 1, productId, name, priceCents: dollars * 100, position: v })
          .onConflictDoNothing(),
      )
    })
    // Trees get a forest view; everything else a bouquet, and a second angle for the sprays.
    const pictures =
      product.category === 'tree'
        ? [landscapeSvg(company.id * 100 + n)]
        : [
            bouquetSvg(company.id * 100 + n, product.colours),
            ...(product.category === 'standing-spray' ? [bouquetSvg(company.id * 100 + n + 50, product.colours)] : []),
          ]
    for (const [position, picture] of pictures.entries()) {
      images.push({
        productId,
        position,
        input: {
          id: seedMediaId(company.id, 'shop', n * 10 + position),
          companyId: company.id,
          kind: 'product',
          contentType: picture.contentType,
          bytes: picture.bytes,
          width: picture.width,
          height: picture.height,
          title: product.name,
          fileName: `${slug(product.name)}-${position + 1}.svg`,
          position,
        },
      })
    }
  }
  const files = await Promise.all(images.map((image) => seedMediaFile(image.input)))
  images.forEach((image, i) => {
    const file = files[i]
    if (!file) return
    // The media row first: the image link points at it.
    queries.push(
      file.query,
      seedDb
        .insert(shopProductImages)
        .values({ productId: image.productId, mediaId: image.input.id, position: image.position })
        .onConflictDoNothing(),
    )
  })
  return { queries, objects: files.map((f) => f.object) }
}
