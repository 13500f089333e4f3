import { Hono, type Context } from 'hono'
import { describe, expect, it } from 'vitest'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import type { EdgeCacheOptions } from '#bff/cache/config.ts'
import { contentKey, versionKey } from '#bff/cache/keys.ts'
import { edgeCache } from '#bff/cache/middleware.ts'
import { purgeHost, purgeOnPublish } from '#bff/cache/purge.ts'
import { cacheRule, DEFAULT_TTLS, sharedPublicRead, storePolicy } from '#bff/cache/rules.ts'
import type { WebBindings } from '#bff/env.ts'
import { executionContext, html, MemoryCache, testClock, webEnv } from './bff-kit.ts'

const request = (path: string, init: RequestInit = {}) => new Request(`https://whitfield.test${path}`, init)
const bypassReason = (req: Request) => {
  const rule = cacheRule(req)
  return rule.kind === 'bypass' ? rule.reason : rule.kind
}

describe('cache rule: what may be served from and stored in the edge cache', () => {
  it('caches the approved render context, the redirect list and pages of anonymous GETs', () => {
    expect(cacheRule(request('/api/web/render-context/approved'))).toEqual({ kind: 'api' })
    expect(cacheRule(request('/api/web/redirects'))).toEqual({ kind: 'api' })
    expect(cacheRule(request('/api/web/redirects?path=/staff'))).toEqual({ kind: 'api' })
    expect(cacheRule(request('/'))).toEqual({ kind: 'page' })
    expect(cacheRule(request('/about-us?utm_source=mail', { headers: { accept: 'text/html,*/*;q=0.8' } }))).toEqual({
      kind: 'page',
    })
    // Analytics or consent cookies do not make a visitor signed in.
    expect(cacheRule(request('/', { headers: { cookie: 'consent=yes; theme=dark' } }))).toEqual({ kind: 'page' })
  })

  it('never touches requests of a signed-in visitor (either session cookie) or with Authorization', () => {
    expect(bypassReason(request('/', { headers: { cookie: '__Host-fs_at=abc' } }))).toBe('session')
    expect(bypassReason(request('/', { headers: { cookie: 'consent=yes; __Secure-fs_rt=xyz' } }))).toBe('session')
    // Only the names the BFF sets for this URL count (session.ts): on HTTPS the bare names are look-alikes.
    expect(bypassReason(request('/', { headers: { cookie: 'fs_at=abc; fs_rt=xyz' } }))).toBe('page')
    expect(bypassReason(new Request('http://localhost:8787/', { headers: { cookie: 'fs_at=abc' } }))).toBe('session')
    expect(bypassReason(request('/api/web/redirects', { headers: { authorization: 'Bearer t' } }))).toBe('authorization')
  })

  it('never caches non-GETs, drafts and previews', () => {
    expect(bypassReason(request('/', { method: 'POST' }))).toBe('method')
    expect(bypassReason(request('/', { method: 'HEAD' }))).toBe('method')
    expect(bypassReason(request('/?preview=true'))).toBe('preview')
    expect(bypassReason(request('/about-us?x=1&preview=1'))).toBe('preview')
    expect(bypassReason(request('/api/web/render-context/draft'))).toBe('api')
  })

  it('keeps the family portal, the playground, auth and any other API call out, however the path is spelled', () => {
    const paths = [
      '/family-portal',
      '/family-portal/cases/12',
      '/Family-Portal/x',
      '/FAMILY-PORTAL',
      '/%66amily-portal',
      '//family-portal',
      '/_ui',
      '/_serverFn/abc',
      '/api/auth/session',
      '/API/web/render-context/approved',
      '/api/web/render-context/approved/',
      '/api/family/cases',
    ]
    expect(paths.filter((path) => cacheRule(request(path)).kind !== 'bypass')).toEqual([])
  })

  it('gives no cached page to a request that does not accept HTML', () => {
    expect(bypassReason(request('/', { headers: { accept: 'application/json' } }))).toBe('accept')
  })
})

