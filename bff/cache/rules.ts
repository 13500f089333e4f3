import { asksForPreview } from '#bff/preview-pages.ts'
import { hasSessionCookie } from '#bff/session.ts'
import type { Freshness } from './entry.ts'
import type { CachePolicy } from './store.ts'

/**
 * What the edge cache may hold and for how long (decision 011): per host, the approved render
 * context, the redirect list and the HTML of public pages for anonymous visitors; never
 * anything tied to a visitor.
 */

/** Upstream GETs whose answers are the same for every visitor of a host (and sent without a token). */
export const CACHED_API_PATHS: readonly string[] = ['/api/web/render-context/approved', '/api/web/redirects']

/**
 * The public reads a page renders from besides those: obituaries (the search and every widget's
 * list, an obituary, its photos, memories and video), the blog and the price list, by path, with
 * any query. The same for every anonymous visitor of a host, and moved on by the same purges as
 * the pages they make (a publish, an obituary's or a memory's change), so SSR takes them through
 * the edge cache too (ssr-context.ts): an uncached page of the same data costs no upstream call
 * (issue 15 point 6). Browsers' own calls of them stay uncached (`cacheRule`). Never the shop: an
 * order is read with its private token.
 */
const SHARED_PAGE_READS = /^\/api\/web\/(obituaries(\/\d+(\/(photos|memories|memorial-video))?)?|blog(\/articles\/\d+)?|price-list)$/

/** Whether SSR may take the anonymous answer of `pathAndQuery` from the edge cache, shared by every visitor of the host. */
export function sharedPublicRead(pathAndQuery: string): boolean {
  const path = pathAndQuery.split('?', 1)[0] ?? ''
  return CACHED_API_PATHS.includes(pathAndQuery) || SHARED_PAGE_READS.test(path)
}

export type CacheTtls = {
  api: Freshness
  page: Freshness
  /** A 404 (unknown host or page), API or page: briefly, without stale-while-revalidate. */
  notFound: Freshness
  /** How long a 200 stays stored to stand in while the upstream fails (stale-if-error). */
  retain: number
}

export const DEFAULT_TTLS: CacheTtls = {
  api: { ttl: 60, swr: 300 },
  page: { ttl: 60, swr: 300 },
  notFound: { ttl: 15, swr: 0 },
  retain: 86_400,
}

export type CacheKind = 'api' | 'page'
export type CacheRule = { kind: CacheKind } | { kind: 'bypass'; reason: string }

/** The path as the router will see it: percent-decoded, lower case, repeated slashes folded. */
function routePath(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // Malformed escapes: compare the raw path.
  }
  return decoded.toLowerCase().replace(/[/\\]+/g, '/')
}

/** Compared with the decoded, lower-case path: `/Family-Portal`, `/%66amily-portal` and `//family-portal` too. */
const NEVER_CACHED_PREFIXES = ['/family-portal', '/studio', '/_ui', '/_serverfn', '/api/auth/']

/** What the cache may do with a request: store and serve an API answer or a page, or stay out. */
export function cacheRule(request: Request): CacheRule {
  if (request.method !== 'GET') return { kind: 'bypass', reason: 'method' }
  if (request.headers.has('authorization')) return { kind: 'bypass', reason: 'authorization' }
  // Either session cookie means "signed in" (session.ts owns which names those are).
  if (hasSessionCookie(request)) return { kind: 'bypass', reason: 'session' }
  const url = new URL(request.url)
  // Any preview, and a preview link's token even without `preview` (decision 037).
  if (asksForPreview(url)) return { kind: 'bypass', reason: 'preview' }
  const path = routePath(url.pathname)
  if (NEVER_CACHED_PREFIXES.some((prefix) => path.startsWith(prefix))) return { kind: 'bypass', reason: 'private path' }
  if (path === '/api' || path.startsWith('/api/')) {
    // Exact paths only: the draft, auth and everything else under /api stay out.
    return CACHED_API_PATHS.includes(url.pathname) ? { kind: 'api' } : { kind: 'bypass', reason: 'api' }
  }
  // Start answers non-HTML Accepts with a 406; only an HTML navigation may get a cached page.
  const accept = request.headers.get('accept') ?? '*/*'
  if (!/(^|,)\s*(\*\/\*|text\/html)/.test(accept)) return { kind: 'bypass', reason: 'accept' }
  return { kind: 'page' }
}

/** How long a response is served from the cache, or null when it must not be stored. */
export function storePolicy(response: Response, kind: CacheKind, ttls: CacheTtls = DEFAULT_TTLS): Freshness | null {
  if (response.status !== 200 && response.status !== 404) return null
  if (response.headers.has('set-cookie')) return null
  if (/\b(no-store|private|no-cache)\b/i.test(response.headers.get('cache-control') ?? '')) return null
  if ((response.headers.get('vary') ?? '').includes('*')) return null
  const type = response.headers.get('content-type') ?? ''
  if (kind === 'page' ? !/^text\/html\b/i.test(type) : !/^application\/([\w.+-]+\+)?json\b/i.test(type)) return null
  if (response.status === 404) return ttls.notFound
  return kind === 'page' ? ttls.page : ttls.api
}

/** The primitive's policy for a request under `rule`: API answers and pages as above, the rest bypassed. */
export function policyFor(rule: CacheRule, ttls: CacheTtls = DEFAULT_TTLS): CachePolicy {
  if (rule.kind === 'bypass') return { bypass: true, freshness: () => null, staleIfError: 0 }
  const kind = rule.kind
  return { freshness: (response) => storePolicy(response, kind, ttls), staleIfError: ttls.retain }
}
