import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_COOKIE_PATH,
  REFRESH_TOKEN_COOKIE,
  accessTokenFromRequest,
  clearSessionCookies,
  hasSessionCookie,
  isLocalHttp,
  sessionCookieOptions,
  sessionCookies,
  sessionTokensOf,
  setSessionCookies,
} from '#bff/session.ts'
import { accessTokenExpired, secondsUntil } from '#bff/session/expiry.ts'
import { createSingleFlight } from '#bff/session/single-flight.ts'

const NOW = Date.parse('2026-11-23T12:00:00Z')

const part = (value: object) => btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')

/** A JWT-shaped token with `claims` (unsigned: the BFF never verifies, it only reads `exp`). */
function jwt(claims: object): string {
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`
}

describe('session cookie names, paths and flags (one rule, by the request’s URL)', () => {
  it('on HTTPS: __Host-fs_at at Path=/, __Secure-fs_rt at Path=/api, both HttpOnly, Secure, Lax', () => {
    const { access, refresh } = sessionCookies('https://whitfield.example/api/auth/sign-in')
    expect(access).toEqual({ name: '__Host-fs_at', path: '/', secure: true })
    expect(refresh).toEqual({ name: '__Secure-fs_rt', path: REFRESH_COOKIE_PATH, secure: true })
    expect(REFRESH_COOKIE_PATH).toBe('/api')
    expect(sessionCookieOptions(access, 900)).toEqual({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 900 })
    expect(sessionCookieOptions(refresh, 60)).toEqual({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/api', maxAge: 60 })
  })

  it('on plain-HTTP localhost and *.localhost only: the bare names and no Secure (browsers refuse a prefix without it)', () => {
    for (const url of ['http://localhost:8787/', 'http://harbor.localhost:8787/']) {
      expect(sessionCookies(url)).toEqual({
        access: { name: ACCESS_TOKEN_COOKIE, path: '/', secure: false },
        refresh: { name: REFRESH_TOKEN_COOKIE, path: '/api', secure: false },
      })
    }
    for (const url of [
      'https://localhost:8787/',
      'http://localhost.example.com/',
      'http://notlocalhost/',
      'http://127.0.0.1:8787/',
      'http://whitfield.example/',
    ]) {
      const { access, refresh } = sessionCookies(url)
      expect({ url, access: access.name, refresh: refresh.name, secure: access.secure && refresh.secure }).toEqual({
        url,
        access: '__Host-fs_at',
        refresh: '__Secure-fs_rt',
        secure: true,
      })
    }
    expect(isLocalHttp(new URL('http://a.b.localhost/'))).toBe(true)
  })

  it('are set and cleared as the browser must get them (hono refuses a __Host- cookie with another path)', async () => {
    const app = new Hono()
    app.post('/api/auth/sign-in', (c) => {
      setSessionCookies(c, {
        accessToken: 'a.b.c',
        accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
        refreshToken: 'r',
        refreshTokenExpiresAt: new Date(Date.now() + 60_000).toISOString(),
      })
      return c.body(null, 204)
    })
    app.post('/api/auth/sign-out', (c) => {
      clearSessionCookies(c)
      return c.body(null, 204)
    })
    const cookies = async (url: string) => (await app.request(url, { method: 'POST' })).headers.getSetCookie()
    const [access, refresh] = await cookies('https://whitfield.example/api/auth/sign-in')
    expect(access).toMatch(/^__Host-fs_at=a\.b\.c; Max-Age=(899|900); Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    expect(refresh).toMatch(/^__Secure-fs_rt=r; Max-Age=(59|60); Path=\/api; HttpOnly; Secure; SameSite=Lax$/)
    expect(access).not.toMatch(/Domain/)
    // Cleared under the same names and with the same paths, or the browser would keep them.
    expect(await cookies('https://whitfield.example/api/auth/sign-out')).toEqual([
      '__Host-fs_at=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      '__Secure-fs_rt=; Max-Age=0; Path=/api; HttpOnly; Secure; SameSite=Lax',
    ])
    expect(await cookies('http://localhost:8787/api/auth/sign-out')).toEqual([
      'fs_at=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'fs_rt=; Max-Age=0; Path=/api; HttpOnly; SameSite=Lax',
    ])
  })

  it('live until the token’s expiry, in whole seconds, never negative', () => {
    expect(secondsUntil('2026-11-23T12:15:00.000Z', NOW)).toBe(900)
    expect(secondsUntil('2026-12-23T12:00:00Z', NOW)).toBe(30 * 24 * 3600)
    expect(secondsUntil('2026-11-23T12:00:00.999Z', NOW)).toBe(0)
    expect(secondsUntil('2026-11-23T11:00:00Z', NOW)).toBe(0)
    expect(secondsUntil('not a date', NOW)).toBe(0)
  })
})

describe('access token expiry (a hint for when to refresh)', () => {
  const seconds = NOW / 1000
  it('is read from a JWT’s exp, with 30 s of margin', () => {
    expect(accessTokenExpired(jwt({ exp: seconds + 900 }), NOW)).toBe(false)
    expect(accessTokenExpired(jwt({ exp: seconds + 31 }), NOW)).toBe(false)
    expect(accessTokenExpired(jwt({ exp: seconds + 30 }), NOW)).toBe(true)
    expect(accessTokenExpired(jwt({ exp: seconds - 1 }), NOW)).toBe(true)
  })

  it('says unexpired for anything it cannot read (the upstream’s 401 decides then)', () => {
    for (const token of ['opaque-token', 'a.b.c', jwt({ sub: '1' }), jwt({ exp: 'soon' }), 'a..c', '']) {
      expect({ token, expired: accessTokenExpired(token, NOW) }).toEqual({ token, expired: false })
    }
  })
})

const request = (cookie?: string, url = 'http://localhost:8787/') => new Request(url, cookie ? { headers: { Cookie: cookie } } : {})
const https = (cookie?: string) => request(cookie, 'https://whitfield.example/')

describe('reading the session from a request', () => {
  it('gives SSR the access cookie’s token unless it has expired', () => {
    const fresh = jwt({ exp: NOW / 1000 + 600 })
    const stale = jwt({ exp: NOW / 1000 - 600 })
    expect(accessTokenFromRequest(request(`theme=dark; ${ACCESS_TOKEN_COOKIE}=${fresh}; ${REFRESH_TOKEN_COOKIE}=r`), NOW)).toBe(fresh)
    expect(accessTokenFromRequest(request(`${ACCESS_TOKEN_COOKIE}=${stale}`), NOW)).toBeUndefined()
    expect(accessTokenFromRequest(request(`${REFRESH_TOKEN_COOKIE}=r`), NOW)).toBeUndefined()
    expect(accessTokenFromRequest(request(), NOW)).toBeUndefined()
  })

  it('knows whether either session cookie is there', () => {
    expect(hasSessionCookie(request(`${ACCESS_TOKEN_COOKIE}=a`))).toBe(true)
    expect(hasSessionCookie(request(`x=1; ${REFRESH_TOKEN_COOKIE}=r`))).toBe(true)
    expect(hasSessionCookie(request('x=1; fs_atx=2'))).toBe(false)
    // Exactly the names the BFF sets for this URL: on plain-HTTP localhost never a prefixed one …
    expect(hasSessionCookie(request(`__Host-${ACCESS_TOKEN_COOKIE}=a; __Secure-${REFRESH_TOKEN_COOKIE}=r`))).toBe(false)
    expect(hasSessionCookie(request(`${ACCESS_TOKEN_COOKIE}=`))).toBe(false)
    expect(hasSessionCookie(request())).toBe(false)
  })

  it('on HTTPS reads the prefixed names only: a bare fs_at (which anyone on the path could plant) is not a session', () => {
    const fresh = jwt({ exp: Date.now() / 1000 + 600 })
    expect(hasSessionCookie(https('__Host-fs_at=a'))).toBe(true)
    expect(hasSessionCookie(https('x=1; __Secure-fs_rt=r'))).toBe(true)
    expect(hasSessionCookie(https(`${ACCESS_TOKEN_COOKIE}=a; ${REFRESH_TOKEN_COOKIE}=r`))).toBe(false)
    // The refresh cookie under the access cookie's prefix (or the reverse) is no session cookie either.
    expect(hasSessionCookie(https('__Host-fs_rt=r; __Secure-fs_at=a'))).toBe(false)
    expect(accessTokenFromRequest(https(`__Host-fs_at=${fresh}; fs_at=planted`))).toBe(fresh)
    expect(accessTokenFromRequest(https(`fs_at=${fresh}`))).toBeUndefined()
    expect(sessionTokensOf(https(`__Host-fs_at=${fresh}; __Secure-fs_rt=r; fs_rt=planted`))).toEqual({
      accessToken: fresh,
      refreshToken: 'r',
    })
    expect(sessionTokensOf(request(`fs_at=${fresh}; __Secure-fs_rt=r`))).toEqual({ accessToken: fresh, refreshToken: undefined })
  })
})

describe('single flight (one refresh per refresh token)', () => {
  it('shares one call among concurrent callers with the same key', async () => {
    const flights = createSingleFlight<string>({ keepMs: 0, keep: () => false })
    const gate = Promise.withResolvers<string>()
    let calls = 0
    const work = () => (calls++, gate.promise)
    const all = Promise.all([flights.run('rt-1', work), flights.run('rt-1', work), flights.run('rt-1', work)])
    const other = flights.run('rt-2', async () => (calls++, 'other'))
    gate.resolve('pair-2')
    expect(await all).toEqual(['pair-2', 'pair-2', 'pair-2'])
    expect(await other).toBe('other')
    expect(calls).toBe(2)
    expect(flights.size()).toBe(0)
  })

  it('keeps a success for the window, then lets the next caller start over', async () => {
    let now = 1_000
    const flights = createSingleFlight<string>({ keepMs: 10_000, keep: (v) => v.startsWith('ok'), now: () => now })
    let calls = 0
    const work = async () => `ok-${++calls}`
    expect(await flights.run('rt', work)).toBe('ok-1')
    now += 9_999
    expect(await flights.run('rt', work)).toBe('ok-1')
    now += 1
    expect(await flights.run('rt', work)).toBe('ok-2')
  })

  it('drops failures at once, rejections included', async () => {
    const flights = createSingleFlight<string>({ keepMs: 10_000, keep: (v) => v === 'ok' })
    expect(await flights.run('rt', async () => 'rejected')).toBe('rejected')
    await expect(flights.run('rt', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(
      flights.run('rt', () => {
        throw new Error('sync')
      }),
    ).rejects.toThrow('sync')
    expect(flights.size()).toBe(0)
    expect(await flights.run('rt', async () => 'ok')).toBe('ok')
  })

  it('forgets kept values on request (sign-out)', async () => {
    const flights = createSingleFlight<string>({ keepMs: 10_000, keep: () => true })
    await flights.run('a', async () => 'pair-a')
    await flights.run('b', async () => 'pair-b')
    flights.forget((v) => v === 'pair-a')
    expect(flights.size()).toBe(1)
    expect(await flights.run('a', async () => 'pair-a2')).toBe('pair-a2')
  })
})
