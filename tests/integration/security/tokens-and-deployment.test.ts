import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HEADER_UPSTREAM_SECRET } from '#contract/headers.ts'
import { browser, HOST, signIn } from '#tests/integration/workers/helpers.ts'

/**
 * Issue 16, points 3 and 7, as an attacker would try them against the built Workers: a token in a
 * log line, the staff outbox in a deployment, private answers left to caches, the api called
 * without the BFF's secret.
 */

const STAFF = { email: 'staff@whitfield.example', password: 'staff-demo-2026' }

/** Every argument of every console call the spies saw, as text. */
function logged(spies: { mock: { calls: unknown[][] } }[]): string[] {
  return spies.flatMap((spy) => spy.mock.calls.map((args) => args.map((a) => (typeof a === 'string' ? a : String(a))).join(' ')))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a token in a request never reaches a log line', () => {
  it('the BFF logs reset, invitation and order links with their tokens redacted', async () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}))
    const token = `Tok${crypto.randomUUID().replaceAll('-', '')}xyz0123`
    const orderToken = crypto.randomUUID().replaceAll('-', '')
    const paths = [
      `/api/auth/password-reset/${token}`,
      `/family-portal/password-reset/${token}`,
      `/family-portal/invitation/${token}`,
      `/api/family/invitation/${token}`,
      `/api/family/invitation/${token}/accept`,
      `/obituaries/1/someone/shop/order/1/thanks?token=${orderToken}`,
      `/api/web/obituaries/1/shop/orders/1?token=${orderToken}`,
    ]
    for (const path of paths) {
      const response = await browser(path, path.endsWith('/accept') ? { method: 'POST', body: '{}' } : {})
      await response.arrayBuffer()
    }
    const lines = logged(spies)
    const requestLines = lines.filter((line) => line.startsWith('{"msg":"request"'))
    expect(requestLines.length).toBeGreaterThanOrEqual(paths.length)
    expect(requestLines.some((line) => line.includes('/family-portal/invitation/[redacted]'))).toBe(true)
    expect(requestLines.some((line) => line.includes('/api/auth/password-reset/[redacted]'))).toBe(true)
    for (const line of lines) {
      expect(line).not.toContain(token)
      expect(line).not.toContain(orderToken)
    }
  })
})

describe('the staff outbox exists only in local development', () => {
  it('is a 404 for signed-in staff on the built api (no ENVIRONMENT=development)', async () => {
    const { fs_at } = await signIn(STAFF)
    const response = await browser('/api/staff/outbox', { cookies: { fs_at } })
    expect(response.status).toBe(404)
    const direct = await env.API.fetch('https://api.internal/api/staff/outbox', { headers: { 'X-Host': 'localhost' } })
    expect(direct.status).toBe(404)
  })
})

describe('private answers are never stored by a cache', () => {
  it('family calls answer no-store, refusals included; the BFF’s auth calls too', async () => {
    const { fs_at } = await signIn()
    for (const path of ['/api/family/cases', '/api/family/cases/1101']) {
      const mine = await browser(path, { cookies: { fs_at } })
      expect(mine.status).toBe(200)
      expect(mine.headers.get('Cache-Control')).toBe('no-store')
      await mine.arrayBuffer()
    }
    const refused = await browser('/api/family/cases')
    expect(refused.status).toBe(401)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    const session = await browser('/api/auth/session', { cookies: { fs_at } })
    expect(session.headers.get('Cache-Control')).toBe('no-store')
  })

  it('staff calls answer no-store', async () => {
    const { fs_at } = await signIn(STAFF)
    const response = await browser('/api/staff/outbox', { cookies: { fs_at } })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('public answers keep their own caching', async () => {
    const response = await browser('/api/web/obituaries?size=1')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control') ?? '').not.toContain('no-store')
  })
})

/** A public call straight to the api that requires the secret, as anyone reaching it over HTTP would make it. */
function call(headers: Record<string, string> = {}) {
  return env.API_WITH_SECRET.fetch('https://api.example/api/web/render-context/approved', {
    headers: { 'X-Host': 'localhost', ...headers },
  })
}

describe('an api that requires the BFF’s secret (UPSTREAM_SECRET)', () => {
  it('refuses a request without the secret, or with another one', async () => {
    expect((await call()).status).toBe(403)
    expect((await call({ [HEADER_UPSTREAM_SECRET]: 'not-the-secret' })).status).toBe(403)
    expect((await call({ [HEADER_UPSTREAM_SECRET]: `${env.TEST_UPSTREAM_SECRET}x` })).status).toBe(403)
  })

  it('answers the BFF, which sends it on every call, and a browser’s copy of the header changes nothing', async () => {
    expect((await call({ [HEADER_UPSTREAM_SECRET]: env.TEST_UPSTREAM_SECRET })).status).toBe(200)
    const throughBff = await env.WEB_WITH_SECRET.fetch(`http://${HOST}/api/web/render-context/approved`, {
      headers: { Host: HOST, [HEADER_UPSTREAM_SECRET]: 'forged' },
    })
    expect(throughBff.status).toBe(200)
  })
})
