import { Hono } from 'hono'
import {
  CategoryBodySchema,
  CategoryMoveBodySchema,
  CategoryParamsSchema,
  LocationPriceBodySchema,
  LocationPriceParamsSchema,
  PackageBodySchema,
  PackageLineBodySchema,
  PackageLineParamsSchema,
  PackageParamsSchema,
  VariantBodySchema,
  VariantParamsSchema,
} from '#contract/studio-price-parts.ts'
import { ItemParamsSchema, VersionParamsSchema } from '#contract/studio-prices.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import {
  addCategory,
  addVariant,
  changeCategory,
  changeVariant,
  moveCategory,
  removeCategory,
  removeVariant,
  setLocationPrice,
} from '../staff/prices-parts.ts'
import { addPackage, addPackageLine, changePackage, removePackage, removePackageLine } from '../staff/prices-packages.ts'
import { validate } from '../validate.ts'

/**
 * A draft price list's categories, variants, branch prices and packages
 * (contract/studio-price-parts.ts; the owner only). Mounted at /api/staff beside staff-prices.ts.
 */
export const staffPriceParts = new Hono<{ Bindings: ApiBindings }>()

const VERSION = '/prices/versions/:versionId'
const CATEGORY = `${VERSION}/categories/:categoryId`
const VARIANT = `${VERSION}/items/:itemId/variants/:variantId`
const LOCATION = `${VERSION}/items/:itemId/locations/:locationId`
const owner = requireStaffFor('prices')

staffPriceParts.post(
  `${VERSION}/categories`,
  owner,
  validate('param', VersionParamsSchema),
  validate('json', CategoryBodySchema),
  async (c) => c.json(await addCategory(c.var.db, c.var.company, c.req.valid('param').versionId, c.req.valid('json')), 201),
)

staffPriceParts.put(CATEGORY, owner, validate('param', CategoryParamsSchema), validate('json', CategoryBodySchema), async (c) => {
  const { versionId, categoryId } = c.req.valid('param')
  return c.json(await changeCategory(c.var.db, c.var.company, versionId, categoryId, c.req.valid('json')))
})

staffPriceParts.post(
  `${CATEGORY}/move`,
  owner,
  validate('param', CategoryParamsSchema),
  validate('json', CategoryMoveBodySchema),
  async (c) => {
    const { versionId, categoryId } = c.req.valid('param')
    return c.json(await moveCategory(c.var.db, c.var.company, versionId, categoryId, c.req.valid('json').direction))
  },
)

staffPriceParts.delete(CATEGORY, owner, validate('param', CategoryParamsSchema), async (c) => {
  const { versionId, categoryId } = c.req.valid('param')
  return c.json(await removeCategory(c.var.db, c.var.company, versionId, categoryId))
})

staffPriceParts.post(
  `${VERSION}/items/:itemId/variants`,
  owner,
  validate('param', ItemParamsSchema),
  validate('json', VariantBodySchema),
  async (c) => {
    const { versionId, itemId } = c.req.valid('param')
    return c.json(await addVariant(c.var.db, c.var.company, versionId, itemId, c.req.valid('json')), 201)
  },
)

staffPriceParts.put(VARIANT, owner, validate('param', VariantParamsSchema), validate('json', VariantBodySchema), async (c) => {
  const { versionId, itemId, variantId } = c.req.valid('param')
  return c.json(await changeVariant(c.var.db, c.var.company, versionId, itemId, variantId, c.req.valid('json')))
})

staffPriceParts.delete(VARIANT, owner, validate('param', VariantParamsSchema), async (c) => {
  const { versionId, itemId, variantId } = c.req.valid('param')
  return c.json(await removeVariant(c.var.db, c.var.company, versionId, itemId, variantId))
})

staffPriceParts.put(LOCATION, owner, validate('param', LocationPriceParamsSchema), validate('json', LocationPriceBodySchema), async (c) => {
  const { versionId, itemId, locationId } = c.req.valid('param')
  return c.json(await setLocationPrice(c.var.db, c.var.company, versionId, itemId, locationId, c.req.valid('json').priceCents))
})

staffPriceParts.delete(LOCATION, owner, validate('param', LocationPriceParamsSchema), async (c) => {
  const { versionId, itemId, locationId } = c.req.valid('param')
  return c.json(await setLocationPrice(c.var.db, c.var.company, versionId, itemId, locationId, null))
})

const PACKAGE = `${VERSION}/packages/:packageId`

staffPriceParts.post(`${VERSION}/packages`, owner, validate('param', VersionParamsSchema), validate('json', PackageBodySchema), async (c) =>
  c.json(await addPackage(c.var.db, c.var.company, c.req.valid('param').versionId, c.req.valid('json')), 201),
)

staffPriceParts.put(PACKAGE, owner, validate('param', PackageParamsSchema), validate('json', PackageBodySchema), async (c) => {
  const { versionId, packageId } = c.req.valid('param')
  return c.json(await changePackage(c.var.db, c.var.company, versionId, packageId, c.req.valid('json')))
})

staffPriceParts.delete(PACKAGE, owner, validate('param', PackageParamsSchema), async (c) => {
  const { versionId, packageId } = c.req.valid('param')
  return c.json(await removePackage(c.var.db, c.var.company, versionId, packageId))
})

staffPriceParts.post(
  `${PACKAGE}/lines`,
  owner,
  validate('param', PackageParamsSchema),
  validate('json', PackageLineBodySchema),
  async (c) => {
    const { versionId, packageId } = c.req.valid('param')
    return c.json(await addPackageLine(c.var.db, c.var.company, versionId, packageId, c.req.valid('json')), 201)
  },
)

staffPriceParts.delete(`${PACKAGE}/lines/:lineId`, owner, validate('param', PackageLineParamsSchema), async (c) => {
  const { versionId, packageId, lineId } = c.req.valid('param')
  return c.json(await removePackageLine(c.var.db, c.var.company, versionId, packageId, lineId))
})
