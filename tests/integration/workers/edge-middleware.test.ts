import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono, type Context } from 'hono'
import { describe, expect, it } from 'vitest'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import type { EdgeCacheOptions } from '#bff/cache/config.ts'
import { edgeCache } from '#bff/cache/middleware.ts'
import { purgeHost, purgeOnPublish } from '#bff/cache/purge.ts'
import { DEFAULT_TTLS } from '#bff/cache/rules.ts'
import type { WebBindings } from '#bff/env.ts'
import { requestLog } from '#bff/log.ts'
import { REDIRECTS_PATH, redirectLookup } from '#bff/redirects.ts'
import { nonceOf as markedNonce, secureHeaders } from '#bff/secure-headers.ts'
import { onError } from '#bff/errors.ts'

/**
 * The BFF middlewares composed as bff/app.ts mounts them, around stub handlers, inside workerd
 * with the real Cache API (caches.default) and waitUntil: what the unit tests check with a
 * test double, here against the runtime's own cache.
 */

/** A host of its own per test: the cache is shared by every test in this run. */
const uniqueHost = () => `t${crypto.randomUUID().slice(0, 8)}.test`

function setup() {
  let clock = Date.now()
  const calls = { pages: 0, upstream: 0 }
  const state = {
    page: (req: Request): Response => {
      const nonce = markedNonce(req) ?? ''
      return new Response(
        `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${nonce}"/></head><body>render ${calls.pages}<script nonce="${nonce}">hydrate()</script></body></html>`,
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      )
    },
    upstream: (path: string): Response =>
      path === REDIRECTS_PATH
        ? Response.json({
            content: [
              { from: '/staff', to: '/about-us/our-staff', permanent: true },
              { from: '/x', to: '//evil.example', permanent: true },
            ],
          })
        : Response.json({ path, call: calls.upstream }),
  }
  const renderPage = async (req: Request) => {
    calls.pages++
    return state.page(req)
  }
  const options: EdgeCacheOptions = {
    enabled: true,
    now: () => clock,
    upstream: async (_c: Context, path: string) => {
      calls.upstream++
      return state.upstream(path)
    },
  }
  const logs: string[] = []
  const app = new Hono<{ Bindings: WebBindings }>()
  app.use('*', requestLog({ write: (line) => logs.push(JSON.stringify(line)) }))
  app.use('*', secureHeaders({ editorOrigin: () => undefined }))
  app.onError(onError)
  app.get(REDIRECTS_PATH, redirectLookup({ cache: options }))
  app.use('*', edgeCache({ ...options, renderPage }))
  app.use(APPROVE_RENDER_CONTEXT_PATH, purgeOnPublish(options))
  app.post(APPROVE_RENDER_CONTEXT_PATH, (c) => c.body(null, 204))
  app.get('/api/web/*', (c) => options.upstream!(c, new URL(c.req.url).pathname))
  app.all('*', (c) => renderPage(c.req.raw))

  async function fetch(host: string, path: string, init: RequestInit = {}) {
    const ctx = createExecutionContext()
    const response = await app.request(`https://${host}${path}`, init, env as unknown as WebBindings, ctx)
    const body = await response.text()
    await waitOnExecutionContext(ctx)
    return { status: response.status, cache: response.headers.get('x-cache'), body, headers: response.headers }
  }
  return { fetch, calls, state, options, logs, advance: (seconds: number) => (clock += seconds * 1000) }
}

