import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { browser, HOST, signIn } from './helpers.ts'

/**
 * Issue 17 in the built web Worker: the family portal's guard on a full page load (a redirect
 * before anything renders), its screens private and never indexed, and the build pages compare
 * theirs with (contract/build.ts).
 */

/** A full page load as a browser makes it, redirects not followed (the test reads them). */
function page(path: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
  return SELF.fetch(`http://${HOST}${path}`, {
    redirect: 'manual',
    headers: { Host: HOST, Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
  })
}

describe('family portal pages (built web Worker)', () => {
  it('sends a signed-out visitor of a guarded screen to the login page with where they were going', async () => {
    const response = await page('/family-portal/1101/walter-ellis?tab=tasks')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/family-portal/login?redirect=%2Ffamily-portal%2F1101%2Fwalter-ellis%3Ftab%3Dtasks')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('renders the open screens for anyone, privately and never indexed', async () => {
    const response = await page('/family-portal/login')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('x-cache')).toBe('BYPASS')
    const html = await response.text()
    expect(html).toContain('Sign in to the family portal')
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*\/>/)
    // The funeral home's schema.org block belongs to its public pages, not the private portal.
    expect(html).not.toContain('application/ld+json')
  })

  it('renders a signed-in family its cases on the server, and a case of another family as the 404 page', async () => {
    const { fs_at } = await signIn()
    const list = await page('/family-portal', { fs_at })
    expect(list.status).toBe(200)
    const html = await list.text()
    expect(html).toContain('Welcome, Margaret')
    expect(html).toContain('Walter James Ellis')
    // The login page is only for signed-out people: someone signed in goes on.
    const login = await page('/family-portal/login?redirect=%2Ffamily-portal%2F1101%2Fwalter-ellis', { fs_at })
    expect(login.status).toBe(307)
    expect(login.headers.get('location')).toBe('/family-portal/1101/walter-ellis')

    const relative = await signIn({ email: 'relative@whitfield.example', password: 'family-demo-2026' })
    const foreign = await page('/family-portal/1102/dorothy-ellis', { fs_at: relative.fs_at })
    expect(foreign.status).toBe(404)
    expect(await foreign.text()).toContain('<title>404 - Page Not Found</title>')
  })

  it('answers the deployed build, never cached', async () => {
    const response = await browser('/api/build')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { build } = (await response.json()) as { build: unknown }
    expect(typeof build).toBe('string')
    expect(build).not.toBe('')
  })
})
