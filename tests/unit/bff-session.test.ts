import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { passedThrough } from '../support/bff-headers.ts'
import { createBff } from '#bff/app.ts'
import type { WebBindings } from '#bff/env.ts'
import { refreshes } from '#bff/session/refresh.ts'
import type { AuthResult, SessionUser } from '#contract/auth.ts'
import { testJwt } from './bff-kit.ts'

/**
 * The BFF app in-process against a scripted upstream (a small Hono app behind a fake
 * UPSTREAM binding): the session, refresh, proxy and CSRF rules end to end, including what
 * workerd cannot show deterministically (concurrent requests sharing one refresh).
 */

const USER: SessionUser = {
  id: 7,
  email: 'family@whitfield.example',
  firstName: 'Ada',
  lastName: 'Whitfield',
  role: 'family',
  staffRole: null,
}
const ORIGIN = 'http://localhost:8787'

const bearer = (c: { req: { header: (n: string) => string | undefined } }) => c.req.header('Authorization')?.replace(/^Bearer /, '')
const unauthorized = { statusCode: 401, statusMessage: 'Unauthorized' }

type Seen = { method: string; path: string; headers: Headers; body: string }

/** A stand-in upstream with rotating refresh tokens; records every call it gets. */
function fakeUpstream() {
  const seen: Seen[] = []
  let serial = 0
  const liveRefresh = new Set<string>()
  const liveAccess = new Set<string>()
  /** Set to hold refresh answers until released (concurrency tests). */
  let refreshGate: Promise<void> | undefined
  let refreshStatus = 200

  function issue(): AuthResult {
    serial++
    const now = Date.now()
    const accessToken = testJwt({ sub: String(USER.id), n: serial, exp: Math.floor(now / 1000) + 900 })
    const refreshToken = `rt-${serial}`
    liveAccess.add(accessToken)
    liveRefresh.add(refreshToken)
    return {
      accessToken,
      accessTokenExpiresAt: new Date(now + 900_000).toISOString(),
      refreshToken,
      refreshTokenExpiresAt: new Date(now + 30 * 86_400_000).toISOString(),
      user: USER,
    }
  }

  const app = new Hono()
  app.use('*', async (c, next) => {
    const body = c.req.raw.body ? await c.req.raw.clone().text() : ''
    seen.push({ method: c.req.method, path: new URL(c.req.url).pathname + new URL(c.req.url).search, headers: c.req.raw.headers, body })
    await next()
  })
  app.post('/api/family/auth/sign-in', async (c) => {
    const { email, password } = await c.req.json<{ email: string; password: string }>()
    if (email === 'hasty@whitfield.example') {
      const body = { statusCode: 429, statusMessage: 'Too Many Requests', message: 'Try again in a minute', internal: 'bucket-7' }
      return c.json(body, 429, { 'Retry-After': '60' })
    }
    if (email !== USER.email || password !== 'family-demo-2026') return c.json(unauthorized, 401)
    c.header('Set-Cookie', 'upstream-internal=1')
    return c.json(issue())
  })
  app.post('/api/family/auth/refresh', async (c) => {
    const { refreshToken } = await c.req.json<{ refreshToken: string }>()
    await refreshGate
    if (refreshStatus !== 200) return c.json({ statusCode: refreshStatus }, refreshStatus as 503)
    if (!liveRefresh.delete(refreshToken)) return c.json(unauthorized, 401)
    return c.json(issue())
  })
  app.post('/api/family/auth/sign-out', async (c) => {
    const { refreshToken } = await c.req.json<{ refreshToken: string }>()
    liveRefresh.delete(refreshToken)
    return c.body(null, 204)
  })
  app.get('/api/family/auth/session', (c) => (liveAccess.has(bearer(c) ?? '') ? c.json({ user: USER }) : c.json(unauthorized, 401)))
  app.get('/api/family/cases', (c) => {
    c.header('Connection', 'keep-alive')
    c.header('X-Internal-Trace', 'abc')
    c.header('Set-Cookie', 'upstream-internal=1')
    return liveAccess.has(bearer(c) ?? '') ? c.json({ content: [] }) : c.json(unauthorized, 401)
  })
  app.post('/api/family/cases/1/notes', async (c) => {
    if (!liveAccess.has(bearer(c) ?? '')) return c.json(unauthorized, 401)
    return c.json({ received: await c.req.text(), type: c.req.header('Content-Type') }, 201)
  })
  app.get('/api/web/flaky', () => new Response(null, { status: 503, headers: { 'Retry-After': '0' } }))

  const binding = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init),
    connect: () => {
      throw new Error('not used')
    },
  } as unknown as Fetcher
  return {
    env: { UPSTREAM: binding, DEFAULT_TIME_ZONE: 'UTC' } satisfies WebBindings,
    seen,
    calls: (path: string) => seen.filter((s) => s.path === path).length,
    issue,
    revokeAccess: (token: string) => liveAccess.delete(token),
    holdRefreshes: () => {
      const gate = Promise.withResolvers<void>()
      refreshGate = gate.promise
      return () => {
        refreshGate = undefined
        gate.resolve()
      }
    },
    failRefreshesWith: (status: number) => {
      refreshStatus = status
    },
  }
}

