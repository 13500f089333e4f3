import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BrowserSessionSchema, SIGN_UP_ACCEPTED_MESSAGE } from '#contract/auth.ts'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { browser, cookieValue, craftedJwt, DEMO_FAMILY, freshFamilyAccount, setCookies, signIn } from './helpers.ts'

/** Built web Worker (BFF) → built api Worker → D1: the browser's session, kept in httpOnly cookies. */

const FLAGS = /; Path=\/; HttpOnly; SameSite=Lax$/
/** The refresh cookie goes to /api calls only (auth calls, the proxy's transparent refresh), never to pages. */
const REFRESH_FLAGS = /; Path=\/api; HttpOnly; SameSite=Lax$/

describe('sign-in', () => {
  it('sets both cookies httpOnly, Lax, access at Path=/ and refresh at Path=/api, with Max-Age from the token expiries, and answers only the user', async () => {
    const { response, jar, fs_at, fs_rt } = await signIn()
    expect(response.status).toBe(200)
    const text = await response.text()
    const session = BrowserSessionSchema.parse(JSON.parse(text))
    expect(session.user).toMatchObject({ email: DEMO_FAMILY.email, role: 'family' })
    expect(Object.keys(JSON.parse(text))).toEqual(['user'])
    expect(text).not.toContain(fs_at)
    expect(text).not.toContain(fs_rt)
    expect(jar.fs_at).toMatch(/^fs_at=[\w.-]+; Max-Age=(89\d|900); Path=\/; HttpOnly; SameSite=Lax$/)
    expect(jar.fs_rt).toMatch(/^fs_rt=[\w-]+; Max-Age=259\d{4}; Path=\/api; HttpOnly; SameSite=Lax$/)
    // Plain-HTTP localhost is the one place without Secure.
    expect(response.headers.getSetCookie().join('\n')).not.toContain('Secure')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('refuses wrong credentials with the envelope and no cookie', async () => {
    const response = await browser('/api/auth/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: DEMO_FAMILY.email, password: 'not-the-password' }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ statusCode: 401, statusMessage: 'Unauthorized' })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('passes a validation failure through with its field errors', async () => {
    const response = await browser('/api/auth/sign-in', { method: 'POST', body: JSON.stringify({ email: 'nope', password: '' }) })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { errors?: Record<string, string> }
    expect(Object.keys(body.errors ?? {}).toSorted()).toEqual(['email', 'password'])
  })

  it('is tenant-bound: Whitfield’s account does not sign in at Harbor', async () => {
    const { response } = await signIn(DEMO_FAMILY, 'harbor.localhost:8787')
    expect(response.status).toBe(401)
  })
})

describe('session → proxied call with the bearer', () => {
  it('names the signed-in user, and nobody without cookies', async () => {
    const { fs_at, fs_rt } = await signIn()
    const signedIn = await browser('/api/auth/session', { cookies: { fs_at, fs_rt } })
    expect(BrowserSessionSchema.parse(await signedIn.json()).user?.email).toBe(DEMO_FAMILY.email)
    expect(await (await browser('/api/auth/session')).json()).toEqual({ user: null })
  })

  it('turns the cookie into the bearer of a proxied call (a family member may not publish: 403, not 401)', async () => {
    const anonymous = await browser(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST' })
    expect(anonymous.status).toBe(401)
    const { fs_at, fs_rt } = await signIn()
    const signedIn = await browser(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', cookies: { fs_at, fs_rt } })
    expect(signedIn.status).toBe(403)
    expect(await signedIn.json()).toMatchObject({ statusCode: 403, statusMessage: 'Forbidden' })
  })
})

describe('transparent refresh', () => {
  it('refreshes an expired access cookie on session, rotating both cookies', async () => {
    const { fs_rt } = await signIn()
    const expired = craftedJwt({ sub: '1001', cid: 1, role: 'family', iat: 1, exp: Math.floor(Date.now() / 1000) - 60 })
    const response = await browser('/api/auth/session', { cookies: { fs_at: expired, fs_rt } })
    expect(BrowserSessionSchema.parse(await response.json()).user?.email).toBe(DEMO_FAMILY.email)
    const jar = setCookies(response)
    expect(jar.fs_at).toMatch(FLAGS)
    expect(cookieValue(jar.fs_rt)).not.toBe(fs_rt)
    // A late request still holding the old refresh token (sent before these cookies arrived)
    // gets the same new pair from this isolate, rather than tripping the upstream's reuse
    // detection, which would revoke the whole session (bff/session/refresh.ts REFRESH_REUSE_WINDOW_MS).
    const late = await browser('/api/auth/refresh', { method: 'POST', cookies: { fs_rt } })
    expect(late.status).toBe(200)
    expect(cookieValue(setCookies(late).fs_rt)).toBe(cookieValue(jar.fs_rt))
  })

  it('refreshes on a proxied call when only the refresh cookie is left', async () => {
    const { fs_rt } = await signIn()
    const response = await browser(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', cookies: { fs_rt } })
    expect(response.status).toBe(403)
    const jar = setCookies(response)
    expect(cookieValue(jar.fs_at)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(cookieValue(jar.fs_rt)).not.toBe(fs_rt)
  })

  it('refreshes after a 401 to a token that looked valid (bad signature), and asks again', async () => {
    const { fs_rt } = await signIn()
    const forged = craftedJwt({ sub: '1002', cid: 1, role: 'staff', iat: 1, exp: Math.floor(Date.now() / 1000) + 600 })
    const response = await browser(APPROVE_RENDER_CONTEXT_PATH, { method: 'POST', cookies: { fs_at: forged, fs_rt } })
    // The refreshed token is the family member's own: authenticated, not allowed.
    expect(response.status).toBe(403)
    expect(cookieValue(setCookies(response).fs_rt)).not.toBe(fs_rt)
  })

  it('clears the cookies when the refresh token is refused', async () => {
    const response = await browser('/api/auth/session', { cookies: { fs_rt: 'not-a-refresh-token' } })
    expect(await response.json()).toEqual({ user: null })
    const jar = setCookies(response)
    expect(jar.fs_at).toMatch(/^fs_at=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(jar.fs_rt).toMatch(/^fs_rt=; Max-Age=0; Path=\/api; HttpOnly; SameSite=Lax$/)
  })

  it('shares one refresh among concurrent requests holding the same refresh cookie', async () => {
    const { fs_rt } = await signIn()
    // With one upstream refresh per call these would race on one rotating token: all but one
    // would be "reuse", revoking the whole family. Shared in the isolate, all get the same pair.
    const responses = await Promise.all(Array.from({ length: 3 }, () => browser('/api/auth/session', { cookies: { fs_rt } })))
    const users = await Promise.all(responses.map(async (r) => BrowserSessionSchema.parse(await r.json()).user?.email))
    expect(users).toEqual([DEMO_FAMILY.email, DEMO_FAMILY.email, DEMO_FAMILY.email])
    const rotated = new Set(responses.map((r) => cookieValue(setCookies(r).fs_rt)))
    expect(rotated.size).toBe(1)
    const [next] = rotated
    const still = await browser('/api/auth/session', { cookies: { fs_rt: next } })
    expect(BrowserSessionSchema.parse(await still.json()).user?.email).toBe(DEMO_FAMILY.email)
  })
})

describe('sign-out', () => {
  it('revokes upstream and clears both cookies; the refresh token is worthless after', async () => {
    // An account of its own: signing out ends every access token of the user (security/sessions.test.ts).
    const { fs_at, fs_rt } = await signIn(await freshFamilyAccount())
    const response = await browser('/api/auth/sign-out', { method: 'POST', cookies: { fs_at, fs_rt } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ user: null })
    const jar = setCookies(response)
    expect(jar.fs_at).toMatch(/^fs_at=; Max-Age=0;/)
    expect(jar.fs_rt).toMatch(/^fs_rt=; Max-Age=0;/)
    const refresh = await browser('/api/auth/refresh', { method: 'POST', cookies: { fs_rt } })
    expect(refresh.status).toBe(401)
    expect(await refresh.json()).toEqual({ statusCode: 401, statusMessage: 'Unauthorized' })
    const session = await browser('/api/auth/session', { cookies: { fs_rt } })
    expect(await session.json()).toEqual({ user: null })
  })
})

describe('explicit refresh and sign-up', () => {
  it('refresh rotates the cookies and answers the user', async () => {
    const { fs_at, fs_rt } = await signIn()
    const response = await browser('/api/auth/refresh', { method: 'POST', cookies: { fs_at, fs_rt } })
    expect(BrowserSessionSchema.parse(await response.json()).user?.email).toBe(DEMO_FAMILY.email)
    expect(cookieValue(setCookies(response).fs_rt)).not.toBe(fs_rt)
  })

  it('sign-up answers 202 without a session; its mailed link, with the password chosen, signs the new family member in', async () => {
    const email = `new-${crypto.randomUUID()}@example.com`
    const password = 'a-long-enough-password'
    const asked = await browser('/api/auth/sign-up', {
      method: 'POST',
      body: JSON.stringify({ email, password, firstName: 'Nora', lastName: 'Vale' }),
    })
    expect(asked.status).toBe(202)
    expect(await asked.json()).toEqual({ message: SIGN_UP_ACCEPTED_MESSAGE })
    expect(asked.headers.getSetCookie()).toEqual([])
    const mail = await (env as unknown as { DB: D1Database }).DB.prepare(
      'SELECT text FROM outbox WHERE kind = \'sign-up\' AND "to" = ? ORDER BY id DESC LIMIT 1',
    )
      .bind(email)
      .first<{ text: string }>()
    const token = /\/family-portal\/sign-up\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const response = await browser(`/api/auth/sign-up/${token}`, { method: 'POST', body: JSON.stringify({ password }) })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ user: expect.objectContaining({ email, role: 'family' }) })
    const jar = setCookies(response)
    expect(text).not.toContain(cookieValue(jar.fs_at)!)
    expect(jar.fs_rt).toMatch(REFRESH_FLAGS)
  })
})

describe('CSRF', () => {
  it('refuses a cross-site POST with the 403 envelope and changes nothing', async () => {
    const { fs_at, fs_rt } = await signIn()
    const forged = await browser('/api/auth/sign-out', {
      method: 'POST',
      cookies: { fs_at, fs_rt },
      headers: { Origin: 'https://evil.example' },
    })
    expect(forged.status).toBe(403)
    expect(await forged.json()).toEqual({ statusCode: 403, statusMessage: 'Forbidden' })
    expect(forged.headers.getSetCookie()).toEqual([])
    // Not signed out: the refresh token still works.
    const refresh = await browser('/api/auth/refresh', { method: 'POST', cookies: { fs_rt } })
    expect(refresh.status).toBe(200)
  })

  it('refuses a sibling tenant’s origin and an Origin-less POST with a session cookie', async () => {
    const { fs_at, fs_rt } = await signIn()
    const sibling = await browser(APPROVE_RENDER_CONTEXT_PATH, {
      method: 'POST',
      cookies: { fs_at, fs_rt },
      headers: { Origin: 'http://harbor.localhost:8787' },
    })
    expect(sibling.status).toBe(403)
    const { SELF } = await import('cloudflare:test')
    const bare = await SELF.fetch('http://localhost:8787/api/auth/sign-out', {
      method: 'POST',
      headers: { Host: 'localhost:8787', Cookie: `fs_at=${fs_at}; fs_rt=${fs_rt}` },
    })
    expect(bare.status).toBe(403)
  })
})

describe('no token reaches a page or a JSON body', () => {
  it('pages rendered for a signed-in visitor carry neither token', async () => {
    const { fs_at, fs_rt } = await signIn()
    for (const path of ['/', '/?preview=true', '/no-such-page']) {
      const html = await (await browser(path, { cookies: { fs_at, fs_rt } })).text()
      expect(html).toContain('<html')
      expect(html).not.toContain(fs_at)
      expect(html).not.toContain(fs_rt)
      expect(html).not.toMatch(/accessToken|refreshToken/)
    }
  })

  it('no session answer carries one', async () => {
    const { fs_at, fs_rt } = await signIn()
    for (const [path, method] of [
      ['/api/auth/session', 'GET'],
      ['/api/auth/refresh', 'POST'],
    ] as const) {
      const text = await (await browser(path, { method, cookies: { fs_at, fs_rt } })).text()
      expect(text).not.toMatch(/accessToken|refreshToken|eyJ/)
    }
  })
})
