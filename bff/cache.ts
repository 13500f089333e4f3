import type { Context, MiddlewareHandler } from 'hono'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { hostName } from '#contract/headers.ts'
import { inBackground, replaceResponse, setResponseHeader } from './context.ts'
import type { WebBindings } from './env.ts'
import { timeUpstream } from './log.ts'
import { cspNonce } from './secure-headers.ts'
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from './session.ts'
import { ssrContext, type RenderPage } from './ssr-context.ts'
import { passedResponseHeaders, upstreamClient } from './upstream.ts'

/**
 * The BFF's edge cache on the Workers Cache API (decision 011).
 *
 * - Per host: the approved render context, the redirect list and the HTML of
 *   public pages for anonymous visitors; never anything tied to a visitor.
 * - Fresh for `ttl`, then served stale for `swr` more while one background
 *   refresh runs; kept `retain` to stand in when the upstream fails.
 * - Every key holds the host's version; `purgeHost(host)` moves the version on,
 *   so a publish is visible at once (in this data center, see the decision).
 */

export type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'BYPASS'
export const CACHE_STATUS_HEADER = 'x-cache'

/** Upstream GETs whose answers are the same for every visitor of a host (and sent without a token). */
export const CACHED_API_PATHS: readonly string[] = ['/api/web/render-context/approved', '/api/web/redirects']

/** The BFF's session cookies (access and refresh token); either one means "signed in": no cache. */
export const SESSION_COOKIES: readonly string[] = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]

/** Seconds: fresh for `ttl`, then stale-while-revalidate for `swr`. */
export type CachePolicy = { ttl: number; swr: number }

export type CacheTtls = {
  api: CachePolicy
  page: CachePolicy
  /** A 404 (unknown host or page), API or page: briefly, without stale-while-revalidate. */
  notFound: CachePolicy
  /** How long a 200 stays stored to stand in while the upstream fails (stale-if-error). */
  retain: number
}

export const DEFAULT_TTLS: CacheTtls = {
  api: { ttl: 60, swr: 300 },
  page: { ttl: 60, swr: 300 },
  notFound: { ttl: 15, swr: 0 },
  retain: 86_400,
}

export type EdgeCacheOptions = {
  /**
   * Off under `vite dev` by default: a cached page would outlive the code being edited (the
   * deployment id only changes per start). Off, everything is a BYPASS.
   */
  enabled?: boolean
  /** The Cache API cache (default `caches.default`); tests pass their own. */
  cache?: () => Cache | Promise<Cache>
  ttls?: Partial<CacheTtls>
  sessionCookies?: readonly string[]
  /** Milliseconds since the epoch. */
  now?: () => number
  /**
   * Fetches an upstream GET (path and query) for this request's host, as the proxy does: used to
   * refresh cached API answers in the background. Default: `upstreamClient`.
   */
  upstream?: (c: Context, pathAndQuery: string) => Promise<Response>
  /**
   * The deployed version of the web Worker, part of every page key: cached HTML names this
   * build's hashed asset files, which the next deploy removes. Default: the
   * `CF_VERSION_METADATA` binding's id (wrangler.jsonc `version_metadata`), else 'local'.
   */
  deployment?: (c: Context) => string
}

export type EdgeCacheMiddlewareOptions = EdgeCacheOptions & {
  /** Renders a page; used to refresh cached HTML in the background. Without it a stale page is re-rendered in the foreground. */
  renderPage?: RenderPage
}

type Config = {
  enabled: boolean
  cache: () => Promise<Cache>
  ttls: CacheTtls
  sessionCookies: readonly string[]
  now: () => number
  upstream: (c: Context, pathAndQuery: string) => Promise<Response>
  deployment: (c: Context) => string
}

type Kind = 'api' | 'page'
export type CacheRule = { kind: Kind } | { kind: 'bypass'; reason: string }

// Stored alongside an entry, never sent to a browser.
const STORED_AT = 'x-edge-stored-at'
const FRESH_UNTIL = 'x-edge-fresh-until'
const STALE_UNTIL = 'x-edge-stale-until'
const ORIGIN_CACHE_CONTROL = 'x-edge-cache-control'
const INTERNAL_HEADERS = [STORED_AT, FRESH_UNTIL, STALE_UNTIL, ORIGIN_CACHE_CONTROL]

