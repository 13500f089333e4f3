import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { PREVIEW_TOKEN_PARAM } from '#contract/preview-constants.ts'
import { RedirectListSchema, RedirectsQuerySchema, type Redirect } from '#contract/redirects.ts'
import { hasUnsafeCharacter } from '#core/site-paths.ts'
import { cachedUpstreamValue } from '#bff/cache/cached-upstream.ts'
import type { EdgeCacheOptions } from '#bff/cache/config.ts'
import { CACHE_STATUS_HEADER } from '#bff/cache/entry.ts'
import { IsolateMemo } from '#bff/cache/isolate-memo.ts'
import type { WebBindings } from './env.ts'
import { asksForPreview } from './preview-pages.ts'

export const REDIRECTS_PATH = '/api/web/redirects'

/** Only for checking that a relative target stays on the site it is resolved against. */
const PROBE_ORIGIN = 'https://site.invalid'

/**
 * A redirect target that is safe to hand to a browser, or null to drop the redirect.
 * - A site path must start with exactly one `/` (not `//host` nor `/\host`, which browsers read
 *   as another host) and hold no backslash, whitespace or control character (URL parsing strips
 *   tabs and newlines, so `/\t/evil.example` would become `//evil.example`).
 * - Anything else must be a well-formed absolute http(s) URL without credentials; it leaves the
 *   site on purpose and is returned normalised (`new URL().href`).
 * Everything else (`javascript:`, `\\evil`, `https:/\evil`, `evil.example`) is dropped.
 */
export function redirectTarget(to: string): string | null {
  if (hasUnsafeCharacter(to)) return null
  if (/^\/(?![/\\])/.test(to)) return new URL(to, PROBE_ORIGIN).origin === PROBE_ORIGIN ? to : null
  if (!/^https?:\/\/[^/]/i.test(to)) return null
  try {
    const url = new URL(to)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null
    if (url.username || url.password) return null
    return url.href
  } catch {
    return null
  }
}

/** The redirects of `list` that apply to `path` (all when none), with unsafe targets dropped. */
export function matchRedirects(list: readonly Redirect[], path: string | undefined): Redirect[] {
  return list.flatMap((redirect) => {
    if (path !== undefined && redirect.from !== path) return []
    const to = redirectTarget(redirect.to)
    return to ? [{ ...redirect, to }] : []
  })
}

export type RedirectLookupOptions = {
  cache?: EdgeCacheOptions
  /** The parsed lists this isolate keeps (bff/app.ts shares one between the lookup and page redirects). */
  memo?: IsolateMemo<Redirect[]>
}

/** The list of a cached answer, or undefined (logged) when it does not match the contract. */
async function readRedirectList(response: Response): Promise<Redirect[] | undefined> {
  const list = RedirectListSchema.safeParse(await response.json().catch(() => null))
  if (list.success) return list.data.content
  console.error('bff: the upstream redirect list does not match the contract', list.error.issues.slice(0, 3))
  return undefined
}

/**
 * The host's full redirect list through the edge cache (`GET /api/web/redirects` upstream,
 * without `path`), parsed once per isolate while the cached list is fresh under the host's
 * current version (cache/isolate-memo.ts): every page request reads it, so a page costs no
 * second Cache API read or parse; a publish or purge moves the version on and it is read again.
 */
function redirectList(options: RedirectLookupOptions) {
  const memo = options.memo ?? new IsolateMemo<Redirect[]>()
  return (c: Context) => cachedUpstreamValue(c, REDIRECTS_PATH, memo, readRedirectList, options.cache)
}

/**
 * `GET /api/web/redirects[?path=/x]` answered by the BFF from the host's full redirect list
 * (`redirectList`): a lookup per navigation costs no upstream call while the list is cached.
 * The list is public and fetched without the visitor's credentials, so it is shared whoever asks.
 * Matching is exact, as upstream. x-cache tells where the list came from (HIT from this isolate's
 * copy too). A `path` the contract refuses goes on to the proxy (the upstream's 422); an upstream
 * error is passed through as it came.
 */
export function redirectLookup(options: RedirectLookupOptions = {}): MiddlewareHandler<{ Bindings: WebBindings }> {
  const listOf = redirectList(options)
  return async function redirectLookupMiddleware(c, next) {
    if (c.req.method !== 'GET' || new URL(c.req.url).pathname !== REDIRECTS_PATH) return next()
    const path = c.req.query('path')
    if (path !== undefined && !RedirectsQuerySchema.safeParse({ path }).success) return next()

    const list = await listOf(c)
    if (list.kind === 'error') {
      const passed = new Response(list.response.body, list.response)
      passed.headers.set(CACHE_STATUS_HEADER, list.status)
      return passed
    }
    if (list.kind === 'unreadable') {
      c.header(CACHE_STATUS_HEADER, list.status)
      throw new ApiError(502)
    }
    return c.json({ content: matchRedirects(list.value, path) }, 200, { [CACHE_STATUS_HEADER]: list.status })
  }
}

/** Paths a page redirect never applies to: the api, Start's internals, files (a dot in the last segment). */
function isPagePath(pathname: string): boolean {
  if (pathname.startsWith('/api/') || pathname.startsWith('/_')) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !last.includes('.')
}

/**
 * Spec §2: a full page load (the first navigation, a shared link, a bookmark) is looked up by
 * path before anything renders. A match answers 301 (permanent) or 302 with Location: a site
 * path (keeping `preview=true` while previewing) or an absolute URL that leaves the site. The
 * list comes from the same edge-cached copy the lookup call uses, so a page costs no extra
 * upstream call; when the list cannot be had, the page renders as if there were no redirect.
 * Client-side navigations ask `/api/web/redirects?path=` themselves (src/features/site/redirects.ts).
 */
export function pageRedirects(options: RedirectLookupOptions = {}): MiddlewareHandler<{ Bindings: WebBindings }> {
  const listOf = redirectList(options)
  return async function pageRedirectsMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const url = new URL(c.req.url)
    if (!isPagePath(url.pathname)) return next()
    let list: Redirect[] = []
    try {
      const read = await listOf(c)
      if (read.kind === 'error') {
        await read.response.body?.cancel()
        return next()
      }
      if (read.kind === 'value') list = read.value
    } catch (error) {
      console.error('bff: page redirect lookup failed, rendering the page', error)
      return next()
    }
    const [match] = matchRedirects(list, url.pathname)
    if (!match) return next()
    let location = match.to
    const previewing = url.searchParams.get('preview') === 'true'
    if (location.startsWith('/') && previewing) {
      // The preview goes on at the target, a preview link's token with it (decision 037).
      const target = new URL(location, url.origin)
      target.searchParams.set('preview', 'true')
      const token = url.searchParams.get(PREVIEW_TOKEN_PARAM)
      if (token) target.searchParams.set(PREVIEW_TOKEN_PARAM, token)
      location = target.pathname + target.search + target.hash
    }
    // A preview's redirect may carry a link's token: no cache keeps it (preview-pages.ts marks it too).
    const cacheControl = asksForPreview(url) ? 'private, no-store' : 'public, max-age=300'
    return c.body(null, match.permanent ? 301 : 302, { Location: location, 'Cache-Control': cacheControl })
  }
}
