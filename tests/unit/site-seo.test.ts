import { describe, expect, it } from 'vitest'
import type { WebBindings } from '#bff/env.ts'
import { robotsTxt, rssXml, rfc822, seoRoutes, sitemapEntries, sitemapXml, xmlEscape } from '#bff/seo.ts'
import type { BlogArticleSummary } from '#contract/blog.ts'
import type { WebsiteContext } from '#contract/website.ts'
import { MemoryCache, executionContext, testClock } from './bff-kit.ts'

const site: WebsiteContext = {
  design: { colorText: '#222222', buttonCorners: 'Square', secondaryButtonCorners: 'Square' },
  company: { name: 'Whitfield & Sons', phoneNumber: null, logoUrl: null, timeZone: 'America/Chicago' },
  navigation: [{ label: 'About Us', to: '/about-us', children: [{ label: 'Our Staff', to: '/about-us/our-staff' }] }],
  pages: {
    '/': { id: 'home', title: 'Home', modules: [{ id: 'h', type: 'hero' }] },
    '/about-us': { id: 'about', title: 'About', modules: [] },
    '/about-us/our-staff': { id: 'staff', title: 'Staff', modules: [{ id: 't', type: 'text' }] },
    '/contact-us': { id: 'contact', title: 'Contact', modules: [{ id: 'c', type: 'contact' }] },
  },
  settings: { seoDescription: 'Caring since 1952.' },
  header: { id: 'h' },
  footer: { id: 'f' },
  locations: [],
}

function article(id: number, title: string, publishedAt: string): BlogArticleSummary {
  return { id, slug: `a-${id}`, title, excerpt: `About ${title}`, author: 'Thomas', publishedAt, cover: null }
}
const articles = [article(107, 'Honours & <rites>', '2026-11-09T15:00:00.000Z'), article(101, 'Grief', '2026-10-28T14:00:00.000Z')]
const obituaries = [{ id: 1001, nameSlug: 'harold-brandt', publishedAt: '2026-11-22T13:00:00.000Z' }]

describe('robots.txt', () => {
  it('allows all but the family portal and the playground, and names the sitemap on the request’s origin', () => {
    expect(robotsTxt('https://whitfield.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /family-portal\nDisallow: /studio\nDisallow: /_ui\n\nSitemap: https://whitfield.example/sitemap.xml\n',
    )
  })
})

describe('sitemap', () => {
  it('lists the fixed pages, the site’s pages except first-child redirects, articles and obituaries', () => {
    expect(sitemapEntries(site, articles, obituaries).map((e) => e.path)).toEqual([
      '/',
      '/blog',
      '/obituaries',
      '/terms-of-use',
      '/accessibility',
      '/privacy-policy',
      '/price-list',
      '/about-us/our-staff',
      '/contact-us',
      '/blog/article/107',
      '/blog/article/101',
      '/obituaries/1001/harold-brandt',
    ])
  })

  it('is XML with absolute, escaped locations', () => {
    const xml = sitemapXml('https://whitfield.example', [
      { path: '/a&b' },
      { path: '/blog/article/1', lastmod: '2026-11-09T15:00:00.000Z' },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://whitfield.example/a&amp;b</loc></url>')
    expect(xml).toContain('<lastmod>2026-11-09T15:00:00.000Z</lastmod>')
  })

  it('escapes the XML specials and drops characters XML cannot hold', () => {
    expect(xmlEscape(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  })
})

describe('RSS feed', () => {
  it('is RSS 2.0 with a self link and items with title, link, guid, RFC 822 date and description', () => {
    const xml = rssXml({ origin: 'https://whitfield.example', companyName: 'Whitfield & Sons', description: 'Caring.' }, articles)
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"')
    expect(xml).toContain('<atom:link href="https://whitfield.example/blog/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<title>Whitfield &amp; Sons – Blog</title>')
    expect(xml).toContain('<title>Honours &amp; &lt;rites&gt;</title>')
    expect(xml).toContain('<link>https://whitfield.example/blog/article/107</link>')
    expect(xml).toContain('<guid isPermaLink="true">https://whitfield.example/blog/article/107</guid>')
    expect(xml).toContain('<pubDate>Mon, 09 Nov 2026 15:00:00 GMT</pubDate>')
    expect(xml).toContain('<description>About Grief</description>')
    expect(rfc822('2026-01-02T03:04:05.000Z')).toBe('Fri, 02 Jan 2026 03:04:05 GMT')
  })
})

const page = <T>(content: T[]) => ({ content, page: 0, size: 100, totalElements: content.length, totalPages: 1 })

/** An upstream that knows one host (localhost) and counts its calls. */
function upstream() {
  const calls: string[] = []
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      calls.push(url.pathname + url.search)
      if (request.headers.get('x-host') !== 'localhost')
        return Response.json({ statusCode: 404, statusMessage: 'Not Found' }, { status: 404 })
      if (url.pathname === '/api/web/render-context/approved') return Response.json(site)
      if (url.pathname === '/api/web/blog') return Response.json(page(articles))
      if (url.pathname === '/api/web/obituaries') {
        return Response.json(
          page(
            obituaries.map((o) => ({
              ...o,
              firstName: 'Harold',
              middleName: null,
              lastName: 'Brandt',
              fullName: 'Harold Brandt',
              birthDate: null,
              deathDate: null,
              photo: null,
              location: null,
              excerpt: '',
            })),
          ),
        )
      }
      return Response.json({ statusCode: 404, statusMessage: 'Not Found' }, { status: 404 })
    },
  } as unknown as Fetcher
  const env: WebBindings = { UPSTREAM: fetcher, DEFAULT_TIME_ZONE: 'UTC' }
  return { env, calls }
}

describe('seo routes', () => {
  it('answer each file with its content type, built for the request’s own host', async () => {
    const { env } = upstream()
    const app = seoRoutes({ enabled: false })
    const robots = await app.request('http://localhost/robots.txt', {}, env)
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await robots.text()).toContain('Sitemap: http://localhost/sitemap.xml')

    const sitemap = await app.request('http://localhost/sitemap.xml', {}, env)
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await sitemap.text()
    expect(xml).toContain('<loc>http://localhost/obituaries/1001/harold-brandt</loc>')
    expect(xml).not.toContain('<loc>http://localhost/about-us</loc>')

    const rss = await app.request('http://localhost/blog/rss.xml', {}, env)
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(await rss.text()).toContain('<link>http://localhost/blog/article/107</link>')
  })

  it('answer 404 for an unknown host', async () => {
    const { env } = upstream()
    const app = seoRoutes({ enabled: false })
    for (const path of ['/robots.txt', '/sitemap.xml', '/blog/rss.xml']) {
      const response = await app.request(`http://nobody.localhost${path}`, {}, env)
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
    }
  })

  it('keep an answer in the edge cache per host', async () => {
    const { env, calls } = upstream()
    const cache = new MemoryCache(testClock())
    const app = seoRoutes({ enabled: true, cache: () => cache as unknown as Cache })
    const ctx = executionContext()
    const first = await app.request('http://localhost/sitemap.xml', {}, env, ctx)
    await ctx.settle()
    expect(first.headers.get('x-cache')).toBe('MISS')
    const callsAfterFirst = calls.length
    const second = await app.request('http://localhost/sitemap.xml?x=1', {}, env, ctx)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.text()).toBe(await first.text())
    expect(calls.length).toBe(callsAfterFirst)
    const other = await app.request('http://nobody.localhost/sitemap.xml', {}, env, ctx)
    expect(other.status).toBe(404)
  })
})
