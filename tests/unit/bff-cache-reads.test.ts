import { Hono, type Context } from 'hono'
import { describe, expect, it } from 'vitest'
import type { EdgeCacheOptions } from '#bff/cache/config.ts'
import { IsolateMemo } from '#bff/cache/isolate-memo.ts'
import { storedVersion, VERSION_REUSE_MS } from '#bff/cache/keys.ts'
import { edgeCache } from '#bff/cache/middleware.ts'
import { purgeHost } from '#bff/cache/purge.ts'
import type { WebBindings } from '#bff/env.ts'
import { pageRedirects, REDIRECTS_PATH, type RedirectLookupOptions } from '#bff/redirects.ts'
import { executionContext, html, MemoryCache, testClock, webEnv } from './bff-kit.ts'

/**
 * What a page request costs the Cache API (issue 15 point 6): the page redirects and the edge
 * cache mounted as bff/app.ts does. The host's version is read at most once per request, not at
 * all while the isolate's copy is recent (VERSION_REUSE_MS), and the redirect list comes from
 * the isolate's copy while it is fresh under that version.
 */

function setup() {
  const clock = testClock()
  const cache = new MemoryCache(clock)
  const ctx = executionContext()
  const upstream: string[] = []
  const options: EdgeCacheOptions = {
    enabled: true,
    cache: () => cache as unknown as Cache,
    now: clock.now,
    deployment: () => 'test',
    upstream: async (_c: Context, path: string) => {
      upstream.push(path)
      return path === REDIRECTS_PATH ? Response.json({ content: [] }) : Response.json({})
    },
  }
  const redirects: RedirectLookupOptions = { cache: options, memo: new IsolateMemo() }
  const app = new Hono<{ Bindings: WebBindings }>()
  app.use('*', pageRedirects(redirects))
  app.use('*', edgeCache(options))
  app.get('*', () => html('<p>page</p>'))
  async function get(path: string) {
    cache.reads.length = 0
    const response = await app.request(`https://whitfield.test${path}`, { headers: { accept: 'text/html' } }, webEnv(), ctx)
    await response.text()
    await ctx.settle()
    return { cache: response.headers.get('x-cache'), reads: [...cache.reads].map((key) => key.replace(/.*\/__edge-cache\//, '')) }
  }
  return { get, upstream, options, clock }
}

describe('Cache API reads of a page request', () => {
  it('read the host’s version once per request, not at all while the isolate’s copy is recent', async () => {
    const { get, upstream, clock } = setup()
    const first = await get('/')
    expect(first.cache).toBe('MISS')
    expect(first.reads.filter((key) => key === 'version')).toHaveLength(1)
    const second = await get('/')
    expect(second).toEqual({ cache: 'HIT', reads: [expect.stringMatching(/\/test\/https\/whitfield\.test\/$/)] })
    clock.advance(VERSION_REUSE_MS / 1000)
    const later = await get('/')
    expect(later.cache).toBe('HIT')
    expect(later.reads.filter((key) => key === 'version')).toHaveLength(1)
    expect(upstream).toEqual([REDIRECTS_PATH])
  })

  it('read everything again after a purge, the new version known at once to the isolate that purged', async () => {
    const { get, options, upstream } = setup()
    await get('/')
    await get('/')
    await purgeHost('whitfield.test', options)
    const afterPurge = await get('/')
    expect(afterPurge.cache).toBe('MISS')
    expect(afterPurge.reads.filter((key) => key === 'version')).toHaveLength(0)
    expect(afterPurge.reads.some((key) => key.includes('/api/https/whitfield.test/api/web/redirects'))).toBe(true)
    expect(upstream).toEqual([REDIRECTS_PATH, REDIRECTS_PATH])
  })

  it('see another isolate’s purge once the copy is no longer recent', async () => {
    const { get, options, clock } = setup()
    await get('/')
    expect((await get('/')).cache).toBe('HIT')
    // Another isolate moves the version on: a write this isolate's copy does not see.
    const elsewhere = options.cache as () => Cache
    const current = (await storedVersion(elsewhere(), 'whitfield.test')) ?? 0
    await elsewhere().put('https://whitfield.test/__edge-cache/version', new Response(String(current + 1)))
    expect((await get('/')).cache).toBe('HIT')
    clock.advance(VERSION_REUSE_MS / 1000)
    expect((await get('/')).cache).toBe('MISS')
  })
})