describe('the BFF middlewares on the Workers Cache API (workerd)', () => {
  it('cache a page per host: MISS, then HIT, another host MISS', async () => {
    const { fetch, calls } = setup()
    const host = uniqueHost()
    expect((await fetch(host, '/')).cache).toBe('MISS')
    const hit = await fetch(host, '/')
    expect(hit.cache).toBe('HIT')
    expect(hit.body).toContain('render 1')
    expect((await fetch(uniqueHost(), '/')).cache).toBe('MISS')
    expect(calls.pages).toBe(2)
  })

  it('give a cached page the nonce of the CSP it is sent with', async () => {
    const { fetch } = setup()
    const host = uniqueHost()
    const first = await fetch(host, '/about-us')
    const second = await fetch(host, '/about-us')
    const nonceOf = (r: typeof first) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1]
    expect(second.cache).toBe('HIT')
    expect(nonceOf(second)).not.toBe(nonceOf(first))
    expect(second.body).toContain(`<script nonce="${nonceOf(second)}">`)
    expect(second.body).toContain(`content="${nonceOf(second)}"`)
    expect(second.body).not.toContain(nonceOf(first) ?? 'no first nonce')
    // The nonce the stored copy records is the cache's own business.
    expect(second.headers.has('x-edge-nonce')).toBe(false)
  })

  it('bypass signed-in visitors and previews', async () => {
    const { fetch, calls } = setup()
    const host = uniqueHost()
    await fetch(host, '/')
    // On HTTPS the session cookie is __Host-fs_at (bff/session.ts); a bare fs_at there is nobody's session.
    expect((await fetch(host, '/', { headers: { cookie: '__Host-fs_at=abc' } })).cache).toBe('BYPASS')
    expect((await fetch(host, '/', { headers: { cookie: 'fs_at=abc' } })).cache).toBe('HIT')
    expect((await fetch(host, '/?preview=true')).cache).toBe('BYPASS')
    expect((await fetch(host, '/family-portal')).cache).toBe('BYPASS')
    expect(calls.pages).toBe(4)
  })

  it('purge a host after a successful publish, and only that host', async () => {
    const { fetch, advance } = setup()
    const [host, other] = [uniqueHost(), uniqueHost()]
    await fetch(host, '/')
    await fetch(other, '/')
    advance(1)
    expect((await fetch(host, APPROVE_RENDER_CONTEXT_PATH, { method: 'POST' })).status).toBe(204)
    expect((await fetch(host, '/')).cache).toBe('MISS')
    expect((await fetch(other, '/')).cache).toBe('HIT')
  })

  it('serve a stale API answer and refresh it through waitUntil', async () => {
    const { fetch, advance, calls } = setup()
    const host = uniqueHost()
    await fetch(host, '/api/web/render-context/approved')
    advance(DEFAULT_TTLS.api.ttl + 1)
    expect((await fetch(host, '/api/web/render-context/approved')).cache).toBe('STALE')
    expect(calls.upstream).toBe(2)
    const fresh = await fetch(host, '/api/web/render-context/approved')
    expect(fresh.cache).toBe('HIT')
    expect(JSON.parse(fresh.body)).toMatchObject({ call: 2 })
  })

  it('stand in with the stale page while the upstream is down', async () => {
    const { fetch, advance, state } = setup()
    const host = uniqueHost()
    const good = await fetch(host, '/')
    advance(3600)
    state.page = () => new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/html' } })
    const down = await fetch(host, '/')
    expect(down).toMatchObject({ status: 200, cache: 'STALE' })
    expect(down.body).toContain('render 1')
    expect(good.body).toContain('render 1')
  })

  it('answer redirect lookups from the cached list with one upstream call', async () => {
    const { fetch, calls } = setup()
    const host = uniqueHost()
    const first = await fetch(host, '/api/web/redirects?path=/staff')
    expect(first.cache).toBe('MISS')
    expect(JSON.parse(first.body)).toEqual({ content: [{ from: '/staff', to: '/about-us/our-staff', permanent: true }] })
    const second = await fetch(host, '/api/web/redirects?path=/x')
    expect(second.cache).toBe('HIT')
    expect(JSON.parse(second.body)).toEqual({ content: [] })
    expect(calls.upstream).toBe(1)
  })

  it('log one JSON line per request with the id the response carries', async () => {
    const { fetch, logs } = setup()
    const response = await fetch(uniqueHost(), '/?utm_source=mail')
    expect(logs).toHaveLength(1)
    const line = JSON.parse(logs[0] ?? '{}') as Record<string, unknown>
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/', status: 200, cache: 'MISS' })
    expect(line.requestId).toBe(response.headers.get('x-request-id'))
    expect(logs[0]).not.toContain('utm_source')
  })

  it('purgeHost works on the runtime cache directly', async () => {
    const { fetch, options } = setup()
    const host = uniqueHost()
    await fetch(host, '/')
    await purgeHost(host, { ...options, now: () => Date.now() + 5_000 })
    expect((await fetch(host, '/')).cache).toBe('MISS')
  })
})
