import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { edgeCache } from '#bff/cache/middleware.ts'
import { obituaryChangeTarget, purgeOnObituaryChange, purgeOnPublish, type PurgeOptions } from '#bff/cache/purge.ts'
import { cacheTagsFor, hostTag, obituaryTag, pathTag } from '#bff/cache/tags.ts'
import { CLOUDFLARE_API, cloudflareZonePurger, type PurgeTarget, type ZonePurger } from '#bff/cache/zone-purge.ts'
import { webConfig, type WebBindings } from '#bff/env.ts'
import { executionContext, html, MemoryCache, testClock, webEnv } from './bff-kit.ts'

const ZONE = { zoneId: '023e105f4ecef8ad9ca31a8372d0c353', apiToken: 'test-token-with-purge-rights-0123456789' }

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown }

/** A fetch that records each call and answers as Cloudflare's API would (or as told). */
function fakeFetch(answer: () => Response | Promise<Response> = () => Response.json({ success: true, errors: [], result: { id: 'x' } })) {
  const sent: Sent[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    sent.push({
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: await request.json(),
    })
    return answer()
  }) as typeof fetch
  return { fetcher, sent }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the Cloudflare zone purger (decision 037)', () => {
  it('purges by tags: one POST to the zone’s purge_cache with the bearer token and { tags }', async () => {
    const { fetcher, sent } = fakeFetch()
    const outcome = await cloudflareZonePurger(ZONE, fetcher).purge({ tags: ['host:localhost', 'obituary:localhost:1001'] })
    expect(outcome).toBe('purged')
    expect(sent).toEqual([
      {
        url: `${CLOUDFLARE_API}/zones/${ZONE.zoneId}/purge_cache`,
        method: 'POST',
        headers: { authorization: `Bearer ${ZONE.apiToken}`, 'content-type': 'application/json' },
        body: { tags: ['host:localhost', 'obituary:localhost:1001'] },
      },
    ])
  })

  it('purges by hosts with { hosts }, at most 30 a call, each once', async () => {
    const { fetcher, sent } = fakeFetch()
    const hosts = Array.from({ length: 31 }, (_, i) => `home-${i}.example`)
    expect(await cloudflareZonePurger(ZONE, fetcher).purge({ hosts: [...hosts, hosts[0]!] })).toBe('purged')
    expect(sent.map((s) => s.body)).toEqual([{ hosts: hosts.slice(0, 30) }, { hosts: hosts.slice(30) }])
  })

  it('calls nobody without a zone and token (local development, tests): only the local bump', async () => {
    const { fetcher, sent } = fakeFetch()
    expect(await cloudflareZonePurger(undefined, fetcher).purge({ tags: ['host:localhost'] })).toBe('skipped')
    expect(sent).toEqual([])
  })

  it('logs a refusal or a network failure and never throws, without the token in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const refused = fakeFetch(() =>
      Response.json({ success: false, errors: [{ code: 10000, message: 'Authentication error' }] }, { status: 403 }),
    )
    expect(await cloudflareZonePurger(ZONE, refused.fetcher).purge({ hosts: ['localhost'] })).toBe('failed')
    expect(String(logged.mock.calls[0]?.[0])).toContain('HTTP 403: 10000 Authentication error')
    const down = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    expect(await cloudflareZonePurger(ZONE, down).purge({ tags: ['host:localhost'] })).toBe('failed')
    expect(logged).toHaveBeenCalledTimes(2)
    expect(JSON.stringify(logged.mock.calls)).not.toContain(ZONE.apiToken)
  })

  it('treats a 200 that says success: false as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetcher } = fakeFetch(() => Response.json({ success: false, errors: [{ code: 1134, message: 'rate limited' }] }))
    expect(await cloudflareZonePurger(ZONE, fetcher).purge({ tags: ['host:localhost'] })).toBe('failed')
  })
})

describe('the zone purge settings', () => {
  it('are both secrets or neither', () => {
    expect(webConfig(webEnv()).zonePurge).toBeUndefined()
    expect(webConfig(webEnv({ CACHE_PURGE_ZONE_ID: ZONE.zoneId, CACHE_PURGE_API_TOKEN: ZONE.apiToken })).zonePurge).toEqual(ZONE)
    expect(() => webConfig(webEnv({ CACHE_PURGE_ZONE_ID: ZONE.zoneId }))).toThrow(/both CACHE_PURGE_ZONE_ID and CACHE_PURGE_API_TOKEN/)
    expect(() => webConfig(webEnv({ CACHE_PURGE_ZONE_ID: 'not-a-zone', CACHE_PURGE_API_TOKEN: ZONE.apiToken }))).toThrow(
      /CACHE_PURGE_ZONE_ID/,
    )
  })
})

