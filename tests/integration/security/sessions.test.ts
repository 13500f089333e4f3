import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { hashRefreshToken, newRefreshToken } from '#api/src/auth/tokens.ts'
import { BFF_AUTH_PATHS } from '#contract/auth.ts'
import { browser, cookieValue, DEMO_FAMILY, freshFamilyAccount, HOST, setCookies, signIn } from '#tests/integration/workers/helpers.ts'
import { drizzle } from 'drizzle-orm/d1'
import { passwordResetTokens } from '#api/src/db/schema.ts'

/**
 * Issue 16, sessions, tried as an attacker would against the built Workers (browser → BFF → api → D1):
 * a copied access token after sign-out and after a password reset, enumerating a funeral home's
 * cases by id, and the session cookies on HTTPS.
 */

const { DB: db, UPSTREAM: api } = env as unknown as { DB: D1Database; UPSTREAM: Fetcher }
const RELATIVE = { email: 'relative@whitfield.example', password: DEMO_FAMILY.password }
const STAFF = { email: 'staff@whitfield.example', password: 'staff-demo-2026' }

/** A call made with nothing but a copied access cookie, as someone who lifted it would make it. */
const withCopiedAccessToken = (path: string, fs_at: string) => browser(path, { cookies: { fs_at } })

describe('an access token after the session ended', () => {
  it('is refused at once after sign-out, not when it expires', async () => {
    const account = await freshFamilyAccount()
    const { fs_at, fs_rt } = await signIn(account)
    const straightToTheApi = () =>
      api.fetch('http://api.internal/api/family/cases', { headers: { 'X-Host': HOST, Authorization: `Bearer ${fs_at}` } })
    expect((await withCopiedAccessToken('/api/family/cases', fs_at)).status).toBe(200)
    expect((await straightToTheApi()).status).toBe(200)

    const signOut = await browser('/api/auth/sign-out', { method: 'POST', cookies: { fs_at, fs_rt } })
    expect(signOut.status).toBe(200)

    // The copied token has most of its 15 minutes left, and is still refused: by the proxy …
    const proxied = await withCopiedAccessToken('/api/family/cases', fs_at)
    expect(proxied.status).toBe(401)
    expect(await proxied.json()).toMatchObject({ statusCode: 401, statusMessage: 'Unauthorized' })
    // … by the session call …
    expect(await (await withCopiedAccessToken('/api/auth/session', fs_at)).json()).toEqual({ user: null })
    // … and by the api Worker itself, presented as a bearer straight to it.
    expect((await straightToTheApi()).status).toBe(401)
    // Signing in again gives a working session.
    const again = await signIn(account)
    expect((await withCopiedAccessToken('/api/family/cases', again.fs_at)).status).toBe(200)
  })

  it('is refused at once after a password reset', async () => {
    const account = await freshFamilyAccount()
    const { fs_at } = await signIn(account)
    expect((await withCopiedAccessToken('/api/family/cases', fs_at)).status).toBe(200)

    // A reset link for the account, as the mail would carry it (written straight to D1: this
    // suite is about the session, not the mail).
    const token = newRefreshToken()
    const hash = await hashRefreshToken(token)
    await drizzle(db)
      .insert(passwordResetTokens)
      .values({ companyId: 1, userId: account.id, tokenHash: hash, expiresAt: new Date(Date.now() + 3_600_000).toISOString() })
    const reset = await browser(`${BFF_AUTH_PATHS.passwordReset}/${token}`, {
      method: 'POST',
      body: JSON.stringify({ password: 'a-brand-new-password' }),
    })
    expect(reset.status).toBe(204)

    expect((await withCopiedAccessToken('/api/family/cases', fs_at)).status).toBe(401)
    expect((await signIn({ email: account.email, password: 'a-brand-new-password' })).response.status).toBe(200)
  })
})

