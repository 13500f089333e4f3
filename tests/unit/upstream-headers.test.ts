import { describe, expect, it } from 'vitest'
import { passedResponseHeaders, upstreamHeaders } from '#bff/upstream.ts'

describe('headers toward the upstream (spec §7)', () => {
  it('take X-Host from the request’s own Host, never from the client', () => {
    const incoming = new Request('http://harbor.localhost:8787/api/web/redirects', {
      headers: { 'X-Host': 'localhost', 'X-TimeZone': 'America/Chicago' },
    })
    const headers = upstreamHeaders(incoming, 'UTC')
    expect(headers.get('X-Host')).toBe('harbor.localhost:8787')
    expect(headers.get('X-TimeZone')).toBe('America/Chicago')
    expect(headers.get('Accept')).toBe('application/json')
  })

  it('replace a missing or invalid time zone with the configured default', () => {
    expect(upstreamHeaders(new Request('http://localhost/'), 'America/New_York').get('X-TimeZone')).toBe('America/New_York')
    const bogus = new Request('http://localhost/', { headers: { 'X-TimeZone': 'Nowhere/Special' } })
    expect(upstreamHeaders(bogus, 'UTC').get('X-TimeZone')).toBe('UTC')
  })

  it("leave it out without a default, so the upstream applies the company's own zone", () => {
    const bogus = new Request('http://localhost/', { headers: { 'X-TimeZone': 'Nowhere/Special' } })
    expect(upstreamHeaders(bogus).has('X-TimeZone')).toBe(false)
    expect(upstreamHeaders(new Request('http://localhost/')).has('X-TimeZone')).toBe(false)
  })

  it('carry no credentials or cookies of the browser', () => {
    const incoming = new Request('http://localhost/', { headers: { Cookie: 'session=abc', Authorization: 'Bearer x' } })
    const headers = upstreamHeaders(incoming, 'UTC')
    expect(headers.has('Cookie')).toBe(false)
    expect(headers.has('Authorization')).toBe(false)
  })

  it('pass on the visitor address Cloudflare set, and only an address', () => {
    const incoming = new Request('http://localhost/', { headers: { 'CF-Connecting-IP': '203.0.113.7' } })
    expect(upstreamHeaders(incoming).get('CF-Connecting-IP')).toBe('203.0.113.7')
    const forged = new Request('http://localhost/', { headers: { 'CF-Connecting-IP': '<script>' } })
    expect(upstreamHeaders(forged).has('CF-Connecting-IP')).toBe(false)
  })
})

describe('headers passed back to the browser', () => {
  it('keep content headers and drop hop-by-hop and internal ones', () => {
    const passed = passedResponseHeaders(
      new Headers({
        'Content-Type': 'application/json',
        'Cache-Control': 'max-age=60',
        'Set-Cookie': 'internal=1',
        Connection: 'keep-alive',
        'X-Internal-Trace': 'abc',
      }),
    )
    expect([...passed.keys()].toSorted()).toEqual(['cache-control', 'content-type'])
  })

  it('keep range answers and the idempotent replay flag', () => {
    const passed = passedResponseHeaders(
      new Headers({ 'Content-Range': 'bytes 0-9/100', 'Accept-Ranges': 'bytes', 'Idempotent-Replayed': 'true' }),
    )
    expect([...passed.keys()].toSorted()).toEqual(['accept-ranges', 'content-range', 'idempotent-replayed'])
  })

  it("let the upstream's 'nothing public changed' mark through to the purge (which removes it)", () => {
    const passed = passedResponseHeaders(new Headers({ 'X-Public-Change': 'none' }))
    expect(passed.get('x-public-change')).toBe('none')
  })
})
