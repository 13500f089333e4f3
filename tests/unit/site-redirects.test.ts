import { describe, expect, it } from 'vitest'
import { absoluteTarget, isSitePath, lookupPath } from '#core/site-paths.ts'
import { decideRedirect, fetchRedirectsAtStartup, shouldLookUpRedirect } from '#src/lib/redirects.ts'

const redirects = [
  { from: '/staff', to: '/about-us/our-staff', permanent: true },
  { from: '/old-blog', to: 'https://blog.example.com/archive', permanent: false },
  { from: '/loop', to: '/loop', permanent: true },
  { from: '/evil', to: 'javascript:alert(1)', permanent: true },
  { from: '/slashes', to: '//evil.example', permanent: true },
  { from: '/same-site', to: 'https://whitfield.example/contact-us?x=1', permanent: true },
]

describe('client-side redirects (spec §2)', () => {
  it('follow a site path through the router', () => {
    expect(decideRedirect(redirects, '/staff')).toEqual({ kind: 'internal', to: '/about-us/our-staff' })
    expect(decideRedirect(redirects, '/staff?utm=x')).toEqual({ kind: 'internal', to: '/about-us/our-staff' })
  })

  it('keep preview=true on an internal target while previewing', () => {
    expect(decideRedirect(redirects, '/staff', { previewing: true })).toEqual({ kind: 'internal', to: '/about-us/our-staff?preview=true' })
  })

  it('leave the site for an absolute target', () => {
    expect(decideRedirect(redirects, '/old-blog', { origin: 'https://whitfield.example' })).toEqual({
      kind: 'external',
      href: 'https://blog.example.com/archive',
    })
  })

  it('stay in the router for an absolute target on this very origin', () => {
    expect(decideRedirect(redirects, '/same-site', { origin: 'https://whitfield.example' })).toEqual({
      kind: 'internal',
      to: '/contact-us?x=1',
    })
  })

  it('do nothing without a match, for a loop or an unsafe target', () => {
    expect(decideRedirect(redirects, '/contact-us')).toEqual({ kind: 'none' })
    expect(decideRedirect(redirects, '/STAFF')).toEqual({ kind: 'none' })
    expect(decideRedirect(redirects, '/loop')).toEqual({ kind: 'none' })
    expect(decideRedirect(redirects, '/evil')).toEqual({ kind: 'none' })
    expect(decideRedirect(redirects, '/slashes')).toEqual({ kind: 'none' })
    expect(decideRedirect([], '/staff')).toEqual({ kind: 'none' })
  })

  it('tell site paths and absolute URLs from the rest', () => {
    expect(isSitePath('/a/b')).toBe(true)
    expect(isSitePath('//evil.example')).toBe(false)
    expect(isSitePath('/\\evil.example')).toBe(false)
    expect(isSitePath('/\t/evil.example')).toBe(false)
    expect(isSitePath('a')).toBe(false)
    expect(absoluteTarget('https://example.com/x')).toBe('https://example.com/x')
    expect(absoluteTarget('https://user:pw@example.com/')).toBeNull()
    expect(absoluteTarget('ftp://example.com/')).toBeNull()
    expect(absoluteTarget('https:/\\evil')).toBeNull()
    expect(lookupPath('/a?b#c')).toBe('/a')
    expect(lookupPath('')).toBe('/')
  })

  it('are looked up on browser navigations only, never for preloads or the server-rendered first load', () => {
    expect(shouldLookUpRedirect({ browser: true, preload: false, initial: false })).toBe(true)
    expect(shouldLookUpRedirect({ browser: false, preload: false, initial: false })).toBe(false)
    expect(shouldLookUpRedirect({ browser: true, preload: true, initial: false })).toBe(false)
    expect(shouldLookUpRedirect({ browser: true, preload: false, initial: true })).toBe(false)
  })

  it('are fetched as a list at startup only when not previewing', () => {
    expect(fetchRedirectsAtStartup(false)).toBe(true)
    expect(fetchRedirectsAtStartup(true)).toBe(false)
  })
})
