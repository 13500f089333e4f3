import { assert, constantFrom, property, stringMatching } from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REDACTED, redactPath, redactQuery, redactText, redactUrl } from '#core/log-redaction.ts'

const RESET = 'Zk3vQ9x_-aB0cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0w'
const ORDER = '0123456789abcdef0123456789abcdef'

describe('redactPath', () => {
  it.each([
    ['/api/family/auth/password-reset/' + RESET, '/api/family/auth/password-reset/' + REDACTED],
    ['/api/auth/password-reset/' + RESET, '/api/auth/password-reset/' + REDACTED],
    ['/family-portal/password-reset/' + RESET, '/family-portal/password-reset/' + REDACTED],
    ['/family-portal/invitation/' + RESET, '/family-portal/invitation/' + REDACTED],
    ['/api/family/invitation/' + RESET, '/api/family/invitation/' + REDACTED],
    ['/api/family/invitation/' + RESET + '/accept', '/api/family/invitation/' + REDACTED + '/accept'],
    // A short or odd token is still the token: the position says so, not the shape.
    ['/family-portal/password-reset/abc', '/family-portal/password-reset/' + REDACTED],
    ['/api/family/%61uth/Password-Reset/abc', '/api/family/%61uth/Password-Reset/' + REDACTED],
    ['/api/family/invitation%2F/x', '/api/family/invitation%2F/x'],
  ])('%s', (path, expected) => {
    expect(redactPath(path)).toBe(expected)
  })

  it('keeps ordinary paths as they are', () => {
    for (const path of [
      '/',
      '/obituaries/12/jane-doe/shop/order/7/thanks',
      '/api/auth/password-reset',
      '/api/family/cases/1101/invitations/3',
      '/api/web/obituaries/12/shop/orders/7',
      '/assets/index-BdF3kLx9.js',
      '/obituaries/12/jane-marie-elizabeth-doe-smith-anderson-whitfield',
    ]) {
      expect(redactPath(path)).toBe(path)
    }
  })

  it('redacts a token-shaped segment anywhere: a long base64url run or a JWT', () => {
    expect(redactPath(`/api/unknown/${ORDER}/x`)).toBe(`/api/unknown/${REDACTED}/x`)
    expect(redactPath('/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZw')).toBe(`/x/${REDACTED}`)
  })
})

describe('redactQuery', () => {
  it('redacts secret parameters by name and token-shaped values, keeping the rest raw', () => {
    expect(redactQuery(`?token=${ORDER}&page=2`)).toBe(`?token=${REDACTED}&page=2`)
    expect(redactQuery('access_token=a&Refresh_Token=b&api_key=c&code=d&q=jane%20doe')).toBe(
      `?access_token=${REDACTED}&Refresh_Token=${REDACTED}&api_key=${REDACTED}&code=${REDACTED}&q=jane%20doe`,
    )
    expect(redactQuery(`?ref=${RESET}`)).toBe(`?ref=${REDACTED}`)
    expect(redactQuery(`?${RESET}`)).toBe(`?${REDACTED}`)
    expect(redactQuery('?%74oken=abc')).toBe(`?%74oken=${REDACTED}`)
  })

  it('answers an empty string for no query', () => {
    expect(redactQuery('')).toBe('')
    expect(redactQuery('?')).toBe('')
  })
})

describe('redactUrl', () => {
  it('gives path and query of an absolute URL, both redacted, without origin or fragment', () => {
    expect(redactUrl(`https://user:pw@whitfield.test/obituaries/12/jane/shop/order/7/thanks?token=${ORDER}#top`)).toBe(
      `/obituaries/12/jane/shop/order/7/thanks?token=${REDACTED}`,
    )
    expect(redactUrl(new URL(`http://localhost:8787/family-portal/invitation/${RESET}?utm_source=mail`))).toBe(
      `/family-portal/invitation/${REDACTED}?utm_source=mail`,
    )
  })

  it('never lets a generated token through, in any known token route or query', () => {
    const route = constantFrom(
      (t: string) => `/api/family/auth/password-reset/${t}`,
      (t: string) => `/api/auth/password-reset/${t}`,
      (t: string) => `/family-portal/password-reset/${t}`,
      (t: string) => `/family-portal/invitation/${t}`,
      (t: string) => `/api/family/invitation/${t}/accept`,
      (t: string) => `/obituaries/1/a/shop/order/2/thanks?token=${t}`,
      (t: string) => `/api/web/obituaries/1/shop/orders/2?token=${t}`,
    )
    assert(
      property(route, stringMatching(/^[A-Za-z0-9_-]{20,64}$/), (build, token) => {
        expect(redactUrl(`http://h.test${build(token)}`)).not.toContain(token)
      }),
    )
  })
})

describe('redactText', () => {
  const token = 'Zx9Kq2Lm7Np4Rs1Tv8Wy3Ab6Cd0Ef5Gh2Jk9Mn4Pq7Rs'

  it('redacts the token of an access log line, colours and all, and keeps the rest', () => {
    const line = `\u001b[1mGET\u001b[22m /family-portal/password-reset/${token} \u001b[33m\u001b[1m404\u001b[22m Not Found \u001b[39m\u001b[90m(12ms)\u001b[39m`
    expect(redactText(line)).toBe(line.replace(token, REDACTED))
    expect(redactText(`POST /api/auth/invitation/${token}/accept 201 Created (9ms)`)).toBe(
      `POST /api/auth/invitation/${REDACTED}/accept 201 Created (9ms)`,
    )
    expect(redactText(`GET /shop/orders/12?token=${'ab12'.repeat(10)} 200`)).toBe(`GET /shop/orders/12?token=${REDACTED} 200`)
  })

  it('keeps a URL’s scheme and host, drops its userinfo, redacts its path', () => {
    expect(redactText(`TypeError: cannot be constructed: http://a@b.localhost/family-portal/password-reset/${token}`)).toBe(
      `TypeError: cannot be constructed: http://b.localhost/family-portal/password-reset/${REDACTED}`,
    )
  })

  it('leaves text without a secret byte for byte, split colour codes included', () => {
    for (const text of [
      '  \u001b[32m➜\u001b[39m  \u001b[1mLocal\u001b[22m:   \u001b[36mhttp://localhost:\u001b[1m8787\u001b[22m/\u001b[39m',
      'GET /obituaries/1001/harold-brandt?page=2 200 OK (3ms)',
      'GET /%C3%A9t%C3%A9 404',
      '{"msg":"request","path":"/family-portal/password-reset/[redacted]"}',
      'nothing to see',
    ]) {
      expect(redactText(text)).toBe(text)
    }
  })
})
