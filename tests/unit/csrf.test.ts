import { describe, expect, it } from 'vitest'
import { csrfAllows, type CsrfQuestion } from '#bff/csrf.ts'

const base: CsrfQuestion = {
  method: 'POST',
  origin: 'http://localhost:8787',
  secFetchSite: 'same-origin',
  requestOrigin: 'http://localhost:8787',
  hasSessionCookie: true,
}
const ask = (change: Partial<CsrfQuestion>) => csrfAllows({ ...base, ...change })

describe('the CSRF rule of /api', () => {
  it('lets safe methods through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(ask({ method, origin: 'https://evil.example', secFetchSite: 'cross-site' })).toBe(true)
    }
  })

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'delete']) {
    it(`lets ${method} through only from the request’s own origin`, () => {
      expect(ask({ method })).toBe(true)
      expect(ask({ method, origin: 'https://evil.example' })).toBe(false)
      // Same site is not same origin: another tenant on a sibling subdomain, another port, http vs https.
      expect(ask({ method, origin: 'http://harbor.localhost:8787' })).toBe(false)
      expect(ask({ method, origin: 'http://localhost:8788' })).toBe(false)
      expect(ask({ method, origin: 'https://localhost:8787' })).toBe(false)
      expect(ask({ method, origin: 'null' })).toBe(false)
    })
  }

  it('trusts Origin over fetch metadata', () => {
    expect(ask({ origin: 'https://evil.example', secFetchSite: 'same-origin' })).toBe(false)
    expect(ask({ origin: 'http://localhost:8787', secFetchSite: undefined })).toBe(true)
  })

  it('refuses a missing Origin when a session cookie is there', () => {
    expect(ask({ origin: undefined, secFetchSite: undefined })).toBe(false)
    expect(ask({ origin: null, secFetchSite: null })).toBe(false)
  })

  it('refuses a missing Origin with cross-site or same-site fetch metadata, cookie or not', () => {
    expect(ask({ origin: undefined, secFetchSite: 'cross-site', hasSessionCookie: false })).toBe(false)
    expect(ask({ origin: undefined, secFetchSite: 'same-site', hasSessionCookie: false })).toBe(false)
    expect(ask({ origin: undefined, secFetchSite: 'none', hasSessionCookie: false })).toBe(false)
  })

  it('lets a cookie-less, Origin-less call through (a tool, not a browser: no credential to ride on)', () => {
    expect(ask({ origin: undefined, secFetchSite: undefined, hasSessionCookie: false })).toBe(true)
    expect(ask({ origin: undefined, secFetchSite: 'same-origin', hasSessionCookie: false })).toBe(true)
  })
})
