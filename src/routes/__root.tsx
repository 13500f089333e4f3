/// <reference types="vite/client" />
// First, so the site's base styles come before every component's and the utilities, in the one
// stylesheet a page links (issue 15 point 5: no render-blocking request beyond one stylesheet).
import '../styles/app.css'
import { HeadContent, Outlet, Scripts, createRootRoute, useLocation, useMatch } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, type CSSProperties, type ReactNode } from 'react'
import { ImageTransformsContext, readImageTransforms, rememberImageTransforms, transformsOnPage } from '../features/media/transforms.ts'
import { EDITOR_ORIGIN_META, readEditorOrigin } from '../features/site/editor-origin.ts'
import { followClientRedirect, loadRedirectList, markInitialLoadDone } from '../features/site/redirects.ts'
import { loadShownSite, rememberSiteShell } from '../features/site/render-context.ts'
import { lookUpCrawler, requestIsCrawler, requestOrigin } from '../features/site/request-info.ts'
import { SiteFooter } from '../features/site/SiteFooter.tsx'
import { SiteHeader } from '../features/site/SiteHeader.tsx'
import { useSite } from '../features/site/use-site.ts'
import { rootErrorHandling } from '../lib/bots.ts'
import { designVariables } from '../lib/design.ts'
import { errorPageContent, errorStatus } from '../lib/error-page.ts'
import { fontPreloads } from '../lib/font-files.ts'
import { fontPairOf } from '../lib/fonts.ts'
import { isFamilyPortalPath, siteNavigation } from '../lib/navigation.ts'
import { previewingOf } from '../lib/preview.ts'
import { fetchRedirectsAtStartup } from '../lib/redirects.ts'
import { funeralHomeJsonLd, jsonLdText } from '../lib/structured-data.ts'
import { DEFAULT_ICON, ErrorPage } from '../ui/ErrorPage.tsx'
import { usePreviewing } from '../ui/SiteLink.tsx'
// Before the utilities, where the toaster's own import put them before it loaded on demand.
import '../styles/toasts.css'
import 'virtual:uno.css'
// The public features' own styles join the same stylesheet, after the utilities as before: one
// cached request serves every public page, forms and obituaries included.
import '../styles/fields.css'
import '../features/obituaries/obituaries.css'
import '../features/planning/planning.css'
import '../features/price-list/price-list.css'

/** `previewToken`: a preview link's (decision 037), kept only beside `preview=true` and only when it looks like one. */
type RootSearch = { preview?: true; previewToken?: string }

const PREVIEW_TOKEN_SHAPE = /^[\w-]{1,400}\.[\w-]{1,100}$/

function rootSearch(search: Record<string, unknown>): RootSearch {
  if (search.preview !== true && search.preview !== 'true') return {}
  const token = search.previewToken
  return typeof token === 'string' && PREVIEW_TOKEN_SHAPE.test(token) ? { preview: true, previewToken: token } : { preview: true }
}

/** Out of the entry: no page shows a toast before the visitor has done something (issue 15). */
const Toaster = lazy(() => import('../ui/toast/Toaster.tsx').then((m) => ({ default: m.Toaster })))

/** Answers a browser or the edge cache must not keep: the draft, a root error (the crawler's bare document or a person's error page). */
const NO_STORE = { 'Cache-Control': 'private, no-store' }

export const Route = createRootRoute({
  validateSearch: rootSearch,
  beforeLoad: async ({ search, location, preload }) => {
    try {
      // The shell every page carries, read once per request: what this returns is the router's
      // context, which Start sends with the page (the browser does not run this again to
      // hydrate). Children read it with useSite() or `context.site`.
      // In preview, the draft only when the upstream grants it (staff, or a valid preview link);
      // else the approved site, as if no preview had been asked for (decision 037).
      const requested = search.preview ? (search.previewToken ?? true) : false
      const [origin, shown] = await Promise.all([requestOrigin(), loadShownSite(requested)])
      const { contextKind, site, previewToken } = shown
      // How public photos are sized (decision 024): the server's setting, sent with the page.
      const imageTransforms = readImageTransforms()
      // Spec §2: every navigation asks for a redirect by path (client-side ones here; the BFF
      // answers full page loads before SSR).
      await followClientRedirect({ path: location.pathname, previewing: previewingOf(shown), preload })
      return { contextKind, origin, site, imageTransforms, ...(previewToken ? { previewToken } : {}) }
    } catch (error) {
      // Who is asking matters only to an error reaching the root (src/lib/bots.ts), so it is
      // looked up only then. The edge cache keys pages by host, path and query, never by
      // User-Agent (decision 011): a page that renders fine must therefore hold nothing that
      // depends on it, and the crawler flag is baked only into root error answers, which are
      // never stored (`headers` below: no-store for people and crawlers alike).
      await lookUpCrawler()
      throw error
    }
  },
  head: ({ match, matches }) => {
    const { contextKind, origin, site } = match.context
    // A preview asked for is never indexed, the approved site a refused one shows included.
    const previewing = contextKind === 'draft' || !!match.search.preview
    // The root match's own pathname is always '/': the page is the deepest match's.
    const publicPage = !isFamilyPortalPath(matches.at(-1)?.pathname ?? match.pathname)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        // Spec §2/§4: the draft is never indexed.
        ...(previewing ? [{ name: 'robots', content: 'noindex' }, ...editorOriginMeta()] : []),
        ...(site
          ? [
              { title: site.settings.seoTitle ?? site.company.name },
              ...(site.settings.seoDescription ? [{ name: 'description', content: site.settings.seoDescription }] : []),
            ]
          : []),
      ],
      links: [
        ...(site ? fontPreloads(fontPairOf(site.design)) : []),
        ...(site ? [{ rel: 'icon', href: site.company.logoUrl ?? DEFAULT_ICON }] : []),
        ...(site ? [{ rel: 'alternate', type: 'application/rss+xml', title: `${site.company.name} blog`, href: '/blog/rss.xml' }] : []),
      ],
      // The funeral home as schema.org data on public pages (an inert data block: the nonce
      // Start adds to head scripts keeps even strict CSPs quiet about it).
      scripts:
        site && origin && publicPage && !previewing
          ? [{ type: 'application/ld+json', children: jsonLdText(funeralHomeJsonLd({ site, origin })) }]
          : [],
    }
  },
  headers: ({ match }) => {
    if (match.context.contextKind === 'draft' || match.search.preview) return { ...NO_STORE, 'X-Robots-Tag': 'noindex' }
    // A root error's document depends on the User-Agent (a crawler's is bare): never stored, so
    // the edge cache cannot hand one visitor's kind of answer to the other.
    if (match.status === 'error') return NO_STORE
    return undefined
  },
  shellComponent: RootDocument,
  component: SiteLayout,
  errorComponent: RootError,
  notFoundComponent: RootNotFound,
})

