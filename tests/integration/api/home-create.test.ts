import { env } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import { AuthResultSchema, passwordResetTokenPath, UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { HEADER_PLATFORM_SECRET, NEW_HOME_PATH, NewHomeResultSchema, type NewHomeBody } from '#contract/platform-homes.ts'
import { STUDIO_PRICES_PATH, PriceVersionDetailSchema, PriceVersionsSchema } from '#contract/studio-prices.ts'
import { WebsiteContextSchema } from '#contract/website.ts'
import { api, callWith, failure, freshAddress, ok, type CallOptions } from './client.ts'

/**
 * A new funeral home through the platform's call (issue 40 point 1, decision 071): only with the
 * platform's secret, made once (a second call changes nothing and says so), its owner invited
 * through the outbox, its site answering on its own host name and its draft price list ready to
 * publish once priced. The home made here is removed afterwards, so other files see the demo only.
 */

const SECRET = 'platform-secret-for-the-tests-0123456789'
const run = crypto.randomUUID().slice(0, 8)
const HOST = `home-${run}.localhost`
const SECOND_HOST = `www.home-${run}.example`
const OWNER = `owner-${run}@home.example`
const NAME = `Rowan & Hale ${run} Funeral Home`

const body: NewHomeBody = {
  name: NAME,
  hosts: [HOST, SECOND_HOST.toUpperCase()],
  ownerEmail: OWNER,
  ownerFirstName: 'Iris',
  ownerLastName: 'Rowan',
  timeZone: 'America/Denver',
  phoneNumber: '(555) 010-4400',
  linkHost: `${HOST}:8787`,
}

function create(json: unknown, init: { secret?: string | null; bindings?: Record<string, string | undefined> } = {}): Promise<Response> {
  const { secret = SECRET, bindings = { PLATFORM_SECRET: SECRET } } = init
  const options: CallOptions = { json, host: '', headers: secret === null ? {} : { [HEADER_PLATFORM_SECRET]: secret } }
  return callWith(bindings as Partial<Cloudflare.Env>, NEW_HOME_PATH, options)
}

async function companyIdOf(host: string): Promise<number | null> {
  const row = await env.DB.prepare('SELECT company_id FROM company_hosts WHERE host = ?').bind(host).first<{ company_id: number }>()
  return row?.company_id ?? null
}

async function countRows(companyId: number): Promise<Record<string, number>> {
  const tables = [
    'company_hosts',
    'website_contexts',
    'website_pages',
    'price_list_versions',
    'gpl_items',
    'company_task_defaults',
    'users',
    'outbox',
  ]
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE company_id = ?`).bind(companyId).first<{ n: number }>()
    counts[table] = row?.n ?? 0
  }
  return counts
}

afterAll(async () => {
  const id = await companyIdOf(HOST)
  if (id !== null) {
    // Rows that name the home without a cascade from companies go first.
    for (const table of ['website_pages', 'password_reset_tokens', 'outbox', 'users']) {
      await env.DB.prepare(`DELETE FROM ${table} WHERE company_id = ?`).bind(id).run()
    }
    await env.DB.prepare('DELETE FROM companies WHERE id = ?').bind(id).run()
  }
})

describe('POST /internal/homes', () => {
  it('does not exist without PLATFORM_SECRET configured, and refuses a caller without the secret', async () => {
    expect((await create(body, { bindings: { PLATFORM_SECRET: undefined } })).status).toBe(404)
    // Too short to be a secret counts as none.
    expect((await create(body, { bindings: { PLATFORM_SECRET: 'short' }, secret: 'short' })).status).toBe(404)
    expect(await failure(await create(body, { secret: null }), 403)).toMatchObject({ message: 'This call needs the platform’s secret.' })
    expect((await create(body, { secret: `${SECRET}x` })).status).toBe(403)
    expect(await companyIdOf(HOST)).toBeNull()
  })

  it('refuses input it cannot use in plain words, making nothing', async () => {
    const refused = await failure(await create({ ...body, hosts: ['https://smith.example/'], timeZone: 'Mars/Olympus' }), 422)
    expect(refused.errors).toMatchObject({
      'hosts.0': expect.stringContaining('Give a host name such as'),
      timeZone: expect.stringContaining('America/Chicago'),
    })
    expect(await companyIdOf(HOST)).toBeNull()
  })

  it('makes the home once: its hosts, site, draft price list, statement template, tasks and the owner invited', async () => {
    const result = await ok(await create(body), NewHomeResultSchema, 201)
    expect(result).toMatchObject({
      outcome: 'created',
      name: NAME,
      hosts: expect.arrayContaining([HOST, SECOND_HOST]),
      timeZone: 'America/Denver',
      owner: { email: OWNER, invited: true },
    })
    expect(result.companyId).toBeGreaterThan(2)
    expect(await companyIdOf(SECOND_HOST)).toBe(result.companyId)
    expect(await countRows(result.companyId)).toEqual({
      company_hosts: 2,
      website_contexts: 2,
      website_pages: 6,
      price_list_versions: 1,
      gpl_items: 16,
      company_task_defaults: 10,
      users: 1,
      outbox: 1,
    })
    const template = await env.DB.prepare('SELECT heading, current FROM statement_template_revisions WHERE company_id = ?')
      .bind(result.companyId)
      .all<{ heading: string; current: number }>()
    expect(template.results).toEqual([{ heading: `${NAME} — Statement of Funeral Goods and Services Selected`, current: 1 }])
  })

  it('a second call changes nothing and says so', async () => {
    const id = await companyIdOf(HOST)
    expect(id).not.toBeNull()
    const before = await countRows(id ?? 0)
    const again = await ok(await create(body), NewHomeResultSchema, 200)
    expect(again).toMatchObject({ outcome: 'unchanged', companyId: id, owner: { email: OWNER, invited: false } })
    expect(again.report.join(' ')).toContain('nothing was changed')
    expect(await countRows(id ?? 0)).toEqual(before)
  })

  it('refuses, changing nothing, a host of this home under another name, or another owner', async () => {
    const id = await companyIdOf(HOST)
    const before = await countRows(id ?? 0)
    const renamed = await failure(await create({ ...body, name: 'Another Funeral Home' }), 409)
    expect(renamed.message).toContain(`already serves ${NAME}`)
    const otherOwner = await failure(await create({ ...body, ownerEmail: `someone-${run}@home.example` }), 409)
    expect(otherOwner.message).toContain(`already has an owner (${OWNER})`)
    const demoHost = await failure(await create({ ...body, hosts: [HOST, 'localhost'] }), 409)
    expect(demoHost.message).toContain('belong to different funeral homes')
    expect(await countRows(id ?? 0)).toEqual(before)
  })

  it('the site answers on the new host, in the home’s name, and nowhere shows the demo’s content', async () => {
    const context = await ok(await api('/api/web/render-context/approved', { host: HOST }), WebsiteContextSchema)
    expect(context.company).toMatchObject({ name: NAME, phoneNumber: '(555) 010-4400' })
    expect(Object.keys(context.pages)).toEqual(['/', '/about-us', '/contact'])
    expect(JSON.stringify(context)).not.toMatch(/Whitfield|Harbor|Maple Grove/)
    const onSecond = await ok(await api('/api/web/render-context/approved', { host: SECOND_HOST }), WebsiteContextSchema)
    expect(onSecond.company.name).toBe(NAME)
  })

  it('mails the owner a link that chooses the password; the owner then finds the draft price list ready to publish once priced', async () => {
    const id = await companyIdOf(HOST)
    const mail = await env.DB.prepare('SELECT kind, subject, text FROM outbox WHERE company_id = ? AND "to" = ?')
      .bind(id, OWNER)
      .first<{ kind: string; subject: string; text: string }>()
    expect(mail).toMatchObject({ kind: 'staff-invitation', subject: `The website of ${NAME} is ready for you` })
    expect(mail?.text).toContain('Dear Iris,')
    const link = /(http:\/\/[^\s]+\/family-portal\/password-reset\/([A-Za-z0-9_-]{43})\?welcome=1)/.exec(mail?.text ?? '')
    expect(link?.[1]).toContain(`http://${HOST}:8787/`)
    const token = link?.[2] ?? ''
    const password = 'lantern-over-the-ridge-7'
    expect((await api(passwordResetTokenPath(token), { host: HOST, json: { password } })).status).toBe(204)
    const signedIn = await ok(
      await api(UPSTREAM_AUTH_PATHS.signIn, { host: HOST, json: { email: OWNER, password }, headers: freshAddress() }),
      AuthResultSchema,
    )
    expect(signedIn.user).toMatchObject({ email: OWNER, role: 'staff', staffRole: 'owner' })

    const versions = await ok(await api(`${STUDIO_PRICES_PATH}/versions`, { host: HOST, token: signedIn.accessToken }), PriceVersionsSchema)
    expect(versions.versions).toHaveLength(1)
    const [draft] = versions.versions
    expect(draft).toMatchObject({ number: 1, state: 'draft', publishedAt: null })
    const detail = await ok(
      await api(`${STUDIO_PRICES_PATH}/versions/${draft?.id}`, { host: HOST, token: signedIn.accessToken }),
      PriceVersionDetailSchema,
    )
    expect(detail.blockers).toEqual([])
    expect(detail.categories.flatMap((c) => c.items.map((i) => i.ruleLine)).filter(Boolean)).toHaveLength(5)
  })
})
