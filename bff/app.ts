import { Hono } from 'hono'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { requestBodyLimit } from '#core/body-limit.ts'
import { authRoutes } from './auth-routes.ts'
import { buildInfo } from './build-info.ts'
import { IsolateMemo } from './cache/isolate-memo.ts'
import { edgeCache } from './cache/middleware.ts'
import { publicAnswers } from './cache/public-answers.ts'
import { purgeOnObituaryChange, purgeOnPublish } from './cache/purge.ts'
import { sameOriginOnly } from './csrf.ts'
import { anonymousImageSources } from './image-sources.ts'
import type { BffEnv } from './env.ts'
import { onError } from './errors.ts'
import { requestLog } from './log.ts'
import { proxy } from './proxy.ts'
import { REDIRECTS_PATH, pageRedirects, redirectLookup, type RedirectLookupOptions } from './redirects.ts'
import { secureHeaders } from './secure-headers.ts'
import { portalPageHeaders } from './portal-pages.ts'
import { previewPageHeaders } from './preview-pages.ts'
import { seoRoutes } from './seo.ts'
import { ssrContext, type RenderPage } from './ssr-context.ts'

export type BffOptions = {
  /** Renders every non-API request (TanStack Start's handler in production) with its SSR context. */
  renderPage: RenderPage
}

/**
 * The web Worker's fetch entry: the BFF owns /api/*, Start renders the rest.
 *
 * Hono runs middleware and routes in the order they are registered; the order below is the
 * order a request meets them.
 */
export function createBff({ renderPage }: BffOptions) {
  const app = new Hono<BffEnv>()

  // 1. Request logging, outermost, so it times and sees every answer, errors included (log.ts).
  app.use('*', requestLog())
  // 2. Secure headers (CSP with a per-request nonce for SSR scripts, HSTS, frame-ancestors for
  //    the editor …) on every answer, pages and API alike (secure-headers.ts).
  app.use('*', secureHeaders())
  //    A preview (the draft, or the approved site a refused one shows) is private and never
  //    indexed, whatever answers it (preview-pages.ts, decision 037).
  app.use('*', previewPageHeaders())

  // 3. CSRF: unsafe methods need a same-origin Origin (csrf.ts), checked before any handler
  //    can change state; a refusal is a 403 envelope. On every path, not only /api: Start's
  //    server functions are POSTs to page paths, and SSR sends the session's bearer upstream.
  app.use('*', sameOriginOnly())
  //    Then the body limit (decision 021): 64 KB of JSON, an upload its kind's limit; a declared
  //    Content-Length over it is a 413 before a byte is read (and the length goes on upstream).
  app.use('*', requestBodyLimit())

  //    Cloudflare Images' fetches of a file to resize come without the visitor's session, so a
  //    family's private file is never resized and cached at the edge (image-sources.ts).
  app.use('/api/media/*', anonymousImageSources())

  // 4. Sessions: /api/auth/* is the BFF's own (sign-in, session, sign-out, refresh, sign-up;
  //    session.ts keeps the tokens in httpOnly cookies). Never proxied.
  app.route('/', authRoutes)
  //    Which build is deployed (build-info.ts): pages compare it with their own to offer a reload.
  app.route('/', buildInfo)

  // 5. The per-navigation redirect lookup, answered from the host's cached redirect list
  //    (redirects.ts; before the cache, which it reads itself), then the edge cache for
  //    anonymous GETs of cacheable API calls and public pages (cache/: it wraps the proxy
  //    and SSR below, and serves stale when they fail). Publishing, and a change to an
  //    obituary or its memories, purges the host.
  //    Both read the host's list through one per-isolate copy (redirects.ts `redirectList`).
  const redirects: RedirectLookupOptions = { memo: new IsolateMemo() }
  app.get(REDIRECTS_PATH, redirectLookup(redirects))
  // Full page loads are redirected by path before anything renders (301/302, redirects.ts).
  app.use('*', pageRedirects(redirects))
  // robots.txt, sitemap.xml and the blog's RSS per host, edge-cached by themselves (seo.ts).
  app.route('/', seoRoutes())
  app.use('*', edgeCache({ renderPage }))
  app.use(APPROVE_RENDER_CONTEXT_PATH, purgeOnPublish())
  // A memory posted, or a family's change to its obituary (text, photos, wall moderation), purges
  // the host's pages so the obituary's edge-cached HTML shows it at once (issue 9).
  app.use('/api/*', purgeOnObituaryChange())

  // 6. The proxy: every other /api/* call to the upstream, any method, with the bearer from
  //    the session cookie; the upstream's own auth paths answer 404 (proxy.ts).
  app.all('/api/*', proxy)

  // 7. Everything else is a page: TanStack Start renders it, the approved render context taken
  //    from the edge cache when it holds it fresh (cache/public-answers.ts). Family-portal pages
  //    are private and never indexed (portal-pages.ts).
  app.use('*', portalPageHeaders())
  const publicAnswer = publicAnswers()
  app.all('*', (c) => renderPage(c.req.raw, ssrContext(c.env, c.req.raw, { publicAnswer: publicAnswer(c) })))

  // Every error thrown above (ApiError, HTTPException, anything else) is answered here, once (errors.ts).
  app.onError(onError)
  return app
}
