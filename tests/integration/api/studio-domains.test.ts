import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { dbOf } from '#api/src/db/client.ts'
import { CustomHostnameError, type CustomHostnames } from '#api/src/domains/custom-hostnames.ts'
import { addDomain, checkDueDomains } from '#api/src/domains/domains.ts'
import { FakeCustomHostnames } from '#api/src/domains/fake.ts'
import { ApiError } from '#contract/errors.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { DOMAIN_MESSAGES, DomainSchema, DomainsSchema, STUDIO_DOMAINS_PATH, type Domain } from '#contract/studio-domains.ts'
import { WebsiteContextSchema } from '#contract/website.ts'
import { fieldErrorsOf } from '#tests/support/error-body.ts'
import { ACCOUNTS, api, callWith, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * A home's own domain (issue 40 point 3, decision 070) through the local fake of Cloudflare's
 * custom hostnames: owner only, another home's domain a 404, a host taken or the platform's own
 * refused in words; pending, then active, at which point the site answers at the host (and stops
 * when it is removed); the cron checks what is pending. Each test removes the domains it made.
 */

const RENDER_CONTEXT = '/api/web/render-context/approved'

/** A host no other test (or run) uses. */
function freshHost(first = 'www'): string {
  return `${first}.home-${crypto.randomUUID().slice(0, 8)}.com`
}

async function hostRows(host: string) {
  return (await env.DB.prepare('SELECT host, company_id AS companyId FROM company_hosts WHERE host = ?').bind(host).all()).results
}

function cleanUp(host: string) {
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM company_hosts WHERE host = ?').bind(host).run()
    await env.DB.prepare('DELETE FROM custom_domains WHERE host = ?').bind(host).run()
  })
}

async function add(token: string, host: string, options: { from?: string } = {}): Promise<Domain> {
  cleanUp(host)
  return ok(await api(STUDIO_DOMAINS_PATH, { token, json: { host }, host: options.from }), DomainSchema, 201)
}

describe('who may work on domains', () => {
  it('is the owner only: a director, a site editor and a family account get a 403 in words, no token a 401', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    expect((await ok(await api(STUDIO_DOMAINS_PATH, { token: owner }), DomainsSchema)).available).toBe(true)
    for (const account of [ACCOUNTS.whitfieldDirector, ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
      const token = await tokenFor(account)
      expect((await failure(await api(STUDIO_DOMAINS_PATH, { token }), 403)).message).toBe(STAFF_ROLE_REFUSED)
      expect((await failure(await api(STUDIO_DOMAINS_PATH, { token, json: { host: freshHost() } }), 403)).message).toBe(STAFF_ROLE_REFUSED)
      await failure(await api(`${STUDIO_DOMAINS_PATH}/1/checks`, { token, method: 'POST' }), 403)
      await failure(await api(`${STUDIO_DOMAINS_PATH}/1`, { token, method: 'DELETE' }), 403)
    }
    await failure(await api(STUDIO_DOMAINS_PATH), 401)
    await failure(await api(STUDIO_DOMAINS_PATH, { json: { host: freshHost() } }), 401)
  })
})

