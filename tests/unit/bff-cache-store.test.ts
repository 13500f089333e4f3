import type { Context } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { serveCached, type CachePolicy, type ServeCachedOptions } from '#bff/cache/store.ts'
import { executionContext, html, MemoryCache, testClock } from './bff-kit.ts'

/**
 * The one edge-cache primitive (bff/cache/store.ts) on its own: one key, a producer the test
 * controls, and a policy of fresh 60 s, stale-while-revalidate 300 s, stale-if-error one hour.
 */

const POLICY: CachePolicy = {
  freshness: (response) => (response.status === 200 ? { ttl: 60, swr: 300 } : null),
  staleIfError: 3600,
}

function setup(overrides: Partial<ServeCachedOptions> = {}) {
  const clock = testClock()
  const cache = new MemoryCache(clock)
  const ctx = executionContext()
  const c = { executionCtx: ctx } as unknown as Context
  const calls = { produce: 0, refresh: 0 }
  const state = {
    /** What the next produce or refresh answers (or throws). */
    answer: (n: number): Response => Response.json({ n }),
  }
  async function serve(extra: Partial<ServeCachedOptions> = {}) {
    const { response, status } = await serveCached(c, {
      store: { enabled: true, cache: async () => cache as unknown as Cache, now: clock.now },
      key: { url: new URL('https://whitfield.test/api/web/render-context/approved'), scope: 'api' },
      produce: async () => state.answer(++calls.produce),
      refresh: async () => state.answer(++calls.refresh + calls.produce),
      policy: POLICY,
      ...overrides,
      ...extra,
    })
    const body = await response.text()
    await ctx.settle()
    return { status, header: response.headers.get('x-cache'), code: response.status, body, headers: response.headers }
  }
  return { serve, clock, cache, calls, state }
}

