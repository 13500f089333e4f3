import { describe, expect, it, vi } from 'vitest'
import { RedirectListSchema } from '#contract/redirects.ts'
import { ApiError } from '#contract/errors.ts'
import { webConfig, type WebBindings } from '#bff/env.ts'
import { upstreamClient } from '#bff/upstream.ts'

type Seen = { url: string; init: RequestInit | undefined; headers: Headers }

/** A stand-in for the UPSTREAM service binding that records what the BFF sends. */
function binding(respond: () => Response | Promise<Response>) {
  const seen: Seen[] = []
  const upstream = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), init, headers: new Headers(init?.headers) })
      return respond()
    },
    connect: () => {
      throw new Error('not used')
    },
  } as unknown as Fetcher
  const env: WebBindings = { UPSTREAM: upstream, DEFAULT_TIME_ZONE: 'UTC' }
  return { env, seen }
}

const incoming = (headers: Record<string, string> = {}) =>
  new Request('http://harbor.localhost:8787/api/web/redirects?path=%2Fstaff', { headers })

describe('the BFF’s upstream client', () => {
  it('calls the binding with the spec §7 headers, no credentials, and manual redirects', async () => {
    const { env, seen } = binding(() => Response.json({ content: [] }))
    await upstreamClient(env, incoming({ 'X-Host': 'localhost', 'X-TimeZone': 'Europe/Oslo', Cookie: 'session=abc' })).json(
      '/api/web/redirects?path=%2Fstaff',
      RedirectListSchema,
    )
    const [call] = seen
    expect(call!.url).toBe('https://upstream.internal/api/web/redirects?path=%2Fstaff')
    expect(call!.headers.get('X-Host')).toBe('harbor.localhost:8787')
    expect(call!.headers.get('X-TimeZone')).toBe('Europe/Oslo')
    expect(call!.headers.get('Accept')).toBe('application/json')
    expect(call!.headers.get('X-Api-Version')).toBe('0')
    expect(call!.headers.has('Cookie')).toBe(false)
    expect(call!.headers.has('Authorization')).toBe(false)
    expect(call!.init?.credentials).toBe('omit')
    expect(call!.init?.redirect).toBe('manual')
  })

  it('sends the session’s token as a bearer header', async () => {
    const { env, seen } = binding(() => Response.json({ content: [] }))
    await upstreamClient(env, incoming(), { token: () => 'tok-123' }).json('/api/web/redirects', RedirectListSchema)
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-123')
  })

  it('passes a non-ok response through fetch() and raises it from json()', async () => {
    const body = { statusCode: 404, statusMessage: 'Not Found' }
    const { env } = binding(() => Response.json(body, { status: 404 }))
    const client = upstreamClient(env, incoming())
    const response = await client.fetch('/api/web/render-context/draft')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual(body)
    await expect(client.json('/api/web/redirects', RedirectListSchema)).rejects.toEqual(new ApiError(404))
  })

  it('answers a 502 envelope when the upstream cannot be reached, after one retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { env, seen } = binding(() => Promise.reject(new TypeError('Network connection lost.')))
    const response = await upstreamClient(env, incoming()).fetch('/api/web/render-context/approved')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ statusCode: 502, statusMessage: 'Bad Gateway' })
    expect(seen).toHaveLength(2)
    error.mockRestore()
  })

  it('sends X-Upstream-Secret on every call when UPSTREAM_SECRET is set, never a caller’s own', async () => {
    const { env, seen } = binding(() => Response.json({ content: [] }))
    const secret = 'the-shared-upstream-secret-0123456789'
    const client = upstreamClient({ ...env, UPSTREAM_SECRET: secret }, incoming({ 'X-Upstream-Secret': 'from-the-browser' }))
    await client.json('/api/web/redirects', RedirectListSchema)
    await client.fetch('/api/web/redirects', { headers: { 'X-Upstream-Secret': 'forged' }, token: 'tok' })
    expect(seen.map((call) => call.headers.get('X-Upstream-Secret'))).toEqual([secret, secret])
    const without = binding(() => Response.json({ content: [] }))
    await upstreamClient(without.env, incoming({ 'X-Upstream-Secret': 'from-the-browser' })).fetch('/api/web/redirects', {
      headers: { 'X-Upstream-Secret': 'forged' },
    })
    expect(without.seen[0]!.headers.has('X-Upstream-Secret')).toBe(false)
  })
})

describe('UPSTREAM_SECRET', () => {
  const upstream = {} as Fetcher
  const config = (vars: Partial<WebBindings>) => () => webConfig({ UPSTREAM: upstream, ...vars })

  it('is required with an UPSTREAM_URL off this machine, and 32 characters at least', () => {
    expect(config({ UPSTREAM_URL: 'https://api.example.com' })).toThrow(/UPSTREAM_SECRET/)
    expect(config({ UPSTREAM_URL: 'https://api.example.com', UPSTREAM_SECRET: 'short' })).toThrow(/UPSTREAM_SECRET/)
    expect(config({ UPSTREAM_URL: 'https://api.example.com', UPSTREAM_SECRET: 'x'.repeat(32) })().UPSTREAM_SECRET).toBe('x'.repeat(32))
  })

  it('is optional through the binding and toward a local UPSTREAM_URL', () => {
    expect(config({})().UPSTREAM_SECRET).toBeUndefined()
    expect(config({ UPSTREAM_SECRET: '' })().UPSTREAM_SECRET).toBeUndefined()
    for (const url of ['http://localhost:8788', 'http://api.localhost', 'http://127.0.0.1:9']) {
      expect(config({ UPSTREAM_URL: url })().UPSTREAM_URL).toBe(url)
    }
  })
})