describe('adding, checking and removing a domain', () => {
  it('is pending with the records to add, then active: the host is the home’s and the site answers there, until it is removed', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const host = freshHost()
    const added = await add(owner, `  HTTPS://${host.toUpperCase()}/ `)
    expect(added).toMatchObject({ host, state: 'waiting', status: 'pending', sslStatus: 'pending_validation', liveAt: null })
    expect(added.records.map((r) => [r.type, r.name, r.purpose])).toEqual([
      ['CNAME', host, 'routing'],
      ['TXT', `_cf-custom-hostname.${host}`, 'ownership'],
      ['TXT', `_acme-challenge.${host}`, 'certificate'],
    ])
    expect(added.records[0]?.value).toBe('sites.localhost')
    cleanUp(host)
    expect(await hostRows(host)).toEqual([])
    expect((await api(RENDER_CONTEXT, { host })).status).toBe(404)

    const listed = await ok(await api(STUDIO_DOMAINS_PATH, { token: owner }), DomainsSchema)
    expect(listed.domains.map((d) => d.host)).toContain(host)

    const checked = await ok(await api(`${STUDIO_DOMAINS_PATH}/${added.id}/checks`, { token: owner, method: 'POST' }), DomainSchema)
    expect(checked).toMatchObject({ id: added.id, state: 'live', status: 'active', sslStatus: 'active' })
    expect(checked.liveAt).not.toBeNull()
    expect(checked.records).toEqual([{ type: 'CNAME', name: host, value: 'sites.localhost', purpose: 'routing' }])
    expect(await hostRows(host)).toEqual([{ host, companyId: 1 }])
    const context = WebsiteContextSchema.parse(await (await api(RENDER_CONTEXT, { host })).json())
    expect(context.company.name).toBe('Whitfield & Sons Funeral Home')
    // Checked again, it stays live and its first live time stays.
    const again = await ok(await api(`${STUDIO_DOMAINS_PATH}/${added.id}/checks`, { token: owner, method: 'POST' }), DomainSchema)
    expect(again.liveAt).toBe(checked.liveAt)
    expect(await hostRows(host)).toHaveLength(1)

    expect((await api(`${STUDIO_DOMAINS_PATH}/${added.id}`, { token: owner, method: 'DELETE' })).status).toBe(204)
    expect(await hostRows(host)).toEqual([])
    expect((await api(RENDER_CONTEXT, { host })).status).toBe(404)
    const after = await ok(await api(STUDIO_DOMAINS_PATH, { token: owner }), DomainsSchema)
    expect(after.domains.map((d) => d.host)).not.toContain(host)
  })

  it('keeps a domain whose records are not seen yet waiting, and never serves it', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const host = freshHost('pending')
    const added = await add(owner, host)
    const checked = await ok(await api(`${STUDIO_DOMAINS_PATH}/${added.id}/checks`, { token: owner, method: 'POST' }), DomainSchema)
    expect(checked.state).toBe('waiting')
    expect(checked.records).toHaveLength(3)
    expect(await hostRows(host)).toEqual([])
  })

  it('answers 503 in words where no provider is configured (not local development), and says so in the list', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const production = { ENVIRONMENT: undefined } as Partial<Cloudflare.Env>
    const list = await ok(await callWith(production, STUDIO_DOMAINS_PATH, { token: owner }), DomainsSchema)
    expect(list.available).toBe(false)
    const refused = await failure(await callWith(production, STUDIO_DOMAINS_PATH, { token: owner, json: { host: freshHost() } }), 503)
    expect(refused.message).toBe(DOMAIN_MESSAGES.notSwitchedOn)
  })
})

describe('which host names may be added', () => {
  it('refuses in words a host taken by another home (pending or live), one of the home’s own, the platform’s own and no real domain', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    const host = freshHost()
    await add(owner, host)
    const cases: [string, string, string][] = [
      [harbor, host, DOMAIN_MESSAGES.taken],
      [harbor, 'localhost', DOMAIN_MESSAGES.format],
      [owner, host, DOMAIN_MESSAGES.ownAlready],
      [harbor, 'harbor.localhost', DOMAIN_MESSAGES.platform],
      [owner, 'sites.localhost', DOMAIN_MESSAGES.platform],
      [owner, 'whitfield.notarealending', DOMAIN_MESSAGES.unknownEnding],
      [owner, 'co.uk', DOMAIN_MESSAGES.unknownEnding],
      [owner, '192.168.0.1', DOMAIN_MESSAGES.ipAddress],
      [owner, 'www whitfield.com', DOMAIN_MESSAGES.format],
      [owner, '', DOMAIN_MESSAGES.required],
    ]
    for (const [token, typed, message] of cases) {
      const response = await api(STUDIO_DOMAINS_PATH, { token, json: { host: typed }, host: token === harbor ? HARBOR : undefined })
      expect({ typed, errors: await fieldErrorsOf(response) }).toEqual({ typed, errors: { host: message } })
    }
  })

  it('refuses a host another home already serves', async () => {
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    const host = freshHost()
    cleanUp(host)
    await env.DB.prepare('INSERT INTO company_hosts (host, company_id) VALUES (?, 1)').bind(host).run()
    expect(await fieldErrorsOf(await api(STUDIO_DOMAINS_PATH, { token: harbor, json: { host }, host: HARBOR }))).toEqual({
      host: DOMAIN_MESSAGES.taken,
    })
  })

  it('stops at the most domains a home may have', async () => {
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    for (let i = 0; i < 5; i += 1) await add(harbor, freshHost(), { from: HARBOR })
    const host = freshHost()
    cleanUp(host)
    expect(await fieldErrorsOf(await api(STUDIO_DOMAINS_PATH, { token: harbor, json: { host }, host: HARBOR }))).toEqual({
      host: DOMAIN_MESSAGES.tooMany,
    })
  })
})