/** Set-Cookie lines of a response, by cookie name. */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]))
}
const valueOf = (line: string | undefined) => line?.slice(line.indexOf('=') + 1, line.indexOf(';'))

let upstream: ReturnType<typeof fakeUpstream>
let bff: ReturnType<typeof createBff>
let pages: string[]

beforeEach(() => {
  upstream = fakeUpstream()
  pages = []
  bff = createBff({
    renderPage: (request) => {
      pages.push(new URL(request.url).pathname)
      return new Response('<html>page</html>', { headers: { 'Content-Type': 'text/html' } })
    },
  })
})
afterEach(() => {
  refreshes.forget(() => true)
  vi.restoreAllMocks()
})

function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit; signal?: AbortSignal } = {}) {
  const method = init.method ?? 'GET'
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method)
  const headers = { Host: 'localhost:8787', ...(unsafe ? { Origin: ORIGIN } : {}), ...init.headers }
  return bff.request(`${ORIGIN}${path}`, { ...init, method, headers }, upstream.env)
}
const json = { 'Content-Type': 'application/json' }
const cookie = (at?: string, rt?: string) => [at && `fs_at=${at}`, rt && `fs_rt=${rt}`].filter(Boolean).join('; ')

async function signIn() {
  const response = await call('/api/auth/sign-in', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: USER.email, password: 'family-demo-2026' }),
  })
  const jar = setCookies(response)
  return { response, at: valueOf(jar.fs_at)!, rt: valueOf(jar.fs_rt)!, jar }
}

