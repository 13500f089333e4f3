import { Hono } from 'hono'
import { toPriceCsv } from '#contract/price-list-csv.ts'
import {
  CsvImportBodySchema,
  DisclosureBodySchema,
  DisclosureParamsSchema,
  DraftCreateBodySchema,
  ItemBodySchema,
  ItemParamsSchema,
  PublishBodySchema,
  VersionParamsSchema,
} from '#contract/studio-prices.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { listVersions, versionDetail } from '../staff/prices.ts'
import { addItem, changeItem, removeDisclosure, removeItem, setDisclosure } from '../staff/prices-edit.ts'
import { importPriceCsv } from '../staff/prices-import.ts'
import { createDraft, deleteDraft, publishDraft } from '../staff/prices-versions.ts'
import { validate } from '../validate.ts'

/**
 * The owner's price list editor (area `prices`: the owner only; contract/studio-prices.ts). Mounted
 * at /api/staff. Every call is the signed-in home's: a version of another home is a 404.
 */
export const staffPrices = new Hono<{ Bindings: ApiBindings }>()

const VERSIONS = '/prices/versions'
const VERSION = `${VERSIONS}/:versionId`
const owner = requireStaffFor('prices')

staffPrices.get(VERSIONS, owner, async (c) => c.json(await listVersions(c.var.db, c.var.company)))

staffPrices.post(VERSIONS, owner, validate('json', DraftCreateBodySchema), async (c) =>
  c.json(await createDraft(c.var.db, c.var.company, c.req.valid('json').note), 201),
)

staffPrices.get(VERSION, owner, validate('param', VersionParamsSchema), async (c) =>
  c.json(await versionDetail(c.var.db, c.var.company, c.req.valid('param').versionId)),
)

staffPrices.delete(VERSION, owner, validate('param', VersionParamsSchema), async (c) => {
  await deleteDraft(c.var.db, c.var.company, c.req.valid('param').versionId)
  return c.body(null, 204)
})

staffPrices.post(`${VERSION}/publish`, owner, validate('param', VersionParamsSchema), validate('json', PublishBodySchema), async (c) =>
  c.json(await publishDraft(c.var.db, c.var.company, c.req.valid('param').versionId, c.req.valid('json').effectiveFrom, c.var.user.id)),
)

staffPrices.put(
  `${VERSION}/disclosures/:ruleKey`,
  owner,
  validate('param', DisclosureParamsSchema),
  validate('json', DisclosureBodySchema),
  async (c) => {
    const { versionId, ruleKey } = c.req.valid('param')
    return c.json(await setDisclosure(c.var.db, c.var.company, versionId, ruleKey, c.req.valid('json').text))
  },
)

staffPrices.delete(`${VERSION}/disclosures/:ruleKey`, owner, validate('param', DisclosureParamsSchema), async (c) => {
  const { versionId, ruleKey } = c.req.valid('param')
  return c.json(await removeDisclosure(c.var.db, c.var.company, versionId, ruleKey))
})

staffPrices.post(`${VERSION}/items`, owner, validate('param', VersionParamsSchema), validate('json', ItemBodySchema), async (c) =>
  c.json(await addItem(c.var.db, c.var.company, c.req.valid('param').versionId, c.req.valid('json')), 201),
)

staffPrices.put(`${VERSION}/items/:itemId`, owner, validate('param', ItemParamsSchema), validate('json', ItemBodySchema), async (c) => {
  const { versionId, itemId } = c.req.valid('param')
  return c.json(await changeItem(c.var.db, c.var.company, versionId, itemId, c.req.valid('json')))
})

staffPrices.delete(`${VERSION}/items/:itemId`, owner, validate('param', ItemParamsSchema), async (c) => {
  const { versionId, itemId } = c.req.valid('param')
  return c.json(await removeItem(c.var.db, c.var.company, versionId, itemId))
})

staffPrices.get(`${VERSION}/csv`, owner, validate('param', VersionParamsSchema), async (c) => {
  const { version, categories } = await versionDetail(c.var.db, c.var.company, c.req.valid('param').versionId)
  return c.body(toPriceCsv(categories), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="price-list-version-${version.number}.csv"`,
  })
})

staffPrices.post(`${VERSION}/csv`, owner, validate('param', VersionParamsSchema), validate('json', CsvImportBodySchema), async (c) =>
  c.json(await importPriceCsv(c.var.db, c.var.company, c.req.valid('param').versionId, c.req.valid('json').csv)),
)
