import type { ContextKind, Page } from '#contract/website.ts'
import type { ImageTransforms } from '#core/ssr-context.ts'
import { ERROR_PAGE_TEXT } from '#src/lib/error-page.ts'
import { documentTitle, homeTitle, pageDescription, seoHead, type Head } from '#src/lib/seo.ts'
import type { SiteShell } from '#src/features/site/index.ts'
import { ownDescription } from './layout.ts'
import { lcpLinkHeader, pageLcpImage } from './lcp.ts'

/** What a route's loader returns for its head: where the page is, as the request saw it. */
export type PageLocation = { origin: string; path: string; previewing: boolean }

/** The company's logo as the sharing image of pages that have none of their own. */
function logoImage(site: SiteShell) {
  return site.company.logoUrl ? { url: site.company.logoUrl, alt: site.company.name } : null
}

/** Head tags of a content page ('<title> | <company>'), or of home (the SEO title, else the company). */
export function contentPageHead(site: SiteShell, page: Page, where: PageLocation): Head {
  const isHome = where.path === '/'
  return seoHead({
    ...where,
    siteName: site.company.name,
    title: isHome ? homeTitle(site.settings, site.company.name) : documentTitle(page.title, site.company.name),
    description: pageDescription(ownDescription(page), site.settings),
    image: logoImage(site),
  })
}

/**
 * Response headers of a content page: a `Link` preload of its largest paint, when that is a
 * picture (lcp.ts), drawn with `transforms` as the page's `<img>` is. The HTML needs none: React
 * writes a preload into the head for an `<img>` with high fetch priority (the first module's) by itself.
 */
export function contentPageHeaders(page: Page | undefined, transforms: ImageTransforms): Record<string, string> | undefined {
  const lcp = page ? pageLcpImage(page, transforms) : undefined
  return lcp ? { Link: lcpLinkHeader(lcp) } : undefined
}

/** Head tags of a fixed page of ours (blog, legal pages) titled `title`. */
export function fixedPageHead(site: SiteShell, title: string, where: PageLocation, description?: string): Head {
  return seoHead({
    ...where,
    siteName: site.company.name,
    title: documentTitle(title, site.company.name),
    description: pageDescription(description, site.settings),
    image: logoImage(site),
  })
}

/** The site's shell the root loaded, from a match's context (a route's `head()`; undefined when the root failed). */
export function contextSite(context: { site?: SiteShell }): SiteShell | undefined {
  return context.site
}

/**
 * For a loader: where this page is, for its canonical URL and preview rules. The origin is the
 * root's (the request's own URL on the server; a forwarded-host header is never trusted).
 */
export function pageLocation(context: { contextKind: ContextKind; origin: string }, path: string): PageLocation {
  return { origin: context.origin, path, previewing: context.contextKind === 'draft' }
}

/** Head of a route that answered `notFound()`: the error page's title (spec §2), never indexed. */
export function notFoundHead(): Head {
  return { meta: [{ title: ERROR_PAGE_TEXT.notFoundTitle }, { name: 'robots', content: 'noindex' }], links: [] }
}
