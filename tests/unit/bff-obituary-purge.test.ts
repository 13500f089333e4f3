import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { EdgeCacheOptions } from '#bff/cache/config.ts'
import { edgeCache } from '#bff/cache/middleware.ts'
import { changesObituaryPages, purgeOnObituaryChange } from '#bff/cache/purge.ts'
import { HEADER_PUBLIC_CHANGE } from '#contract/headers.ts'
import type { WebBindings } from '#bff/env.ts'
import { executionContext, html, MemoryCache, testClock, webEnv } from './bff-kit.ts'

describe('which answered calls change an obituary page', () => {
  it('a memory posted to a published obituary (201)', () => {
    expect(changesObituaryPages('POST', '/api/web/obituaries/1001/memories', 201)).toBe(true)
  })

  it("a family's obituary text, approval and photo, wall moderation and settings, photos, video", () => {
    for (const path of [
      '/api/family/cases/7/obituary',
      '/api/family/cases/7/obituary/approve',
      '/api/family/cases/7/obituary/photo',
      '/api/family/cases/7/memorial-wall/comments/55',
      '/api/family/cases/7/memorial-wall/settings',
      '/api/family/cases/7/photos',
      '/api/family/cases/7/video/approve',
    ]) {
      expect([path, changesObituaryPages('POST', path, 200)]).toEqual([path, true])
    }
    expect(changesObituaryPages('DELETE', '/api/family/cases/7/photos/12', 204)).toBe(true)
  })

  it("staff's changes to a case's services (its obituary lists them), not their read", () => {
    expect(changesObituaryPages('POST', '/api/staff/cases/7/services', 201)).toBe(true)
    expect(changesObituaryPages('PATCH', '/api/staff/cases/7/services/19001', 200)).toBe(true)
    expect(changesObituaryPages('DELETE', '/api/staff/cases/7/services/19001', 204)).toBe(true)
    expect(changesObituaryPages('GET', '/api/staff/cases/7/services', 200)).toBe(false)
    expect(changesObituaryPages('POST', '/api/staff/cases/7/services', 422)).toBe(false)
    expect(changesObituaryPages('POST', '/api/staff/cases/7/invitations/3/resend', 200)).toBe(false)
  })

  it('not a failed, refused or rate-limited call, nor a read', () => {
    expect(changesObituaryPages('POST', '/api/web/obituaries/1001/memories', 422)).toBe(false)
    expect(changesObituaryPages('POST', '/api/web/obituaries/1001/memories', 429)).toBe(false)
    expect(changesObituaryPages('POST', '/api/family/cases/7/obituary', 403)).toBe(false)
    expect(changesObituaryPages('GET', '/api/web/obituaries/1001/memories', 200)).toBe(false)
    expect(changesObituaryPages('GET', '/api/family/cases/7/memorial-wall/comments/pending', 200)).toBe(false)
  })

  it('not an answer the upstream marked as changing nothing public (a held memory, a honeypot catch)', () => {
    expect(changesObituaryPages('POST', '/api/web/obituaries/1001/memories', 201, 'none')).toBe(false)
    expect(changesObituaryPages('POST', '/api/web/obituaries/1001/memories', 201, ' None ')).toBe(false)
    expect(changesObituaryPages('POST', '/api/web/obituaries/1001/memories', 201, null)).toBe(true)
    // Only the one value stops the purge.
    expect(changesObituaryPages('POST', '/api/web/obituaries/1001/memories', 201, 'some')).toBe(true)
  })

  it('not other calls: the shop, planning, other case screens, look-alike paths', () => {
    expect(changesObituaryPages('POST', '/api/web/obituaries/1001/shop/checkout', 201)).toBe(false)
    expect(changesObituaryPages('POST', '/api/web/planning/submit', 201)).toBe(false)
    expect(changesObituaryPages('POST', '/api/family/cases/7/case-details', 200)).toBe(false)
    expect(changesObituaryPages('POST', '/api/family/cases/7/obituaryx', 200)).toBe(false)
    expect(changesObituaryPages('POST', '/api/web/obituaries/abc/memories', 201)).toBe(false)
    expect(changesObituaryPages('POST', '/api/web/obituaries/1001/memories/extra', 201)).toBe(false)
  })
})

