import { env } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { whitfieldSite } from '#api/seed/data/whitfield-site.ts'
import { hashPassword } from '#api/src/auth/password.ts'
import { companies, companyHosts, users, websitePages } from '#api/src/db/schema.ts'
import * as schema from '#api/src/db/schema.ts'
import { D1_MAX_ROW_BYTES, jsonBytes } from '#api/src/site/document-rows.ts'
import { readSiteDocument, saveSiteDocument } from '#api/src/site/store.ts'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { WebsiteContextSchema, type Page, type SiteDocument } from '#contract/website.ts'
import { largeSiteDocuments } from '#bench/large-data.ts'
import { api, failure, ok, tokenFor } from './client.ts'

/**
 * A site document stored as a shell and a row per page (decision 025): a site larger than D1
 * takes in one row saves, publishes and reads back as it was; a page too large for a row is
 * refused; and documents stored whole before migration 0008 are moved into rows.
 * Its own funeral homes (ids 900+), so the demo homes other tests read never change.
 */

const db = drizzle(env.DB, { schema })
const PASSWORD = 'site-document-test-2026'

/** A funeral home with a staff account and a small site; answers its host and a staff token. */
async function funeralHome(id: number): Promise<{ host: string; token: string }> {
  const host = `site-${id}.localhost`
  const email = `staff@site-${id}.example`
  await db.batch([
    db.insert(companies).values({ id, name: `Site Test ${id}`, phoneNumber: null, logoUrl: null, timeZone: 'America/Chicago' }),
    db.insert(companyHosts).values({ host, companyId: id }),
    db
      .insert(users)
      .values({ companyId: id, email, passwordHash: await hashPassword(PASSWORD), firstName: 'Sam', lastName: 'Staff', role: 'staff' }),
  ])
  const small = whitfieldSite('A small site')
  await saveSiteDocument(db, id, 'approved', small)
  await saveSiteDocument(db, id, 'draft', small)
  return { host, token: await tokenFor({ host, email, password: PASSWORD }) }
}

/** The draft with a staff token (decision 037: the draft is staff's). */
async function renderContext(host: string, kind: 'approved' | 'draft', token?: string) {
  return ok(await api(`/api/web/render-context/${kind}`, { host, ...(token ? { token } : {}) }), WebsiteContextSchema)
}