const page = (status: number, headers: Record<string, string> = {}) =>
  new Response('<p>x</p>', { status, headers: { 'content-type': 'text/html', ...headers } })

describe('store policy', () => {
  it('stores 200 pages and JSON with the short TTL, 404s briefly, nothing else', () => {
    expect(storePolicy(page(200), 'page')).toEqual(DEFAULT_TTLS.page)
    expect(storePolicy(Response.json({}), 'api')).toEqual(DEFAULT_TTLS.api)
    expect(storePolicy(page(404), 'page')).toEqual(DEFAULT_TTLS.notFound)
    expect(storePolicy(page(500), 'page')).toBeNull()
    expect(storePolicy(page(502), 'page')).toBeNull()
    expect(storePolicy(page(422), 'page')).toBeNull()
    expect(storePolicy(page(301, { location: '/x' }), 'page')).toBeNull()
  })

  it('refuses responses with Set-Cookie, private or no-store, Vary: *, or the wrong type', () => {
    expect(storePolicy(page(200, { 'set-cookie': 'fs_at=1' }), 'page')).toBeNull()
    expect(storePolicy(page(200, { 'cache-control': 'private' }), 'page')).toBeNull()
    expect(storePolicy(page(200, { 'cache-control': 'no-store' }), 'page')).toBeNull()
    expect(storePolicy(page(200, { vary: '*' }), 'page')).toBeNull()
    expect(storePolicy(Response.json({}), 'page')).toBeNull()
    expect(storePolicy(page(200), 'api')).toBeNull()
  })
})

describe('cache keys', () => {
  it('hold the host, the version, the deployment, the path and the query', () => {
    const key = contentKey(new URL('http://harbor.localhost:8787/about?a=1'), 42, 'build-7')
    expect(key).toBe('https://harbor.localhost/__edge-cache/v42/build-7/http/harbor.localhost:8787/about?a=1')
    expect(contentKey(new URL('https://a.test/x'), 1, 'd')).not.toBe(contentKey(new URL('https://b.test/x'), 1, 'd'))
    expect(contentKey(new URL('https://a.test/x?q=1'), 1, 'd')).not.toBe(contentKey(new URL('https://a.test/x?q=2'), 1, 'd'))
  })

  it('keep one version per host name, whatever the port', () => {
    expect(versionKey('harbor.localhost:8787')).toBe('https://harbor.localhost/__edge-cache/version')
    expect(versionKey('Harbor.Localhost')).toBe(versionKey('harbor.localhost:9000'))
  })
})

/** A BFF-shaped app: the edge cache around a stub proxy (upstream) and a stub SSR (renderPage). */
function setup(extra: Partial<EdgeCacheOptions> = {}) {
  const clock = testClock()
  const cache = new MemoryCache(clock)
  const ctx = executionContext()
  const env = webEnv()
  const calls = { pages: 0, upstream: 0 }
  const state = {
    deployment: 'build-1',
    /** What the stub SSR answers (or throws) next. */
    page: (req: Request): Response => html(`${new URL(req.url).host}${new URL(req.url).pathname} render ${calls.pages}`),
    upstream: (path: string): Response => Response.json({ path, call: calls.upstream }),
    approveStatus: 204,
  }
  const renderPage = async (req: Request) => {
    calls.pages++
    return state.page(req)
  }
  const upstream = async (_c: Context, path: string) => {
    calls.upstream++
    return state.upstream(path)
  }
  const options: EdgeCacheOptions = {
    enabled: true,
    cache: () => cache as unknown as Cache,
    now: clock.now,
    upstream,
    deployment: () => state.deployment,
    ...extra,
  }
  const app = new Hono<{ Bindings: WebBindings }>()
  app.use('*', edgeCache({ ...options, renderPage }))
  app.use(APPROVE_RENDER_CONTEXT_PATH, purgeOnPublish(options))
  app.post(APPROVE_RENDER_CONTEXT_PATH, (c) => c.body(null, state.approveStatus as 204))
  app.get('/api/web/*', (c) => upstream(c, new URL(c.req.url).pathname + new URL(c.req.url).search))
  app.get('/set-cookie', () => html('with cookie', { headers: { 'set-cookie': 'x=1' } }))
  app.all('*', (c) => renderPage(c.req.raw))

  async function get(url: string, init: RequestInit = {}) {
    const response = await app.request(url, init, env, ctx)
    const body = await response.text()
    await ctx.settle()
    return { status: response.status, cache: response.headers.get('x-cache'), body, headers: response.headers }
  }
  return { app, cache, clock, ctx, env, calls, state, options, get }
}

