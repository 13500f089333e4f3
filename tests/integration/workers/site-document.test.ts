import { env } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { whitfieldSite } from '#api/seed/data/whitfield-site.ts'
import { hashPassword } from '#api/src/auth/password.ts'
import { companies, companyHosts, users, websitePages } from '#api/src/db/schema.ts'
import * as schema from '#api/src/db/schema.ts'
import { D1_MAX_ROW_BYTES, jsonBytes } from '#api/src/site/document-rows.ts'
import { saveSiteDocument } from '#api/src/site/store.ts'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { ApiErrorBodySchema } from '#contract/errors.ts'
import { WebsiteContextSchema } from '#contract/website.ts'
import { largeSiteDocuments } from '#bench/large-data.ts'
import { browser, signIn } from './helpers.ts'

/**
 * A site larger than one D1 row (decision 025) through the built web Worker: the BFF proxies
 * publishing and the render context unchanged, SSR renders its pages, and a page too large to
 * publish reaches the browser as the api's 413 envelope. Its own funeral home (id 921).
 */

const { DB } = env as unknown as { DB: D1Database }
const db = drizzle(DB, { schema })
const COMPANY = 921
const HOST = `site-${COMPANY}.localhost:8787`
const STAFF = { email: `staff@site-${COMPANY}.example`, password: 'site-document-test-2026' }
const { draft } = largeSiteDocuments()

let cookies: { fs_at: string; fs_rt: string }

beforeAll(async () => {
  await db.batch([
    db.insert(companies).values({ id: COMPANY, name: 'Site Test 921', phoneNumber: null, logoUrl: null, timeZone: 'America/Chicago' }),
    db.insert(companyHosts).values({ host: `site-${COMPANY}.localhost`, companyId: COMPANY }),
    db.insert(users).values({
      companyId: COMPANY,
      email: STAFF.email,
      passwordHash: await hashPassword(STAFF.password),
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'staff',
    }),
  ])
  await saveSiteDocument(db, COMPANY, 'approved', whitfieldSite('A small site'))
  await saveSiteDocument(db, COMPANY, 'draft', draft)
  const { fs_at, fs_rt } = await signIn(STAFF, HOST)
  cookies = { fs_at, fs_rt }
})

const approvedContext = async () =>
  WebsiteContextSchema.parse(await (await browser('/api/web/render-context/approved', { host: HOST })).json())

describe('a site larger than one D1 row, through the BFF', () => {
  it('publishes, then the approved context is the draft and its last page renders', async () => {
    expect(jsonBytes(draft)).toBeGreaterThan(D1_MAX_ROW_BYTES)
    expect((await browser(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', host: HOST, cookies })).status).toBe(204)
    const approved = await approvedContext()
    expect(approved.pages).toEqual(draft.pages)
    expect(Object.keys(approved.pages)).toEqual(Object.keys(draft.pages))
    const last = Object.keys(draft.pages).at(-1)!
    const page = await browser(last, { host: HOST })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(draft.pages[last]!.title)
  })

  it('answers the api’s 413 envelope when a draft page is too large to publish, the approved site unchanged', async () => {
    const before = await approvedContext()
    // Local SQLite stores what D1 would refuse, as a draft from another writer might hold.
    await drizzle(DB)
      .insert(websitePages)
      .values({
        companyId: COMPANY,
        kind: 'draft',
        path: '/huge',
        position: 9_999,
        document: { id: 'huge', title: 'Huge', modules: [{ id: 'm', type: 'text', html: 'x'.repeat(D1_MAX_ROW_BYTES) }] },
      })
    const response = await browser(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', host: HOST, cookies })
    expect(response.status).toBe(413)
    const body = ApiErrorBodySchema.parse(await response.json())
    expect(body).toMatchObject({ statusCode: 413, statusMessage: 'Content Too Large', errors: { 'pages./huge': expect.any(String) } })
    expect(await approvedContext()).toEqual(before)
  })
})
