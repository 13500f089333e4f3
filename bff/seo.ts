import { Hono, type Context } from 'hono'
import { BLOG_PATHS, BlogArticlePageSchema, type BlogArticleSummary } from '#contract/blog.ts'
import { ApiError, statusMessageFor } from '#contract/errors.ts'
import { OBITUARY_PATHS, ObituaryPageSchema, type ObituarySummary } from '#contract/obituaries.ts'
import { MAX_PAGE_SIZE } from '#contract/paging.ts'
import { WebsiteContextSchema, type WebsiteContext } from '#contract/website.ts'
import { resolvePage } from '#core/pages.ts'
import { storeOf, type EdgeCacheOptions } from '#bff/cache/config.ts'
import { serveCached } from '#bff/cache/store.ts'
import type { WebBindings } from './env.ts'
import { upstreamClient } from './upstream.ts'

/**
 * The search-engine files of each host (issue 7 §6): `/robots.txt`, `/sitemap.xml` and the blog's
 * RSS feed `/blog/rss.xml`. The host is the request's own (the upstream resolves the company
 * from it, as for pages); an unknown host is a 404. Every upstream call goes without the
 * visitor's credentials, so an answer is the same for everyone and is kept in the edge cache
 * like a page (under the host's version: a publish purges it).
 */

export const SEO_PATHS = { robots: '/robots.txt', sitemap: '/sitemap.xml', rss: '/blog/rss.xml' } as const

/** The legal pages and lists every site has (spec §2) and its price list (issue 18 point 10), besides its own pages. */
export const FIXED_SITE_PATHS = ['/', '/blog', '/obituaries', '/terms-of-use', '/accessibility', '/privacy-policy', '/price-list'] as const

/** Paths crawlers are asked to leave alone: the family portal is private, /_ui a dev playground. */
export const DISALLOWED_PATHS = ['/family-portal', '/studio', '/_ui'] as const

/** How many articles the feed carries. */
export const RSS_ITEMS = 20

/** Upper bound of list pages read for the sitemap (100 each): a runaway upstream cannot hold us. */
const MAX_LIST_PAGES = 50

const CONTENT_TYPES = {
  robots: 'text/plain; charset=utf-8',
  sitemap: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
}

// ---------------------------------------------------------------------------------------------
// Pure builders

/** Text for XML content and attribute values: the five predefined entities, control characters dropped. */
export function xmlEscape(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
  )
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SEO_PATHS.sitemap}`,
    '',
  ].join('\n')
}

export type SitemapEntry = { path: string; lastmod?: string }

/** The site's paths for the sitemap: its pages (less those that only redirect to a first child), the fixed pages, articles and obituaries. */
export function sitemapEntries(
  site: Pick<WebsiteContext, 'pages' | 'navigation'>,
  articles: readonly Pick<BlogArticleSummary, 'id' | 'publishedAt'>[],
  obituaries: readonly Pick<ObituarySummary, 'id' | 'nameSlug' | 'publishedAt'>[],
): SitemapEntry[] {
  const seen = new Set<string>()
  const entries: SitemapEntry[] = []
  const add = (entry: SitemapEntry) => {
    if (seen.has(entry.path)) return
    seen.add(entry.path)
    entries.push(entry)
  }
  for (const path of FIXED_SITE_PATHS) add({ path })
  for (const path of Object.keys(site.pages)) {
    // Only what the catch-all renders as a page: not a module-less page that sends visitors on.
    const resolution = resolvePage(path, site)
    if (resolution.kind === 'page') add({ path: resolution.path })
  }
  for (const article of articles) add({ path: `/blog/article/${article.id}`, lastmod: article.publishedAt })
  for (const obituary of obituaries) {
    add({ path: `/obituaries/${obituary.id}/${encodeURIComponent(obituary.nameSlug)}`, lastmod: obituary.publishedAt })
  }
  return entries
}

/** A path of the site as an absolute URL, each segment percent-encoded as needed (already encoded ones stay). */
function absolute(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : ''
    return `  <url><loc>${xmlEscape(absolute(origin, entry.path))}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** RFC 822 date (as RSS 2.0 wants), e.g. `Mon, 23 Nov 2026 06:45:18 GMT`. */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString()
}

export type RssChannel = { origin: string; companyName: string; description?: string }

