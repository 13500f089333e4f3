import { Hono, type Context } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import type { Redirect } from '#contract/redirects.ts'
import type { EdgeCacheOptions } from '#bff/cache/config.ts'
import { VERSION_REUSE_MS } from '#bff/cache/keys.ts'
import { purgeHost } from '#bff/cache/purge.ts'
import { DEFAULT_TTLS } from '#bff/cache/rules.ts'
import type { WebBindings } from '#bff/env.ts'
import { matchRedirects, redirectLookup, redirectTarget, REDIRECTS_PATH } from '#bff/redirects.ts'
import { executionContext, MemoryCache, testClock, webEnv } from './bff-kit.ts'
import { onError } from '#bff/errors.ts'

describe('redirect targets handed to a browser', () => {
  it('keep site paths that start with a single slash', () => {
    expect(redirectTarget('/about-us/our-staff')).toBe('/about-us/our-staff')
    expect(redirectTarget('/obituaries?year=2026#top')).toBe('/obituaries?year=2026#top')
    expect(redirectTarget('/a/../b')).toBe('/a/../b')
  })

  it('keep absolute http(s) URLs, normalised: they leave the site on purpose', () => {
    expect(redirectTarget('https://tributes.example.com/whitfield')).toBe('https://tributes.example.com/whitfield')
    expect(redirectTarget('HTTPS://Tributes.Example.com')).toBe('https://tributes.example.com/')
    expect(redirectTarget('http://old-site.example/page')).toBe('http://old-site.example/page')
  })

  it('drop protocol-relative, backslash and whitespace tricks that browsers read as another host', () => {
    const tricks = [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /x',
      '/x y',
      'https:/\\evil.example',
      'https:evil.example',
      'https:///evil.example',
      '\u0000/x',
    ]
    expect(tricks.filter((target) => redirectTarget(target) !== null)).toEqual([])
  })

  it('drop anything that is neither a site path nor an http(s) URL', () => {
    const others = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      'about-us',
      '',
      'ftp://x.example',
      'https://user:pass@evil.example/',
    ]
    expect(others.filter((target) => redirectTarget(target) !== null)).toEqual([])
  })

  it('match the asked path exactly and drop unsafe ones from any answer', () => {
    const list: Redirect[] = [
      { from: '/staff', to: '/about-us/our-staff', permanent: true },
      { from: '/Staff', to: '/other', permanent: true },
      { from: '/evil', to: '//evil.example', permanent: false },
      { from: '/away', to: 'https://tributes.example.com/', permanent: false },
    ]
    expect(matchRedirects(list, '/staff')).toEqual([{ from: '/staff', to: '/about-us/our-staff', permanent: true }])
    expect(matchRedirects(list, '/evil')).toEqual([])
    expect(matchRedirects(list, '/nothing')).toEqual([])
    expect(matchRedirects(list, undefined).map((r) => r.from)).toEqual(['/staff', '/Staff', '/away'])
  })
})

/** The lookup in front of a stub proxy; the upstream answers the host's full list. */
function setup() {
  const clock = testClock()
  const cache = new MemoryCache(clock)
  const ctx = executionContext()
  const calls: string[] = []
  const state = {
    upstream: (): Response =>
      Response.json({
        content: [
          { from: '/condolences', to: '/obituaries', permanent: false },
          { from: '/evil', to: '//evil.example', permanent: true },
          { from: '/staff', to: '/about-us/our-staff', permanent: true },
          { from: '/tributes', to: 'https://tributes.example.com/whitfield', permanent: false },
        ],
      }),
  }
  const options: EdgeCacheOptions = {
    enabled: true,
    cache: () => cache as unknown as Cache,
    now: clock.now,
    upstream: async (c: Context, path: string) => {
      calls.push(`${new URL(c.req.url).host} ${path}`)
      return state.upstream()
    },
  }
  const app = new Hono<{ Bindings: WebBindings }>()
  app.onError(onError)
  app.get(REDIRECTS_PATH, redirectLookup({ cache: options }))
  app.get(REDIRECTS_PATH, (c) => c.json({ proxied: c.req.query('path') ?? null }, 422))
  const env = webEnv()
  async function get(url: string) {
    const response = await app.request(url, {}, env, ctx)
    await ctx.settle()
    return { status: response.status, cache: response.headers.get('x-cache'), json: await response.json() }
  }
  return { get, calls, clock, state, cache, options }
}

