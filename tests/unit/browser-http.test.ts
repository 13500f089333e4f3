// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RedirectListSchema } from '#contract/redirects.ts'
import { browserHttp } from '#src/lib/browser-http.ts'

afterEach(() => vi.unstubAllGlobals())

describe('the browser’s client', () => {
  it('calls the BFF same-origin with X-Host, the browser’s time zone and no bearer token', async () => {
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => Response.json({ content: [] }))
    vi.stubGlobal('fetch', fetch)
    await expect(browserHttp.get('/api/web/redirects', RedirectListSchema, { query: { path: '/staff' } })).resolves.toEqual({
      content: [],
    })
    const [url, init] = fetch.mock.calls[0]!
    const headers = new Headers(init.headers)
    expect(url).toBe('/api/web/redirects?path=%2Fstaff')
    expect(init.credentials).toBe('same-origin')
    expect(headers.get('X-Host')).toBe(location.host)
    expect(headers.get('X-TimeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(headers.get('Accept')).toBe('application/json')
    expect(headers.get('X-Api-Version')).toBe('0')
    expect(headers.has('Authorization')).toBe(false)
  })

  it('names the zone through Temporal where the browser has it, without Intl', async () => {
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => Response.json({ content: [] }))
    vi.stubGlobal('fetch', fetch)
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Chicago' } })
    const resolvedOptions = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    await browserHttp.get('/api/web/redirects', RedirectListSchema)
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('X-TimeZone')).toBe('America/Chicago')
    expect(resolvedOptions).not.toHaveBeenCalled()
    resolvedOptions.mockRestore()
  })
})