describe('serveCached', () => {
  it('produces once, then answers from the cache while fresh (MISS, then HIT)', async () => {
    const { serve, calls } = setup()
    expect(await serve()).toMatchObject({ status: 'MISS', header: 'MISS', body: '{"n":1}' })
    expect(await serve()).toMatchObject({ status: 'HIT', header: 'HIT', body: '{"n":1}' })
    expect(calls).toEqual({ produce: 1, refresh: 0 })
  })

  it('serves a stale entry within stale-while-revalidate and refreshes it in the background', async () => {
    const { serve, clock, calls } = setup()
    await serve()
    clock.advance(61)
    expect(await serve()).toMatchObject({ status: 'STALE', body: '{"n":1}' })
    expect(calls).toEqual({ produce: 1, refresh: 1 })
    // The refresh (awaited through waitUntil) stored a new fresh entry.
    expect(await serve()).toMatchObject({ status: 'HIT', body: '{"n":2}' })
  })

  it('produces a stale entry again in the foreground when there is no refresher', async () => {
    const { serve, clock, calls } = setup({ refresh: undefined })
    await serve()
    clock.advance(61)
    expect(await serve()).toMatchObject({ status: 'MISS', body: '{"n":2}' })
    expect(calls.produce).toBe(2)
  })

  it('keeps the stale entry when a background refresh fails', async () => {
    const { serve, clock, state } = setup()
    await serve()
    clock.advance(61)
    state.answer = () => Response.json({}, { status: 503 })
    expect((await serve()).status).toBe('STALE')
    expect(await serve()).toMatchObject({ status: 'STALE', body: '{"n":1}' })
  })

  it('stands in with the stored answer when producing throws or answers 5xx (stale-if-error)', async () => {
    const { serve, clock, state } = setup()
    await serve()
    clock.advance(3000) // past stale-while-revalidate, within stale-if-error
    state.answer = () => Response.json({}, { status: 502 })
    expect(await serve()).toMatchObject({ status: 'STALE', code: 200, body: '{"n":1}' })
    state.answer = () => {
      throw new Error('upstream unreachable')
    }
    expect(await serve()).toMatchObject({ status: 'STALE', code: 200, body: '{"n":1}' })
  })

  it('passes the failure on once the entry is past stale-if-error (expired and evicted)', async () => {
    const { serve, clock, state } = setup()
    await serve()
    clock.advance(3601)
    state.answer = () => Response.json({}, { status: 502 })
    expect(await serve()).toMatchObject({ status: 'MISS', code: 502 })
    state.answer = () => {
      throw new Error('upstream unreachable')
    }
    await expect(serve()).rejects.toThrow('upstream unreachable')
  })

  it('produces a new answer once an entry is past fresh and stale', async () => {
    const { serve, clock, calls } = setup()
    await serve()
    clock.advance(361)
    expect(await serve()).toMatchObject({ status: 'MISS', body: '{"n":2}' })
    expect(calls).toEqual({ produce: 2, refresh: 0 })
  })

  it('stores nothing the policy refuses', async () => {
    const { serve, cache, state } = setup()
    state.answer = () => Response.json({}, { status: 404 })
    expect((await serve()).status).toBe('MISS')
    expect((await serve()).status).toBe('MISS')
    expect(cache.contentKeys()).toEqual([])
  })

  it('bypasses the cache when the policy says so, or the cache is off or failing', async () => {
    const { serve, cache, calls } = setup()
    expect(await serve({ policy: { ...POLICY, bypass: true } })).toMatchObject({ status: 'BYPASS', header: 'BYPASS' })
    expect(cache.entries.size).toBe(0)
    const off = { enabled: false, cache: async () => cache as unknown as Cache, now: Date.now }
    expect((await serve({ store: off })).status).toBe('BYPASS')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = { enabled: true, cache: () => Promise.reject(new Error('cache down')), now: Date.now }
    expect((await serve({ store: failing })).status).toBe('BYPASS')
    logged.mockRestore()
    expect(calls.produce).toBe(3)
    expect(cache.entries.size).toBe(0)
  })

  it('passes on an answer already marked by cache-aware code inside, without storing it', async () => {
    const { serve, cache, state } = setup()
    state.answer = () => Response.json({ inner: true }, { headers: { 'x-cache': 'HIT' } })
    expect(await serve()).toMatchObject({ status: 'HIT', header: 'HIT' })
    expect(cache.contentKeys()).toEqual([])
  })

  // The swap itself runs in workerd's HTMLRewriter, which Node lacks: tests/integration/workers/cache-nonce.test.ts.
  it('records the nonce a page was rendered with in the stored copy, and never sends it on', async () => {
    const { serve, state, cache } = setup()
    state.answer = () => html('<meta property="csp-nonce" content="first-nonce"/><script nonce="first-nonce">1</script>')
    await serve({ nonce: 'first-nonce' })
    const [stored] = cache.contentKeys().map((key) => cache.entries.get(key))
    expect(new Headers(stored?.headers).get('x-edge-nonce')).toBe('first-nonce')
    // Served with the nonce it was rendered with (the same response): nothing to swap, nothing internal sent.
    const hit = await serve({ nonce: 'first-nonce' })
    expect(hit).toMatchObject({ status: 'HIT', body: expect.stringContaining('<script nonce="first-nonce">') })
    expect(hit.headers.has('x-edge-nonce')).toBe(false)
  })

  it('records no nonce for an answer that is not a page, and serves it as stored', async () => {
    const { serve, state, cache } = setup()
    state.answer = () => Response.json({ text: 'first-nonce' })
    await serve({ nonce: 'first-nonce' })
    const [stored] = cache.contentKeys().map((key) => cache.entries.get(key))
    expect(new Headers(stored?.headers).has('x-edge-nonce')).toBe(false)
    expect(await serve({ nonce: 'second-nonce' })).toMatchObject({ status: 'HIT', body: '{"text":"first-nonce"}' })
  })
})