describe('enumerating cases by id', () => {
  it('a member cannot tell a case of their funeral home they do not belong to from one that does not exist', async () => {
    // relative@ is a member of case 1101 only; 1102 exists at Whitfield, 1199999 nowhere.
    const { fs_at } = await signIn(RELATIVE)
    expect((await browser('/api/family/cases/1101', { cookies: { fs_at } })).status).toBe(200)
    for (const suffix of ['', '/payments', '/tasks', '/photos']) {
      const foreign = await browser(`/api/family/cases/1102${suffix}`, { cookies: { fs_at } })
      const missing = await browser(`/api/family/cases/1199999${suffix}`, { cookies: { fs_at } })
      expect({ suffix, status: foreign.status }).toEqual({ suffix, status: 404 })
      expect({ suffix, status: missing.status }).toEqual({ suffix, status: 404 })
      expect(await foreign.text()).toBe(await missing.text())
    }
    // The same for the arrangements paths, which share the rule.
    const foreign = await browser('/api/family/arrangements/1102', { cookies: { fs_at } })
    const missing = await browser('/api/family/arrangements/1199999', { cookies: { fs_at } })
    expect([foreign.status, missing.status]).toEqual([404, 404])
    expect(await foreign.text()).toBe(await missing.text())
  })

  it('staff of the funeral home still open every case of it', async () => {
    const { fs_at } = await signIn(STAFF)
    expect((await browser('/api/family/cases/1102', { cookies: { fs_at } })).status).toBe(200)
  })
})

describe('session cookies on HTTPS', () => {
  const ORIGIN = `https://${HOST}`
  const https = (path: string, init: { method?: string; cookie?: string; body?: string } = {}) =>
    SELF.fetch(`${ORIGIN}${path}`, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: {
        Host: HOST,
        ...(init.method && init.method !== 'GET' ? { Origin: ORIGIN } : {}),
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
      },
    })

  it('carry the prefixes, Secure, and the refresh cookie’s narrow path; bare names are not read', async () => {
    const account = await freshFamilyAccount()
    const response = await https('/api/auth/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: account.email, password: account.password }),
    })
    expect(response.status).toBe(200)
    const jar = setCookies(response)
    expect(Object.keys(jar)).toEqual(['__Host-fs_at', '__Secure-fs_rt'])
    // __Host-: Secure, Path=/ and no Domain, so only this host over HTTPS can set it.
    expect(jar['__Host-fs_at']).toMatch(/^__Host-fs_at=[\w.-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    // The refresh cookie goes to /api calls only (sign-in, refresh, sign-out and the proxy's transparent refresh), never to pages.
    expect(jar['__Secure-fs_rt']).toMatch(/^__Secure-fs_rt=[\w-]+; Max-Age=\d+; Path=\/api; HttpOnly; Secure; SameSite=Lax$/)
    const at = cookieValue(jar['__Host-fs_at'])!
    const rt = cookieValue(jar['__Secure-fs_rt'])!

    expect((await https('/api/family/cases', { cookie: `__Host-fs_at=${at}` })).status).toBe(200)
    // The same token under the bare name (as a plain-HTTP answer or a sibling host could plant it) is no session.
    expect((await https('/api/family/cases', { cookie: `fs_at=${at}` })).status).toBe(401)
    // The refresh cookie alone renews the session on a proxied call.
    const renewed = await https('/api/family/cases', { cookie: `__Secure-fs_rt=${rt}` })
    expect(renewed.status).toBe(200)
    const next = setCookies(renewed)
    expect(Object.keys(next)).toEqual(['__Host-fs_at', '__Secure-fs_rt'])
    expect(next['__Secure-fs_rt']).toMatch(/; Path=\/api; HttpOnly; Secure; SameSite=Lax$/)

    // Sign-out clears both under the same names and paths (a browser only replaces a cookie with its own Path).
    const cookie = `__Host-fs_at=${cookieValue(next['__Host-fs_at'])}; __Secure-fs_rt=${cookieValue(next['__Secure-fs_rt'])}`
    const signOut = await https('/api/auth/sign-out', { method: 'POST', cookie })
    expect(signOut.headers.getSetCookie()).toEqual([
      '__Host-fs_at=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      '__Secure-fs_rt=; Max-Age=0; Path=/api; HttpOnly; Secure; SameSite=Lax',
    ])
  })

  it('the edge cache keeps out of a request with the prefixed access cookie, and is not fooled by a bare one', async () => {
    const { fs_at } = await signIn(await freshFamilyAccount())
    const signedIn = await https('/', { cookie: `__Host-fs_at=${fs_at}` })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('x-cache')).toBe('BYPASS')
    await signedIn.text()
    // On HTTPS a bare fs_at is nobody's session: the page is the anonymous (cacheable) one.
    const planted = await https('/', { cookie: `fs_at=${fs_at}` })
    expect(planted.headers.get('x-cache')).not.toBe('BYPASS')
    await planted.text()
  })
})
