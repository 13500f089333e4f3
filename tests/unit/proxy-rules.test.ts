import { describe, expect, it } from 'vitest'
import { canonicalPath, forwardedRequestHeaders, isUpstreamOnlyPath } from '#bff/proxy.ts'

describe('paths the browser may not reach upstream', () => {
  it('are the upstream’s auth calls', () => {
    for (const path of [
      '/api/family/auth',
      '/api/family/auth/sign-in',
      '/api/family/auth/refresh',
      '/api/family/auth/session',
      '/api/family/signup',
      '/api/family/signup/',
    ]) {
      expect({ path, blocked: isUpstreamOnlyPath(path) }).toEqual({ path, blocked: true })
    }
  })

  it('however they are spelled', () => {
    for (const path of [
      '/api/family/%61uth/sign-in',
      '/api/family/%2561uth/sign-in',
      '/api//family///auth/sign-in',
      '/API/Family/Auth/Sign-In',
      '/api/web/../family/auth/sign-in',
      '/api/web/%2e%2e/family/signup',
      '/api/family/signup%2F',
      '/api/family/auth%3Fx=1',
      '/api\\family\\auth\\sign-in',
    ]) {
      expect({ path, blocked: isUpstreamOnlyPath(path) }).toEqual({ path, blocked: true })
    }
  })

  it('leave every other path alone', () => {
    for (const path of ['/api/family/cases', '/api/family/authors', '/api/family/signups', '/api/web/redirects', '/api/auth/sign-in']) {
      expect({ path, blocked: isUpstreamOnlyPath(path) }).toEqual({ path, blocked: false })
    }
  })

  it('canonicalises without crashing on malformed escapes', () => {
    expect(canonicalPath('/api/%E0%A4%A/x')).toBe('/api/%E0%A4%A/x'.toLowerCase())
    expect(canonicalPath('/a/./b/../c')).toBe('/a/c')
  })
})

describe('request headers passed upstream', () => {
  it('are the body’s type and the conditional headers only', () => {
    const passed = forwardedRequestHeaders(
      new Headers({
        'Content-Type': 'application/json',
        'If-None-Match': '"v1"',
        'If-Modified-Since': 'Mon, 23 Nov 2026 12:00:00 GMT',
        Cookie: 'fs_at=secret',
        Authorization: 'Bearer x',
        'X-Host': 'harbor.localhost',
        'X-Forwarded-For': '1.2.3.4',
        Connection: 'keep-alive',
      }),
    )
    expect([...passed.keys()].toSorted()).toEqual(['content-type', 'if-modified-since', 'if-none-match'])
  })

  it('include the browser’s user agent, which a signature is recorded with (decision 064)', () => {
    const passed = forwardedRequestHeaders(new Headers({ 'User-Agent': 'Mozilla/5.0 (test)', Cookie: 'fs_at=secret' }))
    expect([...passed.entries()]).toEqual([['user-agent', 'Mozilla/5.0 (test)']])
  })
})