/** Path prefix of every key (under the host's own name: the Cache API wants the zone's host names). */
const KEY_PREFIX = '/__edge-cache'

/** workerd's `caches.default` (the DOM lib's CacheStorage type, also in this program, lacks it). */
function defaultCache(): Cache {
  return (caches as CacheStorage & { default: Cache }).default
}

async function defaultUpstream(c: Context, pathAndQuery: string): Promise<Response> {
  const upstream = await timeUpstream(c, () => upstreamClient(c.env as WebBindings, c.req.raw).fetch(pathAndQuery))
  return new Response(upstream.body, { status: upstream.status, headers: passedResponseHeaders(upstream.headers) })
}

function deploymentFromEnv(c: Context): string {
  const id = (c.env as { CF_VERSION_METADATA?: { id?: string } } | undefined)?.CF_VERSION_METADATA?.id
  return id && /^[\w-]{1,64}$/.test(id) ? id : 'local'
}

function configOf(options: EdgeCacheOptions): Config {
  return {
    enabled: options.enabled ?? !import.meta.env.DEV,
    cache: async () => (options.cache ? options.cache() : defaultCache()),
    ttls: { ...DEFAULT_TTLS, ...options.ttls },
    sessionCookies: options.sessionCookies ?? SESSION_COOKIES,
    now: options.now ?? Date.now,
    upstream: options.upstream ?? defaultUpstream,
    deployment: options.deployment ?? deploymentFromEnv,
  }
}

// ---------------------------------------------------------------------------------------------
// Rules (pure)

function cookieNames(header: string | null): string[] {
  if (!header) return []
  return header.split(';').map((part) => part.split('=', 1)[0]?.trim() ?? '')
}

/** True when the request carries one of the session cookies (also with a __Host-/__Secure- prefix). */
export function carriesSessionCookie(request: Request, names: readonly string[] = SESSION_COOKIES): boolean {
  return cookieNames(request.headers.get('cookie')).some((name) => names.includes(name.replace(/^__(Host|Secure)-/, '')))
}

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
const NEVER_CACHED_PREFIXES = ['/family-portal', '/_ui', '/_serverfn', '/api/auth/']