describe('edge cache middleware', () => {
  it('answers a page from the cache on the second visit (MISS, then HIT)', async () => {
    const { get, calls } = setup()
    const first = await get('https://whitfield.test/about-us')
    const second = await get('https://whitfield.test/about-us')
    expect(first).toMatchObject({ status: 200, cache: 'MISS' })
    expect(second).toMatchObject({ status: 200, cache: 'HIT', body: first.body })
    expect(calls.pages).toBe(1)
    // Internal bookkeeping never reaches the browser.
    expect([...second.headers.keys()].filter((k) => k.startsWith('x-edge'))).toEqual([])
    expect(second.headers.get('cache-control')).toBeNull()
  })

  it('keeps each host’s pages apart and keys by the query', async () => {
    const { get, calls } = setup()
    const a = await get('https://whitfield.test/')
    const b = await get('https://harbor.test/')
    expect(b.cache).toBe('MISS')
    expect(b.body).toContain('harbor.test/')
    expect(b.body).not.toBe(a.body)
    expect((await get('https://whitfield.test/?page=2')).cache).toBe('MISS')
    expect((await get('https://whitfield.test/')).body).toBe(a.body)
    expect(calls.pages).toBe(3)
  })

  it('bypasses signed-in visitors, Authorization, previews and non-GETs without reading or storing', async () => {
    const { get, cache, calls } = setup()
    await get('https://whitfield.test/') // cached for anonymous visitors
    const signedIn = await get('https://whitfield.test/', { headers: { cookie: '__Host-fs_at=token' } })
    const refreshOnly = await get('https://whitfield.test/', { headers: { cookie: '__Secure-fs_rt=token' } })
    const bearer = await get('https://whitfield.test/', { headers: { authorization: 'Bearer t' } })
    const preview = await get('https://whitfield.test/?preview=true')
    const post = await get('https://whitfield.test/', { method: 'POST' })
    for (const response of [signedIn, refreshOnly, bearer, preview, post]) expect(response.cache).toBe('BYPASS')
    expect(calls.pages).toBe(6)
    expect(cache.contentKeys()).toHaveLength(1)
  })

  it('never caches the family portal, in any case', async () => {
    const { get, cache } = setup()
    expect((await get('https://whitfield.test/Family-Portal/cases')).cache).toBe('BYPASS')
    expect((await get('https://whitfield.test/Family-Portal/cases')).cache).toBe('BYPASS')
    expect(cache.contentKeys()).toEqual([])
  })

  it('does not store responses with Set-Cookie, nor errors other than 404', async () => {
    const { get, state, cache } = setup()
    expect((await get('https://whitfield.test/set-cookie')).cache).toBe('MISS')
    expect((await get('https://whitfield.test/set-cookie')).cache).toBe('MISS')
    state.page = () => html('boom', { status: 500 })
    expect((await get('https://whitfield.test/broken')).cache).toBe('MISS')
    expect((await get('https://whitfield.test/broken')).cache).toBe('MISS')
    expect(cache.contentKeys()).toEqual([])
  })

  it('caches a 404 page briefly, without stale-while-revalidate', async () => {
    const { get, state, clock, calls } = setup()
    state.page = () => html('not found', { status: 404 })
    expect((await get('https://whitfield.test/nope')).cache).toBe('MISS')
    expect(await get('https://whitfield.test/nope')).toMatchObject({ status: 404, cache: 'HIT' })
    clock.advance(DEFAULT_TTLS.notFound.ttl + 1)
    expect((await get('https://whitfield.test/nope')).cache).toBe('MISS')
    expect(calls.pages).toBe(2)
  })

  it('serves a stale page within stale-while-revalidate and refreshes it in the background', async () => {
    const { get, clock, calls } = setup()
    const first = await get('https://whitfield.test/')
    clock.advance(DEFAULT_TTLS.page.ttl + 1)
    const stale = await get('https://whitfield.test/')
    expect(stale).toMatchObject({ cache: 'STALE', body: first.body })
    expect(calls.pages).toBe(2) // the background refresh (awaited through waitUntil)
    const fresh = await get('https://whitfield.test/')
    expect(fresh.cache).toBe('HIT')
    expect(fresh.body).toContain('render 2')
    expect(calls.pages).toBe(2)
  })

  it('refreshes a stale API answer from the upstream in the background', async () => {
    const { get, clock, calls } = setup()
    expect((await get('https://whitfield.test/api/web/render-context/approved')).cache).toBe('MISS')
    expect((await get('https://whitfield.test/api/web/render-context/approved')).cache).toBe('HIT')
    clock.advance(DEFAULT_TTLS.api.ttl + 1)
    expect((await get('https://whitfield.test/api/web/render-context/approved')).cache).toBe('STALE')
    expect(calls.upstream).toBe(2)
    expect(JSON.parse((await get('https://whitfield.test/api/web/render-context/approved')).body)).toMatchObject({ call: 2 })
  })

  it('re-renders a page past stale-while-revalidate in the foreground', async () => {
    const { get, clock, calls } = setup()
    await get('https://whitfield.test/')
    clock.advance(DEFAULT_TTLS.page.ttl + DEFAULT_TTLS.page.swr + 1)
    const response = await get('https://whitfield.test/')
    expect(response.cache).toBe('MISS')
    expect(response.body).toContain('render 2')
    expect(calls.pages).toBe(2)
  })

  it('serves the stale copy when the upstream is down (5xx) or the handler throws', async () => {
    const { get, clock, state } = setup()
    const good = await get('https://whitfield.test/')
    clock.advance(3600) // long past stale-while-revalidate, within `retain`
    state.page = () => html('Bad Gateway', { status: 502 })
    expect(await get('https://whitfield.test/')).toMatchObject({ status: 200, cache: 'STALE', body: good.body })
    state.page = () => {
      throw new Error('upstream unreachable')
    }
    expect(await get('https://whitfield.test/')).toMatchObject({ status: 200, cache: 'STALE', body: good.body })
  })

  it('passes the error on when there is nothing stale to stand in', async () => {
    const { get, state } = setup()
    state.page = () => html('Bad Gateway', { status: 502 })
    expect(await get('https://whitfield.test/')).toMatchObject({ status: 502, cache: 'MISS' })
  })

  it('makes a publish visible at once: purgeHost moves the host to a new version', async () => {
    const { get, cache, clock, options, calls } = setup()
    await get('https://whitfield.test/')
    await get('https://harbor.test/')
    clock.advance(1)
    await purgeHost('whitfield.test', options)
    const after = await get('https://whitfield.test/')
    expect(after.cache).toBe('MISS')
    expect(after.body).toContain('render 3')
    expect((await get('https://harbor.test/')).cache).toBe('HIT')
    expect(calls.pages).toBe(3)
    // The old entries are unreachable, not deleted: they expire on their own.
    expect(cache.contentKeys()).toHaveLength(3)
  })

  it('starts a new version after the version entry was evicted, never reusing an old one', async () => {
    const { get, cache, clock } = setup()
    await get('https://whitfield.test/')
    await cache.delete(versionKey('whitfield.test'))
    clock.advance(1)
    expect((await get('https://whitfield.test/')).cache).toBe('MISS')
  })

  it('purges after a successful publish only', async () => {
    const { get, state } = setup()
    await get('https://whitfield.test/')
    state.approveStatus = 403
    await get(`https://whitfield.test${APPROVE_RENDER_CONTEXT_PATH}`, { method: 'POST' })
    expect((await get('https://whitfield.test/')).cache).toBe('HIT')
    state.approveStatus = 204
    await get(`https://whitfield.test${APPROVE_RENDER_CONTEXT_PATH}`, { method: 'POST' })
    expect((await get('https://whitfield.test/')).cache).toBe('MISS')
  })

  it('keeps pages of different deployments apart (cached HTML names the build’s assets)', async () => {
    const { get, state } = setup()
    await get('https://whitfield.test/')
    await get('https://whitfield.test/api/web/redirects')
    state.deployment = 'build-2'
    expect((await get('https://whitfield.test/')).cache).toBe('MISS')
    // API answers are the upstream's: they survive a deploy.
    expect((await get('https://whitfield.test/api/web/redirects')).cache).toBe('HIT')
  })

  // A cached page gets this request's CSP nonce through workerd's HTMLRewriter, which Node lacks:
  // tests/integration/workers/edge-middleware.test.ts and cache-nonce.test.ts check it there.

  it('leaves an x-cache set inside alone (cache-aware handlers) and stores nothing for it', async () => {
    const { app, env, ctx, cache } = setup()
    const outer = new Hono<{ Bindings: WebBindings }>()
    outer.use('*', edgeCache({ enabled: true, cache: () => cache as unknown as Cache }))
    outer.get('/api/web/redirects', (c) => c.json({ content: [] }, 200, { 'x-cache': 'HIT' }))
    outer.route('/', app)
    const response = await outer.request('https://whitfield.test/api/web/redirects', {}, env, ctx)
    expect(response.headers.get('x-cache')).toBe('HIT')
    await ctx.settle()
    expect(cache.contentKeys()).toEqual([])
  })

  it('is a BYPASS for everything when turned off (vite dev)', async () => {
    const { get, calls } = setup({ enabled: false })
    expect((await get('https://whitfield.test/')).cache).toBe('BYPASS')
    expect((await get('https://whitfield.test/')).cache).toBe('BYPASS')
    expect(calls.pages).toBe(2)
  })

  it('answers from the handler when the Cache API fails', async () => {
    const failing = {
      match: async () => {
        throw new Error('cache down')
      },
      put: async () => {},
      delete: async () => false,
    }
    const { get } = setup({ cache: () => failing as unknown as Cache })
    const response = await get('https://whitfield.test/')
    expect(response).toMatchObject({ status: 200, cache: 'BYPASS' })
  })
})