/** The largest text a row of this company holds, in bytes, over both tables. */
async function largestRowBytes(companyId: number): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT max(n) AS n FROM (
       SELECT length(CAST(document AS BLOB)) AS n FROM website_contexts WHERE company_id = ?1
       UNION ALL SELECT length(CAST(document AS BLOB)) + length(CAST(path AS BLOB)) FROM website_pages WHERE company_id = ?1)`,
  )
    .bind(companyId)
    .first<{ n: number }>()
  return row?.n ?? 0
}

/** A page whose JSON takes just over one D1 row. */
function tooLargePage(): Page {
  return { id: 'huge', title: 'Huge', modules: [{ id: 'm', type: 'text', html: 'x'.repeat(D1_MAX_ROW_BYTES) }] }
}

describe('a site document larger than one D1 row', () => {
  const { draft } = largeSiteDocuments()
  let home: { host: string; token: string }
  beforeAll(async () => {
    home = await funeralHome(901)
  })

  it('saves as a draft, publishes and reads back exactly, no row over the limit', async () => {
    expect(jsonBytes(draft)).toBeGreaterThan(D1_MAX_ROW_BYTES)
    await saveSiteDocument(db, 901, 'draft', draft)
    const asDraft = await renderContext(home.host, 'draft', home.token)
    expect({ ...asDraft, company: undefined, locations: undefined }).toEqual({ ...draft, company: undefined, locations: undefined })
    // The record's order is the site's page order (navigation, sitemap): kept through the rows.
    expect(Object.keys(asDraft.pages)).toEqual(Object.keys(draft.pages))

    expect((await api(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', host: home.host, token: home.token })).status).toBe(204)
    const approved = await renderContext(home.host, 'approved')
    expect(approved).toEqual(asDraft)
    expect(Object.keys(approved.pages)).toEqual(Object.keys(draft.pages))
    expect(JSON.stringify(approved)).toBe(JSON.stringify(asDraft))

    expect(await largestRowBytes(901)).toBeLessThan(D1_MAX_ROW_BYTES)
  })

  it('replaces every page on a save: a page left out of the new document is gone', async () => {
    const { '/resources/topic-1': _dropped, ...rest } = draft.pages
    await saveSiteDocument(db, 901, 'draft', { ...draft, pages: rest })
    const read = await renderContext(home.host, 'draft', home.token)
    expect(read.pages).not.toHaveProperty('/resources/topic-1')
    expect(Object.keys(read.pages)).toEqual(Object.keys(rest))
  })

  it('reads with one query per table, however many pages (no query per page)', async () => {
    let prepared = 0
    const counting = new Proxy(env.DB, {
      get(target, key, receiver) {
        if (key === 'prepare') {
          return (query: string) => {
            prepared++
            return target.prepare(query)
          }
        }
        const value: unknown = Reflect.get(target, key, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const document = await readSiteDocument(drizzle(counting, { schema }), 901, 'approved')
    expect(Object.keys(document?.pages ?? {})).toHaveLength(Object.keys(draft.pages).length)
    expect(prepared).toBe(2)
  })
})

describe('a page too large for a D1 row', () => {
  let home: { host: string; token: string }
  let before: { approved: unknown; draft: unknown }
  beforeAll(async () => {
    home = await funeralHome(902)
    before = { approved: await renderContext(home.host, 'approved'), draft: await renderContext(home.host, 'draft', home.token) }
  })

  it('is refused by a save with a 413 naming the page, and nothing of the save is written', async () => {
    const site: SiteDocument = whitfieldSite('Changed before the refusal')
    const saving = saveSiteDocument(db, 902, 'draft', { ...site, pages: { ...site.pages, '/huge': tooLargePage() } })
    await expect(saving).rejects.toBeInstanceOf(ApiError)
    await expect(saving).rejects.toMatchObject({
      statusCode: 413,
      statusMessage: 'Content Too Large',
      errors: { 'pages./huge': expect.any(String) },
    })
    expect(await renderContext(home.host, 'draft', home.token)).toEqual(before.draft)
  })

  it('is refused by publishing with a 413 envelope (a draft stored where SQLite allowed it), the approved site unchanged', async () => {
    // Local SQLite stores what D1 would refuse: as a draft written by an older or another writer might be.
    await drizzle(env.DB)
      .insert(websitePages)
      .values({ companyId: 902, kind: 'draft', path: '/huge', position: 99, document: tooLargePage() })
    const response = await api(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', host: home.host, token: home.token })
    const body = await failure(response, 413)
    expect(body).toMatchObject({ statusCode: 413, statusMessage: 'Content Too Large', errors: { 'pages./huge': expect.any(String) } })
    expect(body.message).toMatch(/^The page \/huge is [\d,]+ bytes as stored/)
    expect(await renderContext(home.host, 'approved')).toEqual(before.approved)
  })
})

describe('migration 0008 (site documents into rows)', () => {
  it('moves a document stored whole into its shell and page rows, in order, and leaves moved ones alone', async () => {
    const home = await funeralHome(903)
    const whole: SiteDocument = largeSiteDocuments({ contentPages: 12, modulesPerPage: 2, obituaries: 0, memoriesPerObituary: 0 }).approved
    // As before 0008: the whole document in website_contexts, no page rows.
    await env.DB.batch([
      env.DB.prepare('DELETE FROM website_pages WHERE company_id = 903'),
      env.DB.prepare("UPDATE website_contexts SET document = ? WHERE company_id = 903 AND kind = 'approved'").bind(JSON.stringify(whole)),
    ])
    const otherBefore = await renderContext('localhost', 'approved')

    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0008_'))
    // Its data move (the statements after CREATE TABLE), run again over every company.
    const move = (migration?.queries ?? []).filter((q) => !/\bCREATE TABLE\b/.test(q))
    expect(move).toHaveLength(2)
    await env.DB.batch(move.map((q) => env.DB.prepare(q)))

    const read = await renderContext(home.host, 'approved')
    expect({ ...read, company: undefined, locations: undefined }).toEqual({ ...whole, company: undefined, locations: undefined })
    expect(Object.keys(read.pages)).toEqual(Object.keys(whole.pages))
    const shell = await env.DB.prepare("SELECT document FROM website_contexts WHERE company_id = 903 AND kind = 'approved'").first<{
      document: string
    }>()
    expect(JSON.parse(shell?.document ?? '{}')).not.toHaveProperty('pages')
    // A document already in rows is untouched by the move.
    expect(await renderContext('localhost', 'approved')).toEqual(otherBefore)
  })
})