describe('Cache-Tags of a cached answer', () => {
  it('name the host, the path and an obituary, always with the host name', () => {
    expect(cacheTagsFor(new URL('https://whitfield.test/about-us?page=2'))).toEqual(['host:whitfield.test', 'path:whitfield.test/about-us'])
    expect(cacheTagsFor(new URL('http://localhost:8787/obituaries/1001/walter-ellis/memories'))).toEqual([
      'host:localhost',
      'path:localhost/obituaries/1001/walter-ellis/memories',
      'obituary:localhost:1001',
    ])
    expect(cacheTagsFor(new URL('https://harbor.test/api/web/obituaries/2001/photos'))).toContain('obituary:harbor.test:2001')
    expect(cacheTagsFor(new URL('https://harbor.test/obituaries'))).toHaveLength(2)
    // A comma or a space would split or change the tag.
    expect(pathTag('x.test', '/a,b c')).toBe('path:x.test/a%2Cb%20c')
  })

  it('after an obituary change: the obituary for a memory, the host for a family’s change', () => {
    expect(obituaryChangeTarget(new URL('https://whitfield.test/api/web/obituaries/1001/memories'))).toEqual({
      tags: [obituaryTag('whitfield.test', 1001)],
    })
    expect(obituaryChangeTarget(new URL('https://whitfield.test/api/family/cases/7/obituary'))).toEqual({
      tags: [hostTag('whitfield.test')],
    })
  })
})

/** A BFF slice: the edge cache, both purges, a stub api and a stub renderer; the zone purger records its targets. */
function setup(zone: ZonePurger | 'throws') {
  const clock = testClock()
  const cache = new MemoryCache(clock)
  const ctx = executionContext()
  const targets: PurgeTarget[] = []
  const options: PurgeOptions = {
    enabled: true,
    cache: () => cache as unknown as Cache,
    now: clock.now,
    deployment: () => 'build-1',
    zone: () => {
      if (zone === 'throws') throw new Error('zone purger unavailable')
      return { purge: (target) => (targets.push(target), zone.purge(target)) }
    },
  }
  const app = new Hono<{ Bindings: WebBindings }>()
  app.use('*', edgeCache(options))
  app.use(APPROVE_RENDER_CONTEXT_PATH, purgeOnPublish(options))
  app.use('/api/*', purgeOnObituaryChange(options))
  app.all('/api/*', (c) => (c.req.method === 'POST' ? c.body(null, 204) : c.json({ ok: true })))
  app.all('*', (c) => html(`page ${new URL(c.req.url).pathname}`))
  async function call(url: string, init: RequestInit = {}) {
    const response = await app.request(url, init, webEnv(), ctx)
    await response.text()
    await ctx.settle()
    return response
  }
  return { call, clock, targets }
}

describe('purging every data center on publish and obituary changes', () => {
  it('tags the cached page (MISS and HIT alike)', async () => {
    const { call } = setup(cloudflareZonePurger(undefined))
    const miss = await call('https://whitfield.test/obituaries/1001/walter-ellis')
    const hit = await call('https://whitfield.test/obituaries/1001/walter-ellis')
    expect(hit.headers.get('x-cache')).toBe('HIT')
    for (const response of [miss, hit]) {
      expect(response.headers.get('cache-tag')).toBe(
        'host:whitfield.test,path:whitfield.test/obituaries/1001/walter-ellis,obituary:whitfield.test:1001',
      )
    }
  })

  it('publish: the local bump, then the zone purge of the host by name', async () => {
    const { fetcher, sent } = fakeFetch()
    const { call, clock, targets } = setup(cloudflareZonePurger(ZONE, fetcher))
    await call('https://whitfield.test/')
    clock.advance(1)
    expect((await call(`https://whitfield.test${APPROVE_RENDER_CONTEXT_PATH}`, { method: 'POST' })).status).toBe(204)
    expect(targets).toEqual([{ hosts: ['whitfield.test'] }])
    expect(sent.map((s) => s.body)).toEqual([{ hosts: ['whitfield.test'] }])
    expect((await call('https://whitfield.test/')).headers.get('x-cache')).toBe('MISS')
  })

  it('a memory: the zone purge of its obituary’s tag', async () => {
    const { fetcher, sent } = fakeFetch()
    const { call } = setup(cloudflareZonePurger(ZONE, fetcher))
    await call('https://whitfield.test/api/web/obituaries/1001/memories', { method: 'POST' })
    expect(sent.map((s) => s.body)).toEqual([{ tags: ['obituary:whitfield.test:1001'] }])
  })

  it('a failing zone purge is logged and fails neither the publish nor the local bump', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const zone of [cloudflareZonePurger(ZONE, fakeFetch(() => new Response('down', { status: 502 })).fetcher), 'throws'] as const) {
      const { call, clock } = setup(zone)
      await call('https://whitfield.test/')
      clock.advance(1)
      expect((await call(`https://whitfield.test${APPROVE_RENDER_CONTEXT_PATH}`, { method: 'POST' })).status).toBe(204)
      expect((await call('https://whitfield.test/')).headers.get('x-cache')).toBe('MISS')
    }
    expect(logged.mock.calls.map((args) => String(args[0]))).toEqual([
      expect.stringContaining('zone purge by hosts failed (HTTP 502)'),
      expect.stringContaining('zone purge after publish failed'),
    ])
  })
})
