import type { SHOP_CATEGORIES } from '#contract/shop.ts'
import type { CompanySeed, SeedOutput, Statement } from './factories.ts'
import { landscapeSvg, seededRandom, seedMediaFile, seedMediaId, type SeedObject } from './media.ts'

/**
 * Each funeral home's sympathy shop: flowers for the service, plants and a memorial tree for
 * the home, comfort baskets for the family. Harbor Light's has a coastal flavour. Ids: products
 * c×1000+n, variants c×10000+n×10+v, images seedMediaId(c, 'shop', n×10+i).
 */

type Category = (typeof SHOP_CATEGORIES)[number]
type ProductSeed = {
  name: string
  description: string
  category: Category
  /** Variant name and price in dollars. */
  variants: [string, number][]
  /** Flower colours of its picture. */
  colours: string[]
}

const SIZES = (standard: number, deluxe: number, premium: number): [string, number][] => [
  ['Standard', standard],
  ['Deluxe', deluxe],
  ['Premium', premium],
]

const WHITFIELD: ProductSeed[] = [
  {
    name: 'Eternal Grace Standing Spray',
    description:
      'White Oriental lilies, roses and gladioli on an easel, a graceful tribute displayed beside the casket or urn at the service.',
    category: 'standing-spray',
    variants: SIZES(189, 239, 299),
    colours: ['#ffffff', '#f4efe6', '#e8e2d0'],
  },
  {
    name: 'Peaceful White Wreath',
    description: 'A classic wreath of white roses, carnations and chrysanthemums with soft greenery, a circle of life everlasting.',
    category: 'wreath',
    variants: SIZES(169, 219, 279),
    colours: ['#ffffff', '#f6f3ee', '#dfe6d8'],
  },
  {
    name: 'Heartfelt Rose Casket Spray',
    description: 'Deep red and ivory roses with lush greens to rest on the casket. Usually chosen by the immediate family.',
    category: 'casket-spray',
    variants: SIZES(329, 399, 479),
    colours: ['#9b1c2e', '#c2384a', '#f4efe6'],
  },
  {
    name: 'Garden of Remembrance Arrangement',
    description: 'Pink roses, lavender stock and white hydrangea in a keepsake container, for the service or the family home.',
    category: 'arrangement',
    variants: SIZES(89, 119, 149),
    colours: ['#f2b8c6', '#b9a3d6', '#ffffff'],
  },
  {
    name: 'Sunlit Meadow Bouquet',
    description: 'Sunflowers, yellow roses and daisies, bright and warm, for a celebration of a life well lived.',
    category: 'arrangement',
    variants: SIZES(75, 99, 129),
    colours: ['#f5c542', '#f7dc6f', '#ffffff'],
  },
  {
    name: 'Peace Lily Plant',
    description: 'A lasting peace lily in a woven basket, a quiet symbol of comfort that the family can keep for years.',
    category: 'plant',
    variants: SIZES(69, 89, 119),
    colours: ['#ffffff', '#2f6b3a', '#3d8a4a'],
  },
  {
    name: 'Tranquil White Orchid',
    description: 'A double-stem white phalaenopsis orchid in a ceramic pot; elegant, and easy to care for.',
    category: 'plant',
    variants: SIZES(79, 99, 129),
    colours: ['#ffffff', '#f3e9f5', '#7d5f77'],
  },
  {
    name: 'Prairie Dish Garden',
    description: 'A garden of green and flowering plants in a wooden planter, for the home or the office.',
    category: 'plant',
    variants: SIZES(65, 85, 105),
    colours: ['#3d8a4a', '#a7c0a3', '#e8a0b4'],
  },
  {
    name: 'Memorial Tree Planting',
    description: 'Trees planted in a national forest in memory of your loved one. The family receives a certificate naming the gift.',
    category: 'tree',
    variants: [
      ['One tree', 25],
      ['Grove of five trees', 110],
      ['Grove of ten trees', 200],
    ],
    colours: ['#2f6b3a', '#5f7f5b', '#a7c0a3'],
  },
  {
    name: 'Comfort Food Sympathy Basket',
    description:
      'Homestyle soup mixes, crackers, cheese, cookies and tea, delivered to the family home so there is one less thing to think about.',
    category: 'basket',
    variants: SIZES(79, 109, 139),
    colours: ['#c9b59a', '#8a7156', '#efe6da'],
  },
]