/** The BFF's order: the edge cache, the purge, then a stub proxy answering `state.status` and a stub SSR. */
function setup() {
  const clock = testClock()
  const cache = new MemoryCache(clock)
  const ctx = executionContext()
  const env = webEnv()
  const state = { status: 201, renders: 0, headers: {} as Record<string, string> }
  const options: EdgeCacheOptions = {
    enabled: true,
    cache: () => cache as unknown as Cache,
    now: clock.now,
    deployment: () => 'build-1',
  }
  const app = new Hono<{ Bindings: WebBindings }>()
  app.use('*', edgeCache(options))
  app.use('/api/*', purgeOnObituaryChange(options))
  // A 204 has no body (a Response refuses one).
  app.all('/api/*', (c) =>
    state.status === 204 ? c.body(null, 204, state.headers) : c.json({ ok: true }, state.status as 201, state.headers),
  )
  app.all('*', (c) => {
    state.renders++
    return html(`${new URL(c.req.url).pathname} render ${state.renders}`)
  })

  async function call(url: string, init: RequestInit = {}) {
    const response = await app.request(url, init, env, ctx)
    const body = await response.text()
    await ctx.settle()
    return { status: response.status, cache: response.headers.get('x-cache'), body, headers: response.headers }
  }
  return { call, clock, state }
}

const PAGE = 'https://whitfield.test/obituaries/1001/margaret-ann-hollis/memories'
const OTHER_HOST_PAGE = 'https://harbor.test/obituaries/2001/someone/memories'

describe('purge on an obituary change', () => {
  it('makes the next view of the obituary a MISS after a memory was posted, on this host only', async () => {
    const { call, clock } = setup()
    await call(PAGE)
    await call(OTHER_HOST_PAGE)
    expect((await call(PAGE)).cache).toBe('HIT')
    clock.advance(1)
    const posted = await call('https://whitfield.test/api/web/obituaries/1001/memories', { method: 'POST' })
    expect(posted.status).toBe(201)
    const after = await call(PAGE)
    expect(after.cache).toBe('MISS')
    expect(after.body).toContain('render 3')
    expect((await call(OTHER_HOST_PAGE)).cache).toBe('HIT')
  })

  it('purges after a family moderates the wall or changes the obituary', async () => {
    const { call, clock, state } = setup()
    state.status = 200
    await call(PAGE)
    clock.advance(1)
    await call('https://whitfield.test/api/family/cases/7/memorial-wall/comments/55', { method: 'POST' })
    expect((await call(PAGE)).cache).toBe('MISS')
    clock.advance(1)
    await call('https://whitfield.test/api/family/cases/7/obituary', { method: 'POST' })
    expect((await call(PAGE)).cache).toBe('MISS')
  })

  it("purges after staff add, change or remove a case's service (the obituary lists its services)", async () => {
    const { call, clock, state } = setup()
    await call(PAGE)
    expect((await call(PAGE)).cache).toBe('HIT')
    clock.advance(1)
    await call('https://whitfield.test/api/staff/cases/7/services', { method: 'POST' })
    expect((await call(PAGE)).cache).toBe('MISS')
    clock.advance(1)
    state.status = 200
    await call('https://whitfield.test/api/staff/cases/7/services/12', { method: 'PATCH' })
    expect((await call(PAGE)).cache).toBe('MISS')
    clock.advance(1)
    state.status = 204
    const removed = await call('https://whitfield.test/api/staff/cases/7/services/12', { method: 'DELETE' })
    expect(removed.status).toBe(204)
    expect((await call(PAGE)).cache).toBe('MISS')
  })

  it('keeps the cache when the call failed (validation, rate limit)', async () => {
    const { call, clock, state } = setup()
    await call(PAGE)
    clock.advance(1)
    state.status = 429
    await call('https://whitfield.test/api/web/obituaries/1001/memories', { method: 'POST' })
    expect((await call(PAGE)).cache).toBe('HIT')
  })

  it('keeps the cache for a honeypot catch or a held memory, and the browser never sees the mark', async () => {
    const { call, clock, state } = setup()
    await call(PAGE)
    expect((await call(PAGE)).cache).toBe('HIT')
    clock.advance(1)
    state.headers = { [HEADER_PUBLIC_CHANGE]: 'none' }
    const caught = await call('https://whitfield.test/api/web/obituaries/1001/memories', { method: 'POST' })
    expect(caught.status).toBe(201)
    expect(caught.headers.get(HEADER_PUBLIC_CHANGE)).toBeNull()
    expect((await call(PAGE)).cache).toBe('HIT')
    // The mark is removed from any /api answer, whatever its path or status.
    state.status = 200
    expect((await call('https://whitfield.test/api/web/render-context/draft')).headers.get(HEADER_PUBLIC_CHANGE)).toBeNull()
    // Without it, the same post purges.
    state.status = 201
    state.headers = {}
    await call('https://whitfield.test/api/web/obituaries/1001/memories', { method: 'POST' })
    expect((await call(PAGE)).cache).toBe('MISS')
  })
})
