import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { PRICE_LIST_PATH } from '#contract/price-list.ts'
import { RedirectListSchema, RedirectsQuerySchema } from '#contract/redirects.ts'
import { ContextKindSchema, SiteDocumentSchema, WebsiteContextSchema, type WebsiteContext } from '#contract/website.ts'
import { loadPriceList } from '../arrangements/price-list.ts'
import { locations, redirects } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { requireDraftAccess } from '../site/draft-access.ts'
import { readSiteDocument } from '../site/store.ts'
import { validate } from '../validate.ts'

/** Public website calls (spec §7 "Website"), all scoped to the tenant from X-Host. */
export const web = new Hono<{ Bindings: ApiBindings }>()

web.get('/render-context/:kind', async (c) => {
  const kind = ContextKindSchema.safeParse(c.req.param('kind'))
  if (!kind.success) throw new HTTPException(404)
  if (kind.data === 'draft') {
    // The draft is private (decision 037): no cache may keep it, a refusal included.
    c.header('Cache-Control', 'private, no-store')
    await requireDraftAccess(c)
  }
  const { db, company } = c.var
  const [stored, sites] = await Promise.all([
    readSiteDocument(db, company.id, kind.data),
    db.select().from(locations).where(eq(locations.companyId, company.id)).orderBy(asc(locations.position)),
  ])
  if (!stored) throw new HTTPException(404)
  const site = SiteDocumentSchema.parse(stored)
  const context: WebsiteContext = WebsiteContextSchema.parse({
    ...site,
    company: {
      name: company.name,
      phoneNumber: company.phoneNumber,
      logoUrl: company.logoUrl,
      timeZone: company.timeZone,
    },
    locations: sites.map((l) => ({
      id: l.id,
      name: l.name,
      address: {
        line1: l.line1,
        ...(l.line2 ? { line2: l.line2 } : {}),
        city: l.city,
        region: l.region,
        postalCode: l.postalCode,
      },
      phoneNumber: l.phoneNumber,
    })),
  })
  return c.json(context)
})

web.get('/redirects', validate('query', RedirectsQuerySchema), async (c) => {
  const { path } = c.req.valid('query')
  const { db, company } = c.var
  const rows = await db
    .select({ from: redirects.fromPath, to: redirects.target, permanent: redirects.permanent })
    .from(redirects)
    .where(
      path === undefined ? eq(redirects.companyId, company.id) : and(eq(redirects.companyId, company.id), eq(redirects.fromPath, path)),
    )
    .orderBy(asc(redirects.fromPath))
  return c.json(RedirectListSchema.parse({ content: rows }))
})

// The General Price List anyone may read (no sign-in): the same for every visitor of a host.
web.get(PRICE_LIST_PATH.replace('/api/web', ''), async (c) => {
  const { db, company } = c.var
  return c.json(await loadPriceList(db, company.id))
})