const HARBOR: ProductSeed[] = [
  {
    name: 'Seaside Serenity Standing Spray',
    description: 'Blue delphinium, white hydrangea and roses on an easel, in the colours of the sea and the sky.',
    category: 'standing-spray',
    variants: SIZES(199, 249, 309),
    colours: ['#5d7a8c', '#9fb4c2', '#ffffff'],
  },
  {
    name: 'Harbor Lights Wreath',
    description: 'White roses, eucalyptus and sea lavender woven into a wreath, with a soft blue ribbon.',
    category: 'wreath',
    variants: SIZES(179, 229, 289),
    colours: ['#ffffff', '#b9c9d6', '#8fa7a0'],
  },
  {
    name: 'Ocean Breeze Casket Spray',
    description: 'White lilies and roses with blue thistle and trailing greenery to rest on the casket.',
    category: 'casket-spray',
    variants: SIZES(339, 409, 489),
    colours: ['#ffffff', '#5d7a8c', '#dfe7ec'],
  },
  {
    name: 'Beach Rose Arrangement',
    description: 'Pink beach roses, white stock and dusty miller, gathered as if from the dunes.',
    category: 'arrangement',
    variants: SIZES(85, 115, 145),
    colours: ['#e8a0b4', '#ffffff', '#b8c4bc'],
  },
  {
    name: 'Sea Lavender Bouquet',
    description: 'Sea lavender, white lisianthus and soft blue hydrangea in a glass vase.',
    category: 'arrangement',
    variants: SIZES(79, 105, 135),
    colours: ['#b9a3d6', '#9fb4c2', '#ffffff'],
  },
  {
    name: 'Coastal Hydrangea Plant',
    description: 'A blooming blue hydrangea that can be planted in the garden come spring, to flower every summer.',
    category: 'plant',
    variants: SIZES(75, 95, 125),
    colours: ['#6f8fbf', '#9fb4c2', '#3d8a4a'],
  },
  {
    name: 'Driftwood Succulent Garden',
    description: 'Hardy succulents set in weathered driftwood, a lasting keepsake for a windowsill by the sea.',
    category: 'plant',
    variants: SIZES(69, 89, 115),
    colours: ['#8fa7a0', '#c9b59a', '#5f7f5b'],
  },
  {
    name: 'White Phalaenopsis Orchid',
    description: 'A graceful white orchid in a pale blue ceramic pot.',
    category: 'plant',
    variants: SIZES(79, 99, 129),
    colours: ['#ffffff', '#dfe7ec', '#7d5f77'],
  },
  {
    name: 'Memorial Tree Planting',
    description: 'Red spruce and white pine planted in a Maine forest in memory of your loved one, with a certificate for the family.',
    category: 'tree',
    variants: [
      ['One tree', 25],
      ['Grove of five trees', 110],
      ['Grove of ten trees', 200],
    ],
    colours: ['#2f6b3a', '#5f7f5b', '#a7c0a3'],
  },
  {
    name: 'Down East Comfort Basket',
    description: 'Wild blueberry jam, maple syrup, oat biscuits, chowder crackers and tea from Maine makers, delivered to the family home.',
    category: 'basket',
    variants: SIZES(85, 115, 149),
    colours: ['#4a5a9c', '#c9b59a', '#efe6da'],
  },
]

const CATALOGUES: Record<number, ProductSeed[]> = { 1: WHITFIELD, 2: HARBOR }

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
  const statements: Statement[] = []
  const images: { productId: number; position: number; input: Parameters<typeof seedMediaFile>[0] }[] = []
  for (const [index, product] of catalogue.entries()) {
    const n = index + 1
    const productId = company.id * 1000 + n
    statements.push({
      sql: 'INSERT OR IGNORE INTO shop_products (id, company_id, name, description, category, position, active) VALUES (?, ?, ?, ?, ?, ?, 1)',
      params: [productId, company.id, product.name, product.description, product.category, n],
    })
    product.variants.forEach(([name, dollars], v) => {
      statements.push({
        sql: 'INSERT OR IGNORE INTO shop_variants (id, product_id, name, price_cents, position) VALUES (?, ?, ?, ?, ?)',
        params: [company.id * 10_000 + n * 10 + v + 1, productId, name, dollars * 100, v],
      })
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
  const objects: SeedObject[] = []
  files.forEach((file, i) => {
    const image = images[i]
    if (!image) return
    // The media row first: the image link points at it.
    statements.push(file.statement, {
      sql: 'INSERT OR IGNORE INTO shop_product_images (product_id, media_id, position) VALUES (?, ?, ?)',
      params: [image.productId, image.input.id, image.position],
    })
    objects.push(file.object)
  })
  return { statements, objects }
}