/** What the cache may do with a request: store and serve an API answer or a page, or stay out. */
export function cacheRule(request: Request, sessionCookies: readonly string[] = SESSION_COOKIES): CacheRule {
  if (request.method !== 'GET') return { kind: 'bypass', reason: 'method' }
  if (request.headers.has('authorization')) return { kind: 'bypass', reason: 'authorization' }
  if (carriesSessionCookie(request, sessionCookies)) return { kind: 'bypass', reason: 'session' }
  const url = new URL(request.url)
  if (url.searchParams.has('preview')) return { kind: 'bypass', reason: 'preview' }
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

/** The policy a response is stored under, or null when it must not be stored. */
export function storePolicy(response: Response, kind: Kind, ttls: CacheTtls = DEFAULT_TTLS): CachePolicy | null {
  if (response.status !== 200 && response.status !== 404) return null
  if (response.headers.has('set-cookie')) return null
  if (/\b(no-store|private|no-cache)\b/i.test(response.headers.get('cache-control') ?? '')) return null
  if ((response.headers.get('vary') ?? '').includes('*')) return null
  const type = response.headers.get('content-type') ?? ''
  if (kind === 'page' ? !/^text\/html\b/i.test(type) : !/^application\/([\w.+-]+\+)?json\b/i.test(type)) return null
  if (response.status === 404) return ttls.notFound
  return kind === 'page' ? ttls.page : ttls.api
}

// ---------------------------------------------------------------------------------------------
// Keys and the host version

function tenantOf(host: string): string {
  return hostName(host) || 'unknown'
}

/** The synthetic key holding a host's version (any port of the host shares it). */
export function versionKey(host: string): string {
  return `https://${tenantOf(host)}${KEY_PREFIX}/version`
}

/**
 * The key of a cached answer: the host's version, the deployment (pages only: their HTML names
 * this build's asset files; API answers are the upstream's and survive a deploy, `api`), then
 * scheme, full host, path and query, e.g.
 * `https://harbor.localhost/__edge-cache/v1767225600000/0c5f…/http/harbor.localhost:8787/about?a=1`.
 */
export function contentKey(url: URL, version: number, deployment: string): string {
  const where = `${url.protocol.replace(':', '')}/${url.host.toLowerCase()}${url.pathname}${url.search}`
  return `https://${tenantOf(url.host)}${KEY_PREFIX}/v${version}/${deployment}/${where}`
}

function versionEntry(version: number): Response {
  // A year: eviction is harmless, a host without a version starts a new one (see hostVersion).
  return new Response(String(version), {
    headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=31536000' },
  })
}

/**
 * The host's current version. A missing one (first request, or evicted) starts at the current
 * time in milliseconds: larger than every version handed out before, so entries cached under an
 * older one are never reached again.
 */
async function hostVersion(cache: Cache, host: string, now: () => number): Promise<number> {
  const stored = await cache.match(versionKey(host))
  const version = stored ? Number(await stored.text()) : Number.NaN
  if (Number.isSafeInteger(version) && version > 0) return version
  const started = now()
  await cache.put(versionKey(host), versionEntry(started))
  return started
}

/**
 * Makes everything cached for `host` unreachable (in this data center): the next request of
 * every page and API answer of the host is a MISS. Call it after a successful publish.
 */
export async function purgeHost(host: string, options: EdgeCacheOptions = {}): Promise<number> {
  const config = configOf(options)
  const cache = await config.cache()
  const stored = await cache.match(versionKey(host))
  const current = stored ? Number(await stored.text()) : 0
  const next = Math.max(Number.isSafeInteger(current) ? current + 1 : 0, config.now())
  await cache.put(versionKey(host), versionEntry(next))
  return next
}

// ---------------------------------------------------------------------------------------------
// Entries

type Entry = { response: Response; state: 'fresh' | 'stale' | 'expired' }

async function readEntry(cache: Cache, key: string, now: number): Promise<Entry | undefined> {
  const response = await cache.match(key)
  if (!response) return undefined
  const freshUntil = Number(response.headers.get(FRESH_UNTIL))
  const staleUntil = Number(response.headers.get(STALE_UNTIL))
  const state = now < freshUntil ? 'fresh' : now < staleUntil ? 'stale' : 'expired'
  return { response, state }
}

/** The copy that goes into the Cache API: kept `retain` seconds, with its freshness written down. */
function toStored(response: Response, policy: CachePolicy, ttls: CacheTtls, now: number): Response {
  const headers = new Headers(response.headers)
  headers.delete(CACHE_STATUS_HEADER)
  headers.delete('content-length')
  const original = headers.get('cache-control')
  if (original) headers.set(ORIGIN_CACHE_CONTROL, original)
  const keep = response.status === 200 ? Math.max(ttls.retain, policy.ttl + policy.swr) : policy.ttl + policy.swr
  headers.set('cache-control', `public, max-age=${keep}`)
  headers.set(STORED_AT, String(now))
  headers.set(FRESH_UNTIL, String(now + policy.ttl * 1000))
  headers.set(STALE_UNTIL, String(now + (policy.ttl + policy.swr) * 1000))
  return new Response(response.body, { status: response.status, headers })
}

/** The nonce SSR wrote into a stored page (TanStack's csp-nonce meta, or the first nonce attribute). */
function nonceInHtml(html: string): string | undefined {
  return /<meta[^>]*property="csp-nonce"[^>]*content="([^"]+)"/.exec(html)?.[1] ?? /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1]
}

/**
 * A stored entry as a browser gets it: internal headers off, the origin's Cache-Control back,
 * x-cache on; a page's nonce replaced by this request's (its CSP header carries the new one).
 */
async function fromStore(stored: Response, status: CacheStatus, nonce: string | undefined): Promise<Response> {
  const headers = new Headers(stored.headers)
  const original = headers.get(ORIGIN_CACHE_CONTROL)
  for (const name of INTERNAL_HEADERS) headers.delete(name)
  if (original) headers.set('cache-control', original)
  else headers.delete('cache-control')
  headers.set(CACHE_STATUS_HEADER, status)
  if (nonce && /^text\/html\b/i.test(headers.get('content-type') ?? '')) {
    const html = await stored.text()
    const old = nonceInHtml(html)
    headers.delete('content-length')
    return new Response(old && old !== nonce ? html.replaceAll(old, nonce) : html, { status: stored.status, headers })
  }
  return new Response(stored.body, { status: stored.status, headers })
}

/** Keys being refreshed by this isolate: one background refresh per key at a time. */
const refreshing = new Set<string>()