describe('redirect lookup', () => {
  it('answers per-path lookups from the cached list: one upstream call for many navigations', async () => {
    const { get, calls } = setup()
    expect(await get('https://whitfield.test/api/web/redirects?path=/staff')).toEqual({
      status: 200,
      cache: 'MISS',
      json: { content: [{ from: '/staff', to: '/about-us/our-staff', permanent: true }] },
    })
    expect(await get('https://whitfield.test/api/web/redirects?path=/condolences')).toMatchObject({
      cache: 'HIT',
      json: { content: [{ from: '/condolences', to: '/obituaries', permanent: false }] },
    })
    expect(await get('https://whitfield.test/api/web/redirects?path=/no-such-page')).toMatchObject({ cache: 'HIT', json: { content: [] } })
    // The full list, without `path`, from upstream; never the visitor's path.
    expect(calls).toEqual(['whitfield.test /api/web/redirects'])
  })

  it('keeps each host’s list apart', async () => {
    const { get, calls } = setup()
    await get('https://whitfield.test/api/web/redirects?path=/staff')
    await get('https://harbor.test/api/web/redirects?path=/staff')
    expect(calls).toEqual(['whitfield.test /api/web/redirects', 'harbor.test /api/web/redirects'])
  })

  it('returns an absolute target as it is and never an unsafe one', async () => {
    const { get } = setup()
    const tributes = (await get('https://whitfield.test/api/web/redirects?path=/tributes')).json as { content: Redirect[] }
    expect(tributes.content[0]?.to).toBe('https://tributes.example.com/whitfield')
    expect((await get('https://whitfield.test/api/web/redirects?path=/evil')).json).toEqual({ content: [] })
    const all = (await get('https://whitfield.test/api/web/redirects')).json as { content: Redirect[] }
    expect(all.content.map((r) => r.from)).toEqual(['/condolences', '/staff', '/tributes'])
  })

  it('leaves a path the contract refuses to the proxy (the upstream’s 422)', async () => {
    const { get, calls } = setup()
    expect(await get('https://whitfield.test/api/web/redirects?path=staff')).toMatchObject({ status: 422, json: { proxied: 'staff' } })
    expect(calls).toEqual([])
  })

  it('passes an upstream error through, and stands in with the stale list while the upstream is down', async () => {
    const { get, state, clock } = setup()
    state.upstream = () => Response.json({ statusCode: 404, statusMessage: 'Not Found' }, { status: 404 })
    expect(await get('https://nobody.test/api/web/redirects?path=/x')).toMatchObject({ status: 404, cache: 'MISS' })

    state.upstream = () => Response.json({ content: [{ from: '/staff', to: '/team', permanent: true }] })
    await get('https://whitfield.test/api/web/redirects?path=/staff')
    clock.advance(DEFAULT_TTLS.api.ttl + DEFAULT_TTLS.api.swr + 1)
    state.upstream = () => Response.json({ statusCode: 502, statusMessage: 'Bad Gateway' }, { status: 502 })
    expect(await get('https://whitfield.test/api/web/redirects?path=/staff')).toMatchObject({
      status: 200,
      cache: 'STALE',
      json: { content: [{ from: '/staff', to: '/team' }] },
    })
  })

  it('answers a 502 envelope when the list does not match the contract', async () => {
    const { get, state } = setup()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    state.upstream = () => Response.json({ content: 'nope' })
    expect(await get('https://whitfield.test/api/web/redirects?path=/x')).toMatchObject({
      status: 502,
      json: { statusCode: 502, statusMessage: 'Bad Gateway' },
    })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })

  it('keeps the parsed list in the isolate: later lookups read at most the host’s version from the Cache API', async () => {
    const { get, cache, calls, clock } = setup()
    await get('https://whitfield.test/api/web/redirects?path=/staff')
    cache.reads.length = 0
    expect(await get('https://whitfield.test/api/web/redirects?path=/condolences')).toMatchObject({ cache: 'HIT' })
    expect(await get('https://whitfield.test/api/web/redirects?path=/staff')).toMatchObject({ cache: 'HIT' })
    // Within VERSION_REUSE_MS the isolate's copy of the version answers too: no read at all.
    expect(cache.reads).toEqual([])
    clock.advance(VERSION_REUSE_MS / 1000)
    expect(await get('https://whitfield.test/api/web/redirects?path=/staff')).toMatchObject({ cache: 'HIT' })
    expect(cache.reads).toEqual(['https://whitfield.test/__edge-cache/version'])
    expect(calls).toHaveLength(1)
  })

  it('reads the list again after a purge (a publish), whatever the isolate kept', async () => {
    const { get, state, options } = setup()
    await get('https://whitfield.test/api/web/redirects?path=/staff')
    state.upstream = () => Response.json({ content: [{ from: '/staff', to: '/team', permanent: false }] })
    expect((await get('https://whitfield.test/api/web/redirects?path=/staff')).json).toEqual({
      content: [{ from: '/staff', to: '/about-us/our-staff', permanent: true }],
    })
    await purgeHost('whitfield.test', options)
    expect(await get('https://whitfield.test/api/web/redirects?path=/staff')).toEqual({
      status: 200,
      cache: 'MISS',
      json: { content: [{ from: '/staff', to: '/team', permanent: false }] },
    })
  })

  it('keeps the isolate’s copy no longer than the cached list is fresh: then stale-while-revalidate as before', async () => {
    const { get, state, clock, calls } = setup()
    await get('https://whitfield.test/api/web/redirects?path=/staff')
    state.upstream = () => Response.json({ content: [{ from: '/staff', to: '/team', permanent: false }] })
    clock.advance(DEFAULT_TTLS.api.ttl + 1)
    expect(await get('https://whitfield.test/api/web/redirects?path=/staff')).toMatchObject({
      cache: 'STALE',
      json: { content: [{ from: '/staff', to: '/about-us/our-staff' }] },
    })
    expect(await get('https://whitfield.test/api/web/redirects?path=/staff')).toMatchObject({
      cache: 'HIT',
      json: { content: [{ from: '/staff', to: '/team' }] },
    })
    expect(calls).toHaveLength(2)
  })
})
