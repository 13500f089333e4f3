import { describe, expect, it } from 'vitest'
import { browser } from './helpers.ts'

/**
 * The search-engine files and the root's SEO behaviour through the built web Worker
 * (bff/seo.ts, src/routes/__root.tsx): per host, from the seeded approved sites, blog and
 * obituaries. Ports of their own keep these answers apart from other files' edge-cache entries.
 */
const WHITFIELD = 'localhost:8801'
const HARBOR = 'harbor.localhost:8801'
const UNKNOWN = 'nobody.localhost:8801'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')

describe('robots.txt', () => {
  it('allows all but the family portal and the playground, and names the host’s own sitemap', async () => {
    const response = await browser('/robots.txt', { host: WHITFIELD })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(text).toContain('User-agent: *\nAllow: /\n')
    expect(text).toContain('Disallow: /family-portal\n')
    expect(text).toContain('Disallow: /_ui\n')
    expect(text).toContain(`Sitemap: http://${WHITFIELD}/sitemap.xml`)

    const harbor = await (await browser('/robots.txt', { host: HARBOR })).text()
    expect(harbor).toContain(`Sitemap: http://${HARBOR}/sitemap.xml`)
  })

  it('is a 404 for an unknown host', async () => {
    expect((await browser('/robots.txt', { host: UNKNOWN })).status).toBe(404)
  })
})

describe('sitemap.xml', () => {
  it('lists the host’s pages, blog articles, obituaries and legal pages, with its own origin', async () => {
    const response = await browser('/sitemap.xml', { host: WHITFIELD })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    )
    const urls = locs(xml)
    const origin = `http://${WHITFIELD}`
    for (const path of [
      '/',
      '/blog',
      '/obituaries',
      '/terms-of-use',
      '/accessibility',
      '/privacy-policy',
      '/price-list',
      '/about-us/our-staff',
    ]) {
      expect(urls).toContain(`${origin}${path}`)
    }
    // A page without modules only redirects to its first child: not listed.
    expect(urls).not.toContain(`${origin}/about-us`)
    expect(urls.some((u) => /\/blog\/article\/\d+$/.test(u))).toBe(true)
    expect(urls).toContain(`${origin}/obituaries/1001/harold-brandt`)
    expect(urls.every((u) => u.startsWith(`${origin}/`))).toBe(true)
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('is per host: another funeral home lists only its own', async () => {
    const xml = await (await browser('/sitemap.xml', { host: HARBOR })).text()
    const urls = locs(xml)
    expect(urls.every((u) => u.startsWith(`http://${HARBOR}/`))).toBe(true)
    expect(urls).not.toContain(`http://${HARBOR}/obituaries/1001/harold-brandt`)
    expect(urls.some((u) => /\/obituaries\/\d+\/[\w-]+$/.test(u))).toBe(true)
  })

  it('is a 404 for an unknown host', async () => {
    expect((await browser('/sitemap.xml', { host: UNKNOWN })).status).toBe(404)
  })
})

describe('blog RSS', () => {
  it('is RSS 2.0 of the latest articles with a self link and RFC 822 dates', async () => {
    const response = await browser('/blog/rss.xml', { host: WHITFIELD })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"')
    expect(xml).toContain(`<atom:link href="http://${WHITFIELD}/blog/rss.xml" rel="self" type="application/rss+xml"/>`)
    expect(xml).toContain('<title>Whitfield &amp; Sons Funeral Home – Blog</title>')
    const items = xml.split('<item>').slice(1)
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThanOrEqual(20)
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/)
      expect(item).toMatch(new RegExp(`<link>http://${WHITFIELD.replace('.', '\\.')}/blog/article/\\d+</link>`))
      expect(item).toMatch(/<guid isPermaLink="true">http:\/\/[^<]+\/blog\/article\/\d+<\/guid>/)
      expect(item).toMatch(
        /<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/,
      )
      expect(item).toMatch(/<description>[^<]*<\/description>/)
    }
  })

  it('is a 404 for an unknown host', async () => {
    expect((await browser('/blog/rss.xml', { host: UNKNOWN })).status).toBe(404)
  })
})

describe('root head', () => {
  it('carries the FuneralHome JSON-LD (with the CSP nonce) and the RSS alternate link', async () => {
    const response = await browser('/', { host: WHITFIELD, headers: { Accept: 'text/html' } })
    expect(response.status).toBe(200)
    const html = await response.text()
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    const script = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(html)
    expect(script?.[1]).toBe(nonce)
    const data = JSON.parse(script?.[2] ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FuneralHome',
      name: 'Whitfield & Sons Funeral Home',
      url: `http://${WHITFIELD}/`,
    })
    expect(Array.isArray(data.department)).toBe(true)
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="\/blog\/rss.xml"/)
  })

  it('makes preview noindex and never cacheable', async () => {
    const response = await browser('/?preview=true', { host: WHITFIELD, headers: { Accept: 'text/html' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-cache')).toBe('BYPASS')
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex"/)
    expect(html).not.toContain('application/ld+json')
  })

  it('gives a crawler on an unknown host the real 404 and only a log: no error page, not stored', async () => {
    const response = await browser('/', { host: UNKNOWN, headers: { Accept: 'text/html', 'User-Agent': GOOGLEBOT } })
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex"/)
    expect(html).not.toContain('Sorry, we can&#x27;t find that page')
    expect(html).not.toContain('Search for a loved one')

    // A person right after still gets the spec's error page (the crawler's answer was not cached).
    const person = await browser('/', { host: UNKNOWN, headers: { Accept: 'text/html' } })
    expect(person.status).toBe(404)
    expect(await person.text()).toContain('Sorry, we can&#x27;t find that page')
  })
})