export function rssXml(channel: RssChannel, articles: readonly BlogArticleSummary[]): string {
  const blogUrl = absolute(channel.origin, '/blog')
  const items = articles.map((article) => {
    const link = absolute(channel.origin, `/blog/article/${article.id}`)
    return [
      '    <item>',
      `      <title>${xmlEscape(article.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${rfc822(article.publishedAt)}</pubDate>`,
      `      <description>${xmlEscape(article.excerpt)}</description>`,
      ...(article.author ? [`      <dc:creator>${xmlEscape(article.author)}</dc:creator>`] : []),
      '    </item>',
    ].join('\n')
  })
  const newest = articles[0]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(`${channel.companyName} – Blog`)}</title>`,
    `    <link>${xmlEscape(blogUrl)}</link>`,
    `    <description>${xmlEscape(channel.description || `News and articles from ${channel.companyName}`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xmlEscape(absolute(channel.origin, SEO_PATHS.rss))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.publishedAt)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------
// Routes

/** The page cache's switch (off under `vite dev`: edits show at once), cache and clock, and a TTL of their own. */
export type SeoRoutesOptions = Pick<EdgeCacheOptions, 'enabled' | 'cache' | 'now'> & {
  /** Seconds an answer stays cached; a publish makes it unreachable sooner (host version). */
  ttl?: number
}

type SeoContext = Context<{ Bindings: WebBindings }>

/** Serves `produce()` through the edge cache: 200s only, `ttl` seconds, keyed by path (the query is ignored). */
async function edgeCached(c: SeoContext, options: SeoRoutesOptions, produce: () => Promise<Response>): Promise<Response> {
  const url = new URL(c.req.url)
  const ttl = options.ttl ?? 300
  const { response } = await serveCached(c, {
    store: storeOf(options),
    key: { url: new URL(url.pathname, url), scope: 'seo' },
    produce,
    // 200s only and only while fresh, as these files have always been cached: no stale copies.
    policy: { freshness: (answer) => (answer.status === 200 ? { ttl, swr: 0 } : null), staleIfError: 0 },
  })
  return response
}

function plain(status: 404 | 500 | 502): Response {
  return new Response(`${status} ${statusMessageFor(status)}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** An upstream failure as our own answer: 404 stays 404 (unknown host), the rest is a 502. */
function failure(error: unknown): Response {
  if (error instanceof ApiError && error.statusCode === 404) return plain(404)
  console.error('bff: seo file failed', error)
  return plain(error instanceof ApiError ? 502 : 500)
}

function ok(body: string, contentType: string): Response {
  // Browsers and crawlers may keep it a little; the edge keeps it per host (edgeCached).
  return new Response(body, { status: 200, headers: { 'content-type': contentType, 'cache-control': 'public, max-age=300' } })
}

/** Every page of a paged list, `MAX_PAGE_SIZE` at a time, up to `MAX_LIST_PAGES` pages. */
async function allPages<T>(load: (page: number) => Promise<{ content: T[]; totalPages: number }>): Promise<T[]> {
  const items: T[] = []
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    // One page after the other: the next is asked for only when the last said there is more.
    // oxlint-disable-next-line no-await-in-loop
    const answer = await load(page)
    items.push(...answer.content)
    if (page + 1 >= answer.totalPages || answer.content.length === 0) break
  }
  return items
}

/** Anonymous, whatever cookie came along: these files are the same for everyone. */
const upstream = (c: SeoContext) => upstreamClient(c.env, c.req.raw)
const origin = (c: SeoContext) => new URL(c.req.url).origin
const approved = (c: SeoContext) => upstream(c).json('/api/web/render-context/approved', WebsiteContextSchema)

export function seoRoutes(options: SeoRoutesOptions = {}) {
  const app = new Hono<{ Bindings: WebBindings }>()

  app.get(SEO_PATHS.robots, (c) =>
    edgeCached(c, options, async () => {
      try {
        // Only a host that is a site has a robots.txt.
        await approved(c)
      } catch (error) {
        return failure(error)
      }
      return ok(robotsTxt(origin(c)), CONTENT_TYPES.robots)
    }),
  )

  app.get(SEO_PATHS.sitemap, (c) =>
    edgeCached(c, options, async () => {
      try {
        const client = upstream(c)
        const [site, articles, obituaries] = await Promise.all([
          approved(c),
          allPages((page) => client.json(`${BLOG_PATHS.list}?page=${page}&size=${MAX_PAGE_SIZE}`, BlogArticlePageSchema)),
          allPages((page) => client.json(`${OBITUARY_PATHS.search}?page=${page}&size=${MAX_PAGE_SIZE}`, ObituaryPageSchema)),
        ])
        return ok(sitemapXml(origin(c), sitemapEntries(site, articles, obituaries)), CONTENT_TYPES.sitemap)
      } catch (error) {
        return failure(error)
      }
    }),
  )

  app.get(SEO_PATHS.rss, (c) =>
    edgeCached(c, options, async () => {
      try {
        const [site, latest] = await Promise.all([
          approved(c),
          upstream(c).json(`${BLOG_PATHS.list}?page=0&size=${RSS_ITEMS}`, BlogArticlePageSchema),
        ])
        const channel = { origin: origin(c), companyName: site.company.name, description: site.settings.seoDescription }
        return ok(rssXml(channel, latest.content.slice(0, RSS_ITEMS)), CONTENT_TYPES.rss)
      } catch (error) {
        return failure(error)
      }
    }),
  )
  return app
}
