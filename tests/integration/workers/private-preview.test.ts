import { describe, expect, it } from 'vitest'
import { PREVIEW_LINKS_PATH, PreviewLinkSchema } from '#contract/previews.ts'
import { SELF } from 'cloudflare:test'
import { HOST, browser, signIn } from './helpers.ts'

/** Private previews through the built web Worker (decision 037): anonymous, staff, a preview link. */

const STAFF = { email: 'staff@whitfield.example', password: 'staff-demo-2026' }
const APPROVED_HERO = '<h1>Caring for Maple Grove families since 1952</h1>'
const DRAFT_HERO = '<h1>Caring for Maple Grove families for over seventy years</h1>'

/** A page load that does not follow redirects (SELF.fetch would). */
function pageLoad(path: string): Promise<Response> {
  return SELF.fetch(`http://${HOST}${path}`, { headers: { Host: HOST, Accept: 'text/html' }, redirect: 'manual' })
}

async function staffCookies() {
  const { fs_at, fs_rt } = await signIn(STAFF)
  return { fs_at, fs_rt }
}

async function previewLink(path = '/'): Promise<{ url: URL; token: string }> {
  const response = await browser(PREVIEW_LINKS_PATH, { method: 'POST', cookies: await staffCookies(), body: JSON.stringify({ path }) })
  expect(response.status).toBe(201)
  const link = PreviewLinkSchema.parse(await response.json())
  return { url: new URL(link.url), token: link.token }
}

describe('the draft through the web Worker', () => {
  it('is refused to an anonymous visitor: the proxy passes the 403 on, never cached', async () => {
    const response = await browser('/api/web/render-context/draft')
    expect(response.status).toBe(403)
    expect(response.headers.get('x-cache')).toBe('BYPASS')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('?preview=true alone shows the approved site, a 200, private and noindex, with links that leave preview', async () => {
    const response = await browser('/?preview=true', { headers: { Accept: 'text/html' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(html).toContain(APPROVED_HERO)
    expect(html).not.toContain(DRAFT_HERO)
    expect(html).toContain('data-context="approved"')
    expect(html).not.toMatch(/href="\/[^"]*preview=true/)
  })

  it('shows the draft to signed-in staff of the funeral home', async () => {
    const response = await browser('/?preview=true', { cookies: await staffCookies(), headers: { Accept: 'text/html' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain(DRAFT_HERO)
    expect(html).toContain('href="/about-us?preview=true"')
  })

  it('shows the draft through a preview link, to anyone, and its links carry the token', async () => {
    const { url, token } = await previewLink()
    expect(url.searchParams.get('preview')).toBe('true')
    const response = await browser(`${url.pathname}${url.search}`, { headers: { Accept: 'text/html' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('x-cache')).toBe('BYPASS')
    const html = await response.text()
    expect(html).toContain(DRAFT_HERO)
    expect(html).toContain(`href="/about-us?preview=true&amp;previewToken=${token}"`)
    // The draft's first-child redirect keeps the token (a 307 from SSR).
    const redirected = await pageLoad(`/about-us?preview=true&previewToken=${token}`)
    expect(redirected.status).toBe(307)
    expect(redirected.headers.get('location')).toContain(`previewToken=${token}`)
  })

  it('keeps the token through a server redirect, which no cache keeps', async () => {
    const { token } = await previewLink()
    const response = await pageLoad(`/staff?preview=true&previewToken=${token}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/about-us/our-staff?preview=true&previewToken=${token}`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('shows the approved site for a tampered link or one of another host', async () => {
    const { token } = await previewLink()
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    const html = await (await browser(`/?preview=true&previewToken=${tampered}`, { headers: { Accept: 'text/html' } })).text()
    expect(html).toContain(APPROVED_HERO)
    const harbor = await (
      await browser(`/?preview=true&previewToken=${token}`, { host: 'harbor.localhost:8787', headers: { Accept: 'text/html' } })
    ).text()
    expect(harbor).toContain('Harbor Light Funeral Chapel')
    expect(harbor).toContain('data-context="approved"')
  })
})

describe('Cache-Tags on edge-cached answers (decision 037)', () => {
  it('a cached page and a cached API answer name their host and path', async () => {
    // A port of its own: the first request is a MISS that stores (the cache is shared across files).
    const host = 'localhost:8797'
    const page = await browser('/obituaries', { host, headers: { Accept: 'text/html' } })
    await page.text()
    expect(page.headers.get('cache-tag')).toBe('host:localhost,path:localhost/obituaries')
    const again = await browser('/obituaries', { host, headers: { Accept: 'text/html' } })
    await again.text()
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.headers.get('cache-tag')).toBe('host:localhost,path:localhost/obituaries')
    const context = await browser('/api/web/render-context/approved', { host })
    await context.text()
    expect(context.headers.get('cache-tag')).toBe('host:localhost,path:localhost/api/web/render-context/approved')
  })

  it('an obituary’s page names the obituary; a bypassed answer carries none', async () => {
    const host = 'localhost:8797'
    const search = await (await browser('/api/web/obituaries?page=0&size=1', { host })).json<{ content: { id: number }[] }>()
    const id = search.content[0]!.id
    const page = await browser(`/obituaries/${id}/x`, { host, headers: { Accept: 'text/html' } })
    await page.text()
    expect(page.headers.get('cache-tag')).toContain(`obituary:localhost:${id}`)
    const preview = await browser('/?preview=true', { host, headers: { Accept: 'text/html' } })
    await preview.text()
    expect(preview.headers.get('cache-tag')).toBeNull()
  })
})