describe('sharedPublicRead: what SSR may take from the edge cache for every visitor of a host', () => {
  it('shares the cached API GETs, obituaries, the blog and the price list, with any query', () => {
    const shared = [
      '/api/web/render-context/approved',
      '/api/web/redirects',
      '/api/web/obituaries?page=0&size=3',
      '/api/web/obituaries?query=celine',
      '/api/web/obituaries/1001',
      '/api/web/obituaries/1001/photos?page=0&size=60',
      '/api/web/obituaries/1001/memories?page=1&size=20',
      '/api/web/obituaries/1001/memorial-video',
      '/api/web/blog?page=0&size=10',
      '/api/web/blog/articles/107',
      '/api/web/price-list',
    ]
    expect(shared.filter((path) => !sharedPublicRead(path))).toEqual([])
  })

  it('never shares the draft, the shop (orders carry a private token), planning, family or staff reads', () => {
    const notShared = [
      '/api/web/render-context/draft',
      '/api/web/redirects?path=%2Fstaff',
      '/api/web/obituaries/1001/shop/items',
      '/api/web/obituaries/1001/shop/orders/5?token=abc',
      '/api/web/obituaries/1001/memories/photo',
      '/api/web/obituaries/abc',
      '/api/web/planning/fields',
      '/api/family/cases',
      '/api/staff/outbox',
      '/api/web/obituaries/1001/photos/extra',
      '/api/web/price-list/1',
      '/api/family/company/gpl/items',
    ]
    expect(notShared.filter(sharedPublicRead)).toEqual([])
  })
})