async function refresh(config: Config, cache: Cache, key: string, kind: Kind, produce: () => Promise<Response>) {
  if (refreshing.has(key)) return
  refreshing.add(key)
  try {
    const response = await produce()
    const policy = storePolicy(response, kind, config.ttls)
    // A failed refresh leaves the stale entry in place: it still stands in for the upstream.
    if (policy) await cache.put(key, toStored(response, policy, config.ttls, config.now()))
    else await response.body?.cancel()
  } finally {
    refreshing.delete(key)
  }
}

async function openCache(config: Config): Promise<Cache | undefined> {
  if (!config.enabled) return undefined
  try {
    return await config.cache()
  } catch (error) {
    console.error('bff: edge cache unavailable', error)
    return undefined
  }
}

type Located = { key: string; entry: Entry | undefined }

/** The key of `url` under the host's current version, and what is stored there; undefined when the Cache API fails. */
async function locate(config: Config, cache: Cache, url: URL, deployment: string): Promise<Located | undefined> {
  try {
    const key = contentKey(url, await hostVersion(cache, url.host, config.now), deployment)
    return { key, entry: await readEntry(cache, key, config.now()) }
  } catch (error) {
    console.error('bff: edge cache lookup failed', error)
    return undefined
  }
}

/** A fresh GET for a background refresh: same URL and headers, but no abort signal of the finished request. */
function backgroundRequest(request: Request): Request {
  return new Request(request.url, { method: 'GET', headers: request.headers })
}

export type CachedResult = { response: Response; status: CacheStatus }

/**
 * An upstream GET of this request's host through the edge cache, for BFF code that needs the
 * data itself (the redirect lookup reads the full redirect list this way). Same keys, TTLs,
 * stale-while-revalidate and stale-if-error as the middleware. Credentials never go with it,
 * so the answer is the anonymous one whoever asks.
 */
export async function cachedUpstream(c: Context, path: string, options: EdgeCacheOptions = {}): Promise<CachedResult> {
  const config = configOf(options)
  const load = () => config.upstream(c, path)
  const cache = await openCache(config)
  const located = cache && (await locate(config, cache, new URL(path, c.req.url), 'api'))
  if (!cache || !located) return { response: await load(), status: 'BYPASS' }
  const { key, entry } = located
  if (entry?.state === 'fresh') return { response: await fromStore(entry.response, 'HIT', undefined), status: 'HIT' }
  if (entry?.state === 'stale') {
    inBackground(c, refresh(config, cache, key, 'api', load), 'edge cache refresh')
    return { response: await fromStore(entry.response, 'STALE', undefined), status: 'STALE' }
  }
  let response: Response
  try {
    response = await load()
  } catch (error) {
    if (!entry) throw error
    return { response: await fromStore(entry.response, 'STALE', undefined), status: 'STALE' }
  }
  if (entry && response.status >= 500) {
    await response.body?.cancel()
    return { response: await fromStore(entry.response, 'STALE', undefined), status: 'STALE' }
  }
  const policy = storePolicy(response, 'api', config.ttls)
  if (policy) inBackground(c, cache.put(key, toStored(response.clone(), policy, config.ttls, config.now())), 'edge cache put')
  return { response, status: 'MISS' }
}

/**
 * The edge cache in front of the BFF's routes and SSR (mount it on `*`). Sets x-cache on every
 * response it sees: BYPASS for requests it must not serve from the cache, HIT, STALE (within
 * stale-while-revalidate, or standing in for a 5xx or a throw of the handler), MISS otherwise.
 * A response that already has x-cache was answered by cache-aware code inside and is left alone.
 */
