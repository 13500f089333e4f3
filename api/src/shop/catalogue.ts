import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { PageQuery } from '#contract/paging.ts'
import { toPage, type Page } from '#contract/paging.ts'
import type { ShopItem, ShopProduct } from '#contract/shop.ts'
import { cases, locations, media, obituaries, shopProductImages, shopProducts, shopVariants } from '../db/schema.ts'
import { toMediaFile } from '../media/store.ts'
import type { Db } from '../db/client.ts'
import { publicNow } from '../obituaries/queries.ts'
import { pageWindow } from '../paging.ts'

/**
 * A public obituary of this company (`publicNow`, the obituary pages' own rule) with its case's
 * location (where "deliver to the service" goes). Anything else, unpublished, scheduled for later
 * or another company's, is a 404: the shop exists only where the obituary is public.
 */
export async function shopObituary(db: Db, companyId: number, obituaryId: number) {
  const [row] = await db
    .select({ obituary: obituaries, location: locations })
    .from(obituaries)
    .innerJoin(cases, eq(cases.id, obituaries.caseId))
    .innerJoin(locations, eq(locations.id, cases.locationId))
    .where(and(eq(obituaries.id, obituaryId), eq(obituaries.companyId, companyId), publicNow()))
    .limit(1)
  if (!row) throw new ApiError(404)
  return row
}

/** Images of the given products, in order, by product id. */
async function imagesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, ReturnType<typeof toMediaFile>[]>()
  const rows = await db
    .select({ productId: shopProductImages.productId, media })
    .from(shopProductImages)
    .innerJoin(media, eq(media.id, shopProductImages.mediaId))
    .where(inArray(shopProductImages.productId, productIds))
    .orderBy(asc(shopProductImages.position), asc(media.id))
  const byProduct = new Map<number, ReturnType<typeof toMediaFile>[]>()
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), toMediaFile(row.media)])
  return byProduct
}

/** The company's products on sale, in shop order, with their lowest price and first image. */
export async function shopItems(db: Db, companyId: number, query: PageQuery): Promise<Page<ShopItem>> {
  const where = and(eq(shopProducts.companyId, companyId), eq(shopProducts.active, true))
  const { limit, offset } = pageWindow(query)
  const [products, total] = await db.batch([
    db.select().from(shopProducts).where(where).orderBy(asc(shopProducts.position), asc(shopProducts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(shopProducts).where(where),
  ])
  const ids = products.map((p) => p.id)
  const [variants, images] = await Promise.all([
    ids.length ? db.select().from(shopVariants).where(inArray(shopVariants.productId, ids)) : Promise.resolve([]),
    imagesOf(db, ids),
  ])
  const content = products.flatMap((p): ShopItem[] => {
    const prices = variants.filter((v) => v.productId === p.id).map((v) => v.priceCents)
    // A product without a variant cannot be bought, so it is not shown.
    if (prices.length === 0) return []
    return [
      {
        id: p.id,
        name: p.name,
        description: p.description,
        category: p.category,
        fromPriceCents: Math.min(...prices),
        image: images.get(p.id)?.[0] ?? null,
      },
    ]
  })
  return toPage(content, query, total[0]?.n ?? 0)
}

/** One product on sale of this company, with its images and variants; undefined when there is none. */
export async function shopProduct(db: Db, companyId: number, productId: number): Promise<ShopProduct | undefined> {
  const [product] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.companyId, companyId), eq(shopProducts.active, true)))
    .limit(1)
  if (!product) return undefined
  const [variants, images] = await Promise.all([
    db.select().from(shopVariants).where(eq(shopVariants.productId, product.id)).orderBy(asc(shopVariants.position), asc(shopVariants.id)),
    imagesOf(db, [product.id]),
  ])
  if (variants.length === 0) return undefined
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    images: images.get(product.id) ?? [],
    variants: variants.map((v) => ({ id: v.id, name: v.name, priceCents: v.priceCents })),
  }
}
