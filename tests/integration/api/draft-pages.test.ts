import { env } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { whitfieldSite } from '#api/seed/data/whitfield-site.ts'
import { hashPassword } from '#api/src/auth/password.ts'
import * as schema from '#api/src/db/schema.ts'
import { companies, companyHosts, users } from '#api/src/db/schema.ts'
import { saveSiteDocument } from '#api/src/site/store.ts'
import { APPROVE_RENDER_CONTEXT_PATH, DRAFT_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { DRAFT_PAGE_PATH, DRAFT_SHELL_PATH, WebsiteContextSchema, type Page, type SiteDocument } from '#contract/website.ts'
import { JSON_BODY_LIMIT } from '#core/body-limit.ts'
import { largeSiteDocuments } from '#bench/large-data.ts'
import { api, failure, ok, tokenFor } from './client.ts'

/**
 * Saving the draft a page at a time (issue 35 point 1, decision 046): a funeral home of 300 pages
 * saves every page and publishes, while the whole document in one body is still a 413. Its own
 * funeral homes (ids 921+), so the demo homes other tests read never change.
 */

const db = drizzle(env.DB, { schema })
const PASSWORD = 'draft-pages-test-2026'

type Home = { id: number; host: string; staff: string; family: string }

async function funeralHome(id: number, site: SiteDocument | null): Promise<Home> {
  const host = `site-${id}.localhost`
  const passwordHash = await hashPassword(PASSWORD)
  const account = (role: 'staff' | 'family') => ({
    companyId: id,
    email: `${role}@${host}`,
    passwordHash,
    firstName: 'Sam',
    lastName: 'Test',
    role,
  })
  await db.batch([
    db.insert(companies).values({ id, name: `Pages Test ${id}`, phoneNumber: null, logoUrl: null, timeZone: 'America/Chicago' }),
    db.insert(companyHosts).values({ host, companyId: id }),
    db.insert(users).values([account('staff'), account('family')]),
  ])
  if (site) {
    await saveSiteDocument(db, id, 'approved', site)
    await saveSiteDocument(db, id, 'draft', site)
  }
  const token = (role: 'staff' | 'family') => tokenFor({ host, email: `${role}@${host}`, password: PASSWORD })
  return { id, host, staff: await token('staff'), family: await token('family') }
}

const pageUrl = (path: string) => `${DRAFT_PAGE_PATH}?path=${encodeURIComponent(path)}`
const savePage = (home: Home, path: string, page: unknown, token = home.staff) =>
  api(pageUrl(path), { method: 'PUT', host: home.host, token, json: page })

const context = async (home: Home, kind: 'approved' | 'draft') =>
  ok(await api(`/api/web/render-context/${kind}`, { host: home.host, token: home.staff }), WebsiteContextSchema)
const documentOf = ({ company: _c, locations: _l, ...document }: Record<string, unknown>) => document

describe('a 300-page funeral home', () => {
  const { draft: large } = largeSiteDocuments()
  let home: Home
  beforeAll(async () => {
    // It starts as a small site (the demo's pages), as a funeral home grows into a large one.
    home = await funeralHome(921, whitfieldSite('A small site'))
  })

  it('cannot save its whole site in one body: a 413, and nothing is stored', async () => {
    const before = await context(home, 'draft')
    const text = JSON.stringify(large)
    expect(new TextEncoder().encode(text).byteLength).toBeGreaterThan(JSON_BODY_LIMIT)
    const response = await api(DRAFT_RENDER_CONTEXT_PATH, { method: 'PUT', host: home.host, token: home.staff, json: large })
    const body = await failure(response, 413)
    expect(body.message).toBe('The request is too large.')
    expect(await context(home, 'draft')).toEqual(before)
  })

  it('saves page by page, each body within the limit, and reads back exactly, in the site’s order', async () => {
    expect(Object.keys(large.pages).length).toBeGreaterThanOrEqual(300)
    const { pages, ...shell } = large
    const shellSaved = await api(DRAFT_SHELL_PATH, { method: 'PUT', host: home.host, token: home.staff, json: shell })
    expect(shellSaved.status).toBe(204)
    for (const [path, page] of Object.entries(pages)) {
      expect(new TextEncoder().encode(JSON.stringify(page)).byteLength).toBeLessThan(JSON_BODY_LIMIT)
      // One after the other, as the editor sends them.
      // oxlint-disable-next-line no-await-in-loop
      const response = await savePage(home, path, page)
      expect({ path, status: response.status }).toEqual({ path, status: 204 })
    }
    const draft = await context(home, 'draft')
    expect(documentOf(draft)).toEqual(large)
    expect(Object.keys(draft.pages)).toEqual(Object.keys(large.pages))
    // Visitors still see the small site.
    expect(Object.keys((await context(home, 'approved')).pages)).not.toContain('/resources/topic-1')
  })

  it('publishes the 300 pages: visitors see exactly the draft', async () => {
    expect((await api(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', host: home.host, token: home.staff })).status).toBe(204)
    const approved = await context(home, 'approved')
    expect(documentOf(approved)).toEqual(large)
    expect(Object.keys(approved.pages)).toEqual(Object.keys(large.pages))
  })

  it('changes one page in place and leaves the other 300 alone', async () => {
    const path = '/resources/topic-150'
    const before = await context(home, 'draft')
    const page = before.pages[path] as Page
    const edited: Page = { ...page, modules: [{ id: 'edited', type: 'text', heading: 'Edited alone', paragraphs: ['Only this page.'] }] }
    expect((await savePage(home, path, edited)).status).toBe(204)
    const after = await context(home, 'draft')
    expect(after.pages[path]).toEqual(edited)
    expect({ ...after.pages, [path]: page }).toEqual(before.pages)
    expect(Object.keys(after.pages)).toEqual(Object.keys(before.pages))
  })
})

describe('saving one page', () => {
  let home: Home
  const site = whitfieldSite('Page save')
  beforeAll(async () => {
    home = await funeralHome(922, site)
  })

  it('is for staff only: 401 signed out, 403 to a family account, and nothing changes', async () => {
    const before = await context(home, 'draft')
    const page: Page = { id: 'x', title: 'X', modules: [] }
    await failure(await api(pageUrl('/'), { method: 'PUT', host: home.host, json: page }), 401)
    await failure(await savePage(home, '/', page, home.family), 403)
    await failure(await api(DRAFT_SHELL_PATH, { method: 'PUT', host: home.host, token: home.family, json: {} }), 403)
    expect(await context(home, 'draft')).toEqual(before)
  })

  it('refuses a module its type’s schema refuses, naming the field (422), and a path that is not a site path', async () => {
    const home0 = site.pages['/'] as Page
    const broken = { ...home0, modules: [{ id: 'h', type: 'hero', heading: '' }] }
    const body = await failure(await savePage(home, '/', broken), 422)
    expect(Object.keys(body.errors ?? {})).toEqual(['pages./.modules.0.heading'])
    await failure(await savePage(home, '//elsewhere.example', home0), 422)
    await failure(await api(DRAFT_PAGE_PATH, { method: 'PUT', host: home.host, token: home.staff, json: home0 }), 422)
    await failure(await savePage(home, '/', { ...home0, modules: 'none' }), 422)
  })

  it('adds a page the draft does not have at the end of its order', async () => {
    const page: Page = { id: 'new-page', title: 'Grief support', modules: [{ id: 't', type: 'text', paragraphs: ['We are here.'] }] }
    expect((await savePage(home, '/grief-support', page)).status).toBe(204)
    const draft = await context(home, 'draft')
    expect(Object.keys(draft.pages).at(-1)).toBe('/grief-support')
    expect(draft.pages['/grief-support']).toEqual(page)
  })

  it('saves the shell without touching the pages', async () => {
    const before = await context(home, 'draft')
    const { pages: _pages, ...shell } = documentOf(before) as SiteDocument
    const changed = { ...shell, footer: { ...shell.footer, text: 'Open every day of the year.' } }
    expect((await api(DRAFT_SHELL_PATH, { method: 'PUT', host: home.host, token: home.staff, json: changed })).status).toBe(204)
    const after = await context(home, 'draft')
    expect(after.footer.text).toBe('Open every day of the year.')
    expect(after.pages).toEqual(before.pages)
  })

  it('is a 404 for a funeral home without a draft, and stores nothing', async () => {
    const bare = await funeralHome(923, null)
    const body = await failure(await savePage(bare, '/', { id: 'x', title: 'X', modules: [] }), 404)
    expect(body.message).toBe('There is no draft to save into. Ask for the site to be set up first.')
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM website_pages WHERE company_id = 923').first<{ n: number }>()
    expect(rows?.n).toBe(0)
  })
})

describe('publishing a 300-page draft stays within D1’s limits per statement', () => {
  it('writes in a few statements, none over 100 bound parameters or 100 KB of SQL', async () => {
    const home = await funeralHome(924, whitfieldSite('Counted'))
    const statements: Array<{ sql: number; params: number }> = []
    const counting = new Proxy(env.DB, {
      get(target, key, receiver) {
        if (key === 'prepare') {
          return (query: string) => {
            const statement = target.prepare(query)
            const entry = { sql: new TextEncoder().encode(query).byteLength, params: 0 }
            statements.push(entry)
            return new Proxy(statement, {
              get(s, k) {
                if (k === 'bind') {
                  return (...values: unknown[]) => {
                    entry.params = values.length
                    return s.bind(...values)
                  }
                }
                const value: unknown = Reflect.get(s, k, s)
                return typeof value === 'function' ? value.bind(s) : value
              },
            })
          }
        }
        const value: unknown = Reflect.get(target, key, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    // What publishing writes: the whole document as the approved kind (api/src/routes/publishing.ts).
    await saveSiteDocument(drizzle(counting, { schema }), home.id, 'approved', largeSiteDocuments().draft)
    expect(statements.length).toBeGreaterThan(2)
    expect(statements.length).toBeLessThan(50)
    expect(Math.max(...statements.map((s) => s.params))).toBeLessThanOrEqual(100)
    expect(Math.max(...statements.map((s) => s.sql))).toBeLessThan(100_000)
  })
})