/** A preview names the editor allowed to drive it besides the site itself (decision 036). */
function editorOriginMeta() {
  const origin = readEditorOrigin()
  return origin ? [{ name: EDITOR_ORIGIN_META, content: origin }] : []
}

/** The site's favicon for the error page: its logo when set, else the default icon (spec §2). */
function useSiteIcon(): string {
  const match = useMatch({ from: '__root__', shouldThrow: false })
  return match?.context.site?.company.logoUrl ?? DEFAULT_ICON
}

/** An unknown page (spec §8 'Page not found'): the error page inside the site's chrome (its head names the favicon), a real 404 on SSR. */
function RootNotFound() {
  return <ErrorPage error={{ isNotFound: true }} />
}

/**
 * After the server-rendered page is live: loads from now on are navigations, which reuse the shell
 * and settings the page came with; the redirect list is fetched once.
 */
function useBrowserStartup() {
  const previewing = usePreviewing()
  const root = useMatch({ from: '__root__', shouldThrow: false })
  useEffect(() => {
    markInitialLoadDone()
    const { contextKind, site, imageTransforms } = root?.context ?? {}
    if (contextKind && site) rememberSiteShell(contextKind, site)
    if (imageTransforms) rememberImageTransforms(imageTransforms)
    // A tab left open across a deploy reloads itself once when a code file it asks for is gone
    // (issue 17); its code comes after the page is live, so it costs a first load nothing.
    void import('../lib/stale-client.ts').then((m) => m.reloadWhenStale())
    if (fetchRedirectsAtStartup(previewing)) {
      // A failed fetch is not kept: a later call asks again.
      loadRedirectList().catch(() => {})
    }
    // Once per document: preview does not change without a full page load (SiteLink).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

function RootDocument({ children }: { children: ReactNode }) {
  useBrowserStartup()
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function SiteLayout() {
  const contextKind = Route.useRouteContext({ select: (c) => c.contextKind })
  const path = useLocation({ select: (l) => l.pathname })
  const site = useSite()
  const familyPortal = isFamilyPortalPath(path)
  const imageTransforms = Route.useRouteContext({ select: (c) => c.imageTransforms })
  return (
    <div
      className="site"
      style={designVariables(site.design) as CSSProperties}
      data-context={contextKind}
      data-family-portal={familyPortal ? 'true' : undefined}
    >
      <SiteHeader company={site.company} navigation={siteNavigation(site.navigation)} familyPortal={familyPortal} />
      <ImageTransformsContext value={transformsOnPage(imageTransforms, { path, previewing: contextKind === 'draft' })}>
        <Outlet />
      </ImageTransformsContext>
      <SiteFooter company={site.company} footer={site.footer} locations={site.locations} />
      {/* Its live regions are in the server's HTML; its code hydrates them when it arrives (toasts come only after an action). */}
      <Suspense>
        <Toaster />
      </Suspense>
    </div>
  )
}

/** A crawler's root error as a log line (its code comes only then: it is not in a page's entry). */
function logForCrawler(error: unknown, path: string, statusCode: number | undefined) {
  void import('../lib/crawler-error-log.ts').then(({ crawlerErrorLog }) => console.error(crawlerErrorLog(error, path, statusCode)))
}

/**
 * Errors that reach the root (unknown host, upstream down) replace the whole app with the
 * error page, except for crawlers: they get a log line and a bare noindex document, with the
 * same real HTTP status (src/lib/bots.ts `rootErrorHandling` says why).
 */
function RootError({ error, reset }: ErrorComponentProps) {
  const path = useLocation({ select: (l) => l.pathname })
  const iconHref = useSiteIcon()
  const handling = rootErrorHandling(requestIsCrawler())
  const statusCode = errorStatus(error).statusCode

  useEffect(() => {
    if (handling === 'log-only') logForCrawler(error, path, statusCode)
  }, [handling, error, path, statusCode])

  if (handling === 'log-only') {
    // Logged once on the server here too: effects do not run during SSR.
    if (typeof window === 'undefined') logForCrawler(error, path, statusCode)
    return (
      <main id="main" className="site site--crawler-error" data-status={statusCode}>
        <title>{errorPageContent(error).title}</title>
        <meta name="robots" content="noindex" />
      </main>
    )
  }

  return (
    <div className="site site--error">
      <ErrorPage error={error} reset={reset} iconHref={iconHref} />
    </div>
  )
}