describe('sign-in', () => {
  it('keeps the tokens in httpOnly cookies and answers only who signed in', async () => {
    const { response, at, rt, jar } = await signIn()
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ user: USER })
    expect(text).not.toContain(at)
    expect(text).not.toContain(rt)
    expect(jar.fs_at).toMatch(/^fs_at=[\w.-]+; Max-Age=(899|900); Path=\/; HttpOnly; SameSite=Lax$/)
    // The refresh cookie goes to /api calls only (the auth calls and the proxy's transparent refresh), never to pages.
    expect(jar.fs_rt).toMatch(/^fs_rt=rt-1; Max-Age=259(19|20)\d\d; Path=\/api; HttpOnly; SameSite=Lax$/)
    expect(Object.keys(jar)).toEqual(['fs_at', 'fs_rt'])
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('sets Secure off localhost', async () => {
    const response = await bff.request(
      'https://whitfield.example/api/auth/sign-in',
      {
        method: 'POST',
        headers: { ...json, Origin: 'https://whitfield.example' },
        body: JSON.stringify({ email: USER.email, password: 'family-demo-2026' }),
      },
      upstream.env,
    )
    for (const line of response.headers.getSetCookie()) expect(line).toMatch(/; Secure/)
    // … and the prefixes: __Host- (this host only, Path=/, no Domain) and __Secure- on the refresh cookie at Path=/api.
    const jar = setCookies(response)
    expect(Object.keys(jar)).toEqual(['__Host-fs_at', '__Secure-fs_rt'])
    expect(jar['__Host-fs_at']).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    expect(jar['__Secure-fs_rt']).toMatch(/; Path=\/api; HttpOnly; Secure; SameSite=Lax$/)
  })

  it('passes a refusal on as the envelope, with no cookie', async () => {
    const response = await call('/api/auth/sign-in', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: USER.email, password: 'nope' }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ statusCode: 401, statusMessage: 'Unauthorized' })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('passes a rate limit on with its Retry-After, the envelope rebuilt (nothing else of the upstream’s body)', async () => {
    const response = await call('/api/auth/sign-in', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'hasty@whitfield.example', password: 'x' }),
    })
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({ statusCode: 429, statusMessage: 'Too Many Requests', message: 'Try again in a minute' })
    expect(response.headers.get('Retry-After')).toBe('60')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('session', () => {
  it('is nobody without cookies, without asking the upstream', async () => {
    const response = await call('/api/auth/session')
    expect(await response.json()).toEqual({ user: null })
    expect(upstream.seen).toHaveLength(0)
  })

  it('names the user of the access cookie', async () => {
    const { at, rt } = await signIn()
    const response = await call('/api/auth/session', { headers: { Cookie: cookie(at, rt) } })
    expect(await response.json()).toEqual({ user: USER })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('refreshes transparently when only the refresh cookie is left', async () => {
    const { rt } = await signIn()
    const response = await call('/api/auth/session', { headers: { Cookie: cookie(undefined, rt) } })
    expect(await response.json()).toEqual({ user: USER })
    const jar = setCookies(response)
    expect(valueOf(jar.fs_rt)).toBe('rt-2')
    expect(upstream.calls('/api/family/auth/refresh')).toBe(1)
  })

  it('clears the cookies when the refresh token is refused', async () => {
    const response = await call('/api/auth/session', { headers: { Cookie: cookie(undefined, 'rt-unknown') } })
    expect(await response.json()).toEqual({ user: null })
    const jar = setCookies(response)
    expect(jar.fs_at).toMatch(/^fs_at=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)
    // Cleared at the path it was set with, or the browser would keep it.
    expect(jar.fs_rt).toMatch(/^fs_rt=; Max-Age=0; Path=\/api; HttpOnly; SameSite=Lax$/)
    expect(response.headers.getSetCookie()).toHaveLength(2)
  })

  it('keeps the cookies when the upstream cannot refresh right now', async () => {
    const { rt } = await signIn()
    upstream.failRefreshesWith(503)
    const response = await call('/api/auth/session', { headers: { Cookie: cookie(undefined, rt) } })
    expect(response.status).toBe(503)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('the proxy', () => {
  it('sends the bearer from the cookie and the BFF’s own headers, nothing of the browser’s', async () => {
    const { at, rt } = await signIn()
    const response = await call('/api/family/cases', {
      headers: { Cookie: cookie(at, rt), 'X-Host': 'harbor.localhost', 'X-TimeZone': 'Europe/Oslo', Authorization: 'Bearer forged' },
    })
    expect(response.status).toBe(200)
    const sent = upstream.seen.at(-1)!.headers
    expect(sent.get('Authorization')).toBe(`Bearer ${at}`)
    expect(sent.get('X-Host')).toBe('localhost:8787')
    expect(sent.get('X-TimeZone')).toBe('Europe/Oslo')
    expect(sent.get('Accept')).toBe('application/json')
    expect(sent.has('Cookie')).toBe(false)
    expect(passedThrough(response.headers)).toEqual(['content-type'])
  })

  it('streams a POST body through with its content type, and passes the status', async () => {
    const { at, rt } = await signIn()
    const response = await call('/api/family/cases/1/notes', {
      method: 'POST',
      headers: { ...json, Cookie: cookie(at, rt) },
      body: '{"note":"hello"}',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ received: '{"note":"hello"}', type: 'application/json' })
  })

  it('refreshes an expired access cookie before the call, setting the new cookies', async () => {
    const { rt } = await signIn()
    const expired = testJwt({ sub: '7', exp: Math.floor(Date.now() / 1000) - 60 })
    const response = await call('/api/family/cases', { headers: { Cookie: cookie(expired, rt) } })
    expect(response.status).toBe(200)
    const jar = setCookies(response)
    expect(valueOf(jar.fs_rt)).toBe('rt-2')
    expect(upstream.seen.at(-1)!.headers.get('Authorization')).toBe(`Bearer ${valueOf(jar.fs_at)}`)
  })

  it('refreshes once after a 401 to a token that looked valid, and asks again', async () => {
    const { at, rt } = await signIn()
    upstream.revokeAccess(at)
    const response = await call('/api/family/cases', { headers: { Cookie: cookie(at, rt) } })
    expect(response.status).toBe(200)
    expect(upstream.calls('/api/family/cases')).toBe(2)
    expect(upstream.calls('/api/family/auth/refresh')).toBe(1)
  })

  it('does not replay a streamed body after a 401', async () => {
    const { at, rt } = await signIn()
    upstream.revokeAccess(at)
    const response = await call('/api/family/cases/1/notes', { method: 'POST', headers: { ...json, Cookie: cookie(at, rt) }, body: '{}' })
    expect(response.status).toBe(401)
    expect(upstream.calls('/api/family/cases/1/notes')).toBe(1)
    expect(upstream.calls('/api/family/auth/refresh')).toBe(0)
  })

  it('shares one refresh among concurrent requests with the same cookies', async () => {
    const { rt } = await signIn()
    const release = upstream.holdRefreshes()
    const pending = Promise.all(Array.from({ length: 4 }, () => call('/api/family/cases', { headers: { Cookie: cookie(undefined, rt) } })))
    await vi.waitFor(() => expect(upstream.calls('/api/family/auth/refresh')).toBe(1))
    release()
    const responses = await pending
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(new Set(responses.map((r) => valueOf(setCookies(r).fs_rt)))).toEqual(new Set(['rt-2']))
    expect(upstream.calls('/api/family/auth/refresh')).toBe(1)
    // A late request still carrying the old refresh token gets the same pair, not a sign-out.
    const late = await call('/api/family/cases', { headers: { Cookie: cookie(undefined, rt) } })
    expect(valueOf(setCookies(late).fs_rt)).toBe('rt-2')
    expect(upstream.calls('/api/family/auth/refresh')).toBe(1)
  })

  it('answers the upstream’s own auth paths 404 without calling it', async () => {
    for (const path of ['/api/family/auth/sign-in', '/api/family/%61uth/refresh', '/api/family/signup']) {
      const response = await call(path, { method: 'POST', headers: json, body: '{}' })
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 404,
        body: { statusCode: 404, statusMessage: 'Not Found' },
      })
    }
    expect(upstream.seen).toHaveLength(0)
  })

  it('retries an idempotent call after a Retry-After of 0', async () => {
    const response = await call('/api/web/flaky')
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('0')
    expect(upstream.calls('/api/web/flaky')).toBe(2)
  })

  it('ends quietly, without an error log, when the browser hangs up', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const controller = new AbortController()
    const never = {
      fetch: (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          controller.abort()
        }),
    } as unknown as Fetcher
    const response = await bff.request(`${ORIGIN}/api/family/cases`, { headers: { Host: 'localhost:8787' }, signal: controller.signal }, {
      UPSTREAM: never,
      DEFAULT_TIME_ZONE: 'UTC',
    } satisfies WebBindings)
    expect(response.status).toBe(499)
    expect(error).not.toHaveBeenCalled()
  })
})

describe('CSRF', () => {
  it('refuses a cross-site POST with the 403 envelope before anything runs', async () => {
    const { at, rt } = await signIn()
    const before = upstream.seen.length
    for (const path of ['/api/family/cases/1/notes', '/api/auth/sign-out', '/api/auth/sign-in']) {
      const response = await call(path, {
        method: 'POST',
        headers: { ...json, Cookie: cookie(at, rt), Origin: 'https://evil.example' },
        body: '{}',
      })
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 403,
        body: { statusCode: 403, statusMessage: 'Forbidden' },
      })
      expect(response.headers.getSetCookie()).toEqual([])
    }
    expect(upstream.seen.length).toBe(before)
  })

  it('refuses an Origin-less POST that carries a session cookie', async () => {
    const { at, rt } = await signIn()
    const response = await bff.request(
      `${ORIGIN}/api/family/cases/1/notes`,
      { method: 'POST', headers: { Host: 'localhost:8787', Cookie: cookie(at, rt), ...json }, body: '{}' },
      upstream.env,
    )
    expect(response.status).toBe(403)
  })

  it('guards page paths too (Start’s server functions are POSTs)', async () => {
    const response = await call('/_serverFn/anything', { method: 'POST', headers: { Origin: 'https://evil.example' }, body: 'x' })
    expect(response.status).toBe(403)
    expect(pages).toEqual([])
  })
})

describe('sign-out and refresh', () => {
  it('revokes upstream, clears both cookies, and the old refresh token no longer works', async () => {
    const { at, rt } = await signIn()
    const response = await call('/api/auth/sign-out', { method: 'POST', headers: { Cookie: cookie(at, rt) } })
    expect(await response.json()).toEqual({ user: null })
    const jar = setCookies(response)
    expect(jar.fs_at).toMatch(/^fs_at=; Max-Age=0;/)
    expect(jar.fs_rt).toMatch(/^fs_rt=; Max-Age=0;/)
    const revoke = upstream.seen.find((s) => s.path === '/api/family/auth/sign-out')!
    expect(JSON.parse(revoke.body)).toEqual({ refreshToken: rt })
    const again = await call('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie(undefined, rt) } })
    expect(again.status).toBe(401)
    expect(setCookies(again).fs_rt).toMatch(/Max-Age=0/)
  })

  it('refresh rotates the cookies and answers the user', async () => {
    const { at, rt } = await signIn()
    const response = await call('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie(at, rt) } })
    expect(await response.json()).toEqual({ user: USER })
    expect(valueOf(setCookies(response).fs_rt)).toBe('rt-2')
  })

  it('refresh without a refresh cookie is a 401', async () => {
    const response = await call('/api/auth/refresh', { method: 'POST' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ statusCode: 401, statusMessage: 'Unauthorized' })
  })

  it('a just-rotated pair is not handed out again after sign-out', async () => {
    const { rt } = await signIn()
    const refreshed = await call('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie(undefined, rt) } })
    const rt2 = valueOf(setCookies(refreshed).fs_rt)!
    await call('/api/auth/sign-out', { method: 'POST', headers: { Cookie: cookie(undefined, rt2) } })
    const late = await call('/api/auth/session', { headers: { Cookie: cookie(undefined, rt) } })
    expect(await late.json()).toEqual({ user: null })
  })
})

describe('pages', () => {
  it('go to SSR; unknown /api/auth paths do not', async () => {
    expect((await call('/about-us')).status).toBe(200)
    expect((await call('/api/auth/whatever')).status).toBe(404)
    expect(pages).toEqual(['/about-us'])
  })
})
