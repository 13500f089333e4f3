import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import type { WebBindings } from '#bff/env.ts'
import { onError } from '#bff/errors.ts'
import { requestLog, timeUpstream, type RequestLogLine } from '#bff/log.ts'
import { upstreamHeaders } from '#bff/upstream.ts'
import { ApiError } from '#contract/errors.ts'
import { webEnv } from './bff-kit.ts'

function setup() {
  const lines: RequestLogLine[] = []
  let clock = 1_000
  let ids = 0
  const upstreamSaw: (string | null)[] = []
  const app = new Hono<{ Bindings: WebBindings }>()
  app.use('*', requestLog({ write: (line) => lines.push(line), now: () => clock, newId: () => `req-${++ids}-0000` }))
  app.get('/api/web/thing', async (c) => {
    // As the proxy does: the upstream client builds its headers from the request it is given.
    upstreamSaw.push(upstreamHeaders(c.req.raw, 'UTC').get('X-Request-Id'))
    await timeUpstream(
      c,
      async () => (clock += 40),
      () => clock,
    )
    clock += 5
    return c.json({ ok: true }, 200, { 'x-cache': 'MISS' })
  })
  app.get('/boom', () => {
    throw new Error('kaput')
  })
  app.get('/refused', () => {
    throw new ApiError(403)
  })
  app.onError(onError)
  const get = (url: string, init: RequestInit = {}) => app.request(url, init, webEnv())
  return { get, lines, upstreamSaw }
}

describe('request log', () => {
  it('redacts token path segments (reset and invitation links) by the one rule', async () => {
    const { get, lines } = setup()
    const token = 'Zk3vQ9x_-aB0cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0w'
    await get(`https://whitfield.test/family-portal/password-reset/${token}`)
    await get(`https://whitfield.test/api/family/invitation/${token}/accept`)
    await get(`https://whitfield.test/obituaries/1/a/shop/order/2/thanks?token=${token}`)
    expect(lines.map((l) => l.path)).toEqual([
      '/family-portal/password-reset/[redacted]',
      '/api/family/invitation/[redacted]/accept',
      '/obituaries/1/a/shop/order/2/thanks',
    ])
    expect(JSON.stringify(lines)).not.toContain(token)
  })

  it('writes one line per request with method, path, status, cache, upstream time, duration and id', async () => {
    const { get, lines } = setup()
    const response = await get('https://whitfield.test/api/web/thing?email=jane%40example.com&token=secret')
    expect(lines).toEqual([
      {
        msg: 'request',
        requestId: 'req-1-0000',
        method: 'GET',
        path: '/api/web/thing',
        host: 'whitfield.test',
        status: 200,
        cache: 'MISS',
        upstreamMs: 40,
        durationMs: 45,
        error: false,
      },
    ])
    expect(response.headers.get('x-request-id')).toBe('req-1-0000')
  })

  it('never logs the query, cookies, tokens or other headers', async () => {
    const { get, lines } = setup()
    await get('https://whitfield.test/api/web/thing?email=jane%40example.com&token=secret', {
      headers: { cookie: 'fs_at=secret-access; fs_rt=secret-refresh', authorization: 'Bearer secret-bearer', 'user-agent': 'Janes phone' },
    })
    const text = JSON.stringify(lines)
    for (const leak of ['jane', 'secret', 'token', 'fs_at', 'Bearer', 'phone', '?']) expect(text).not.toContain(leak)
  })

  it('gives every request its own id, replaces one the client sent and passes it upstream', async () => {
    const { get, upstreamSaw } = setup()
    await get('https://whitfield.test/api/web/thing', { headers: { 'X-Request-Id': 'chosen-by-the-client' } })
    await get('https://whitfield.test/api/web/thing')
    expect(upstreamSaw).toEqual(['req-1-0000', 'req-2-0000'])
  })

  it('logs a request that ended in an error as such', async () => {
    const { get, lines } = setup()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await get('https://whitfield.test/boom')
    expect(response.status).toBe(500)
    expect(lines[0]).toMatchObject({ path: '/boom', status: 500, error: true, cache: null, upstreamMs: null })
    logged.mockRestore()
  })

  it('logs a thrown ApiError as the answer it is, not as an error', async () => {
    const { get, lines } = setup()
    const response = await get('https://whitfield.test/refused')
    expect(response.status).toBe(403)
    expect(lines[0]).toMatchObject({ path: '/refused', status: 403, error: false })
  })
})

/** The headers toward the upstream of a request the request log marked with `id`. */
async function headers(id: string, init: RequestInit = {}): Promise<Headers> {
  let seen: Headers | undefined
  const app = new Hono()
  app.use('*', requestLog({ write: () => {}, newId: () => id }))
  app.get('*', (c) => {
    seen = upstreamHeaders(c.req.raw, 'UTC')
    return c.body(null, 204)
  })
  await app.request('https://whitfield.test/', init)
  if (!seen) throw new Error('the handler did not run')
  return seen
}

describe('X-Request-Id toward the upstream', () => {
  it('passes an id of our shape and drops anything else', async () => {
    expect((await headers('3f2b1c9e-4d5a-4b6c-8d7e-9f0a1b2c3d4e')).get('X-Request-Id')).toBe('3f2b1c9e-4d5a-4b6c-8d7e-9f0a1b2c3d4e')
    expect((await headers('short')).has('X-Request-Id')).toBe(false)
    expect((await headers('has spaces and <html> in it')).has('X-Request-Id')).toBe(false)
  })

  it('never passes a header the client sent, only the id the request log gave', async () => {
    const forged = new Request('https://whitfield.test/', { headers: { 'X-Request-Id': '3f2b1c9e-4d5a-4b6c-8d7e-9f0a1b2c3d4e' } })
    expect(upstreamHeaders(forged, 'UTC').has('X-Request-Id')).toBe(false)
  })
})
