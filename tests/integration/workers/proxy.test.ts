import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { passedThrough } from '#tests/support/bff-headers.ts'
import { WebsiteContextSchema } from '#contract/website.ts'
import { browser } from './helpers.ts'

/** Built web Worker (BFF proxy) → built api Worker: what passes, what is rewritten, what never passes. */

describe('the /api proxy', () => {
  it('takes X-Host from the request’s own Host, whatever X-Host the client sent', async () => {
    const response = await browser('/api/web/render-context/approved', {
      host: 'harbor.localhost:8787',
      headers: { 'X-Host': 'localhost', 'X-TimeZone': 'Not/AZone' },
    })
    expect(response.status).toBe(200)
    expect(WebsiteContextSchema.parse(await response.json()).company.name).toBe('Harbor Light Funeral Chapel')
  })

  it('passes every method on, with the upstream’s status', async () => {
    // Unknown upstream paths are the upstream's own 404 envelope, for any method.
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await browser('/api/family/no-such-call', { method, body: method === 'GET' ? undefined : '{}' })
      expect({ method, status: response.status }).toEqual({ method, status: 404 })
      expect(await response.json()).toEqual({ statusCode: 404, statusMessage: 'Not Found' })
    }
  })

  it('answers the upstream’s own auth paths 404 itself', async () => {
    for (const path of ['/api/family/auth/sign-in', '/api/family/auth/session', '/api/family/%61uth/refresh', '/api/family/signup']) {
      const method = path.endsWith('session') ? 'GET' : 'POST'
      const response = await browser(path, {
        method,
        body: method === 'POST' ? JSON.stringify({ email: 'family@whitfield.example', password: 'family-demo-2026' }) : undefined,
      })
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
      const text = await response.text()
      expect(text).not.toMatch(/accessToken|refreshToken/)
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })

  it('passes only allowlisted response headers (no Set-Cookie, no internals)', async () => {
    const response = await browser('/api/web/render-context/approved')
    const names = passedThrough(response.headers)
    expect(names).toContain('content-type')
    expect(names).not.toContain('set-cookie')
    // cache-tag: the edge cache's own tags of a stored answer (decision 037), public names only.
    for (const name of names)
      expect([
        'content-type',
        'cache-control',
        'etag',
        'last-modified',
        'retry-after',
        'location',
        'content-length',
        'cache-tag',
      ]).toContain(name)
  })

  it('refuses a cross-site POST with the 403 envelope before reaching the upstream', async () => {
    const response = await SELF.fetch('http://localhost:8787/api/web/render-context/approve', {
      method: 'POST',
      headers: { Host: 'localhost:8787', Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: 'x',
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ statusCode: 403, statusMessage: 'Forbidden' })
  })

  it('answers a made-up method 405', async () => {
    const response = await SELF.fetch('http://localhost:8787/api/web/redirects', {
      method: 'PROPFIND',
      headers: { Host: 'localhost:8787' },
    })
    await expect(response).toBeErrorResponse(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE')
  })
})