export function edgeCache(options: EdgeCacheMiddlewareOptions = {}): MiddlewareHandler<{ Bindings: WebBindings }> {
  const config = configOf(options)
  return async function edgeCacheMiddleware(c, next) {
    const bypass = async () => {
      await next()
      if (!c.res.headers.has(CACHE_STATUS_HEADER)) setResponseHeader(c, CACHE_STATUS_HEADER, 'BYPASS')
    }
    const rule = cacheRule(c.req.raw, config.sessionCookies)
    if (rule.kind === 'bypass') return bypass()
    const cache = await openCache(config)
    const url = new URL(c.req.url)
    const located = cache && (await locate(config, cache, url, rule.kind === 'page' ? config.deployment(c) : 'api'))
    if (!cache || !located) return bypass()
    const { key, entry } = located
    if (entry?.state === 'fresh') return fromStore(entry.response, 'HIT', cspNonce(c))

    if (entry?.state === 'stale') {
      const renderPage = options.renderPage
      const produce =
        rule.kind === 'api'
          ? () => config.upstream(c, url.pathname + url.search)
          : renderPage
            ? async () => {
                const request = backgroundRequest(c.req.raw)
                return renderPage(request, ssrContext(c.env, request))
              }
            : undefined
      if (produce) {
        inBackground(c, refresh(config, cache, key, rule.kind, produce), 'edge cache refresh')
        return fromStore(entry.response, 'STALE', cspNonce(c))
      }
    }

    try {
      await next()
    } catch (error) {
      if (!entry) throw error
      replaceResponse(c, await fromStore(entry.response, 'STALE', cspNonce(c)))
      return
    }
    if (entry && c.res.status >= 500) {
      // The upstream (or SSR) failed: yesterday's page beats an error page.
      await c.res.body?.cancel()
      replaceResponse(c, await fromStore(entry.response, 'STALE', cspNonce(c)))
      return
    }
    if (c.res.headers.has(CACHE_STATUS_HEADER)) return
    const policy = storePolicy(c.res, rule.kind, config.ttls)
    if (policy) inBackground(c, cache.put(key, toStored(c.res.clone(), policy, config.ttls, config.now())), 'edge cache put')
    setResponseHeader(c, CACHE_STATUS_HEADER, 'MISS')
  }
}

/**
 * Mount on APPROVE_RENDER_CONTEXT_PATH before the proxy: once the upstream accepted a publish
 * (2xx), the host's cache is purged before the editor gets the answer, so its next load shows
 * the new site.
 */
export function purgeOnPublish(options: EdgeCacheOptions = {}): MiddlewareHandler<{ Bindings: WebBindings }> {
  return async function purgeOnPublishMiddleware(c, next) {
    await next()
    if (c.req.method !== 'POST' || new URL(c.req.url).pathname !== APPROVE_RENDER_CONTEXT_PATH) return
    if (c.res.status < 200 || c.res.status > 299) return
    try {
      await purgeHost(new URL(c.req.url).host, options)
    } catch (error) {
      // The publish itself succeeded; the cache catches up within its TTL.
      console.error('bff: purge after publish failed', error)
    }
  }
}

/**
 * Unsafe calls whose success changes what an obituary page shows (issue 9): a visitor's memory
 * (`POST /api/web/obituaries/{id}/memories`), and the family's obituary (text, approval, photo),
 * memorial-wall moderation and settings, photos and tribute video. Paths as the proxy sees
 * them; ids digits only.
 */
const OBITUARY_CHANGE_PATHS: readonly RegExp[] = [
  /^\/api\/web\/obituaries\/\d+\/memories$/,
  /^\/api\/family\/cases\/\d+\/(obituary|memorial-wall|photos|video)(\/[^/]+)*$/,
]

/**
 * True when this answered call changed a public obituary page: an unsafe method, a 2xx, and one
 * of the paths above. A failed, refused or held-back call purges nothing that a retry would
 * not; a memory held for review also purges (harmless: one MISS per page).
 */
export function changesObituaryPages(method: string, pathname: string, status: number): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false
  if (status < 200 || status > 299) return false
  return OBITUARY_CHANGE_PATHS.some((pattern) => pattern.test(pathname))
}

/**
 * Mount on `/api/*` before the proxy: once a memory or a family's change to an obituary was
 * accepted (2xx), the host's cached pages are purged (the whole host, as a publish does: the
 * obituary shows on its tabs, the search and the home page's recent obituaries), before the
 * answer goes back, so the visitor's next load of the page shows the memory.
 */
export function purgeOnObituaryChange(options: EdgeCacheOptions = {}): MiddlewareHandler<{ Bindings: WebBindings }> {
  return async function purgeOnObituaryChangeMiddleware(c, next) {
    await next()
    const url = new URL(c.req.url)
    if (!changesObituaryPages(c.req.method, url.pathname, c.res.status)) return
    try {
      await purgeHost(url.host, options)
    } catch (error) {
      // The change itself succeeded; the cache catches up within its TTL.
      console.error('bff: purge after an obituary change failed', error)
    }
  }
}
