import { env } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { whitfieldSite } from '#api/seed/data/whitfield-site.ts'
import { hashPassword } from '#api/src/auth/password.ts'
import * as schema from '#api/src/db/schema.ts'
import { companies, companyHosts, users } from '#api/src/db/schema.ts'
import { saveSiteDocument } from '#api/src/site/store.ts'
import { APPROVE_RENDER_CONTEXT_PATH, DRAFT_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { WebsiteContextSchema, type SiteDocument } from '#contract/website.ts'
import { api, failure, ok, tokenFor } from './client.ts'

/**
 * Saving the draft from the page editor (decision 036): staff only, the whole document checked with
 * the contract and each module with its type's schema; visitors see it only once it is approved.
 * Its own funeral home (id 911), so the demo homes other tests read never change.
 */

const db = drizzle(env.DB, { schema })
const PASSWORD = 'draft-save-test-2026'
const ID = 911
const HOST = `site-${ID}.localhost`

let staff: string
let family: string

beforeAll(async () => {
  const account = (email: string, role: 'staff' | 'family') => ({
    companyId: ID,
    email,
    firstName: 'Sam',
    lastName: 'Test',
    role,
  })
  const passwordHash = await hashPassword(PASSWORD)
  await db.batch([
    db.insert(companies).values({ id: ID, name: 'Draft Test', phoneNumber: null, logoUrl: null, timeZone: 'America/Chicago' }),
    db.insert(companyHosts).values({ host: HOST, companyId: ID }),
    db.insert(users).values([
      { ...account(`staff@${HOST}`, 'staff'), passwordHash },
      { ...account(`family@${HOST}`, 'family'), passwordHash },
    ]),
  ])
  const site = whitfieldSite('Approved heading')
  await saveSiteDocument(db, ID, 'approved', site)
  await saveSiteDocument(db, ID, 'draft', site)
  staff = await tokenFor({ host: HOST, email: `staff@${HOST}`, password: PASSWORD })
  family = await tokenFor({ host: HOST, email: `family@${HOST}`, password: PASSWORD })
})

// Read as staff: the draft is staff's to see (issue 21 item 5).
const context = async (kind: 'approved' | 'draft') =>
  ok(await api(`/api/web/render-context/${kind}`, { host: HOST, token: staff }), WebsiteContextSchema)

function edited(heading: string): SiteDocument {
  const site = whitfieldSite('Approved heading')
  const home = site.pages['/']
  if (!home) throw new Error('the seed site has a home page')
  const [first, ...rest] = home.modules
  return {
    ...site,
    pages: {
      ...site.pages,
      '/': { ...home, modules: [...rest, { ...first, id: first?.id ?? 'x', type: 'text', heading, paragraphs: ['Typed in the editor'] }] },
    },
  }
}

const save = (document: unknown, token?: string) => api(DRAFT_RENDER_CONTEXT_PATH, { method: 'PUT', host: HOST, token, json: document })

describe('PUT the draft', () => {
  it('is refused without a session (401) and to a family account (403), and nothing changes', async () => {
    const before = await context('draft')
    await failure(await save(edited('Nobody'), undefined), 401)
    await failure(await save(edited('Family'), family), 403)
    expect(await context('draft')).toEqual(before)
  })

  it('refuses a document the contract refuses, naming the field (422)', async () => {
    const body = await failure(await save({ ...edited('x'), design: { colorText: 'red' } }, staff), 422)
    expect(Object.keys(body.errors ?? {}).some((key) => key.startsWith('design.'))).toBe(true)
  })

  it('refuses a module its type’s schema refuses (422); one of a type it does not know is kept', async () => {
    const site = edited('Bad module')
    const home = site.pages['/']
    if (!home) throw new Error('home')
    const broken = {
      ...site,
      pages: {
        ...site.pages,
        '/': {
          ...home,
          modules: [
            { id: 'h', type: 'hero', heading: '' },
            { id: 'u', type: 'marquee' },
          ],
        },
      },
    }
    const body = await failure(await save(broken, staff), 422)
    expect(Object.keys(body.errors ?? {})).toEqual(['pages./.modules.0.heading'])
    // What a newer builder wrote is kept, as the site keeps it (and skips it when rendering).
    const kept = { ...site, pages: { ...site.pages, '/': { ...home, modules: [...home.modules, { id: 'u', type: 'marquee', speed: 3 }] } } }
    expect((await save(kept, staff)).status).toBe(204)
    expect((await context('draft')).pages['/']?.modules.at(-1)).toEqual({ id: 'u', type: 'marquee', speed: 3 })
  })

  it('saves the draft for staff (204); visitors keep the approved site until it is published', async () => {
    const response = await save(edited('Saved from the editor'), staff)
    expect(response.status).toBe(204)
    const draft = await context('draft')
    expect(draft.pages['/']?.modules.at(-1)).toMatchObject({ type: 'text', heading: 'Saved from the editor' })
    expect(JSON.stringify((await context('approved')).pages['/'])).not.toContain('Saved from the editor')
    expect((await api(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', host: HOST, token: staff })).status).toBe(204)
    expect((await context('approved')).pages['/']?.modules.at(-1)).toMatchObject({ heading: 'Saved from the editor' })
  })
})

describe('publishing refuses example text (issue 34 point 7)', () => {
  it('names each module still holding the words it was added with (422) and publishes nothing until they change', async () => {
    const before = await context('approved')
    const site = edited('Ready to publish')
    const home = site.pages['/']
    if (!home) throw new Error('home')
    const added = { id: 'fresh', type: 'text', heading: 'New section', paragraphs: ['Write your text here.'] }
    const withPlaceholder = { ...site, pages: { ...site.pages, '/': { ...home, modules: [...home.modules, added] } } }
    // A draft may hold it (the editor saves as staff type); publishing may not.
    expect((await save(withPlaceholder, staff)).status).toBe(204)
    const refused = await failure(await api(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', host: HOST, token: staff }), 422)
    const at = `pages./.modules.${home.modules.length}`
    expect(refused.message).toBe(
      `A new module still has its example text: the text module on ${home.title} (/), which still says “New section” and “Write your text here.”. Change the text or remove the module, then publish.`,
    )
    expect(Object.keys(refused.errors ?? {})).toEqual([`${at}.heading`, `${at}.paragraphs.0`])
    expect(await context('approved')).toEqual(before)

    const finished = { ...added, heading: 'Our promise', paragraphs: ['We answer day and night.'] }
    expect((await save({ ...site, pages: { ...site.pages, '/': { ...home, modules: [...home.modules, finished] } } }, staff)).status).toBe(
      204,
    )
    expect((await api(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', host: HOST, token: staff })).status).toBe(204)
    expect((await context('approved')).pages['/']?.modules.at(-1)).toMatchObject({ heading: 'Our promise' })
  })
})