describe('another home’s domain', () => {
  it('is a 404 to check or remove, and absent from the list', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    const added = await add(owner, freshHost())
    await failure(await api(`${STUDIO_DOMAINS_PATH}/${added.id}/checks`, { token: harbor, method: 'POST', host: HARBOR }), 404)
    await failure(await api(`${STUDIO_DOMAINS_PATH}/${added.id}`, { token: harbor, method: 'DELETE', host: HARBOR }), 404)
    const list = await ok(await api(STUDIO_DOMAINS_PATH, { token: harbor, host: HARBOR }), DomainsSchema)
    expect(list.domains.map((d) => d.id)).not.toContain(added.id)
    // Still there for its own home.
    await ok(await api(`${STUDIO_DOMAINS_PATH}/${added.id}/checks`, { token: owner, method: 'POST' }), DomainSchema)
  })
})

describe('the cron', () => {
  it('checks domains not live yet once ten minutes have passed, and the site then answers at them', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const host = freshHost()
    await add(owner, host)
    const db = dbOf(env.DB)
    const fake = new FakeCustomHostnames()
    await checkDueDomains(db, fake, new Date(Date.now() + 60_000))
    expect(await hostRows(host)).toEqual([])
    // Later than every other test's domains, so this one is among the first checked.
    await env.DB.prepare("UPDATE custom_domains SET checked_at = '2000-01-01T00:00:00.000Z' WHERE host = ?").bind(host).run()
    expect(await checkDueDomains(db, fake, new Date(Date.now() + 11 * 60_000))).toBeGreaterThan(0)
    expect(await hostRows(host)).toEqual([{ host, companyId: 1 }])
    expect((await api(RENDER_CONTEXT, { host })).status).toBe(200)
    expect(await checkDueDomains(db, undefined)).toBe(0)
  })
})

const company = { id: 1, name: 'Whitfield & Sons Funeral Home', phoneNumber: null, logoUrl: null, timeZone: 'America/New_York' }
const failing = (kind: 'refused' | 'unavailable'): CustomHostnames => ({
  name: 'failing',
  cnameTarget: 'sites.example-platform.com',
  create: async () => {
    throw new CustomHostnameError(kind, 'Cloudflare refused: HTTP 400: 1409 nope')
  },
  get: async () => undefined,
  delete: async () => {},
})

describe('a provider that fails', () => {
  it('saves nothing: a refusal is a 422 on the host, an outage a 503, both in words', async () => {
    const host = freshHost()
    cleanUp(host)
    const db = dbOf(env.DB)
    const quiet = console.error
    console.error = () => {}
    try {
      const refused = await addDomain(db, company, 1, failing('refused'), host).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(ApiError)
      expect(refused).toMatchObject({ statusCode: 422, errors: { host: DOMAIN_MESSAGES.refused } })
      const down = await addDomain(db, company, 1, failing('unavailable'), host).catch((e: unknown) => e)
      expect(down).toMatchObject({ statusCode: 503, detail: DOMAIN_MESSAGES.unavailable })
    } finally {
      console.error = quiet
    }
    expect((await env.DB.prepare('SELECT id FROM custom_domains WHERE host = ?').bind(host).all()).results).toEqual([])
  })
})
