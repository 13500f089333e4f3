/**
 * One cached answer in two forms: the copy the Cache API keeps (with its freshness written
 * down, since the Cache API knows no stale-while-revalidate) and the copy a browser gets.
 */

export type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'BYPASS'
export const CACHE_STATUS_HEADER = 'x-cache'

/** Seconds: fresh (HIT) for `ttl`, then stale-while-revalidate (STALE plus one refresh) for `swr`. */
export type Freshness = { ttl: number; swr: number }

// Stored alongside an entry, never sent to a browser.
const STORED_AT = 'x-edge-stored-at'
const FRESH_UNTIL = 'x-edge-fresh-until'
const STALE_UNTIL = 'x-edge-stale-until'
const ORIGIN_CACHE_CONTROL = 'x-edge-cache-control'
const INTERNAL_HEADERS = [STORED_AT, FRESH_UNTIL, STALE_UNTIL, ORIGIN_CACHE_CONTROL]

export type Entry = { response: Response; state: 'fresh' | 'stale' | 'expired' }

export async function readEntry(cache: Cache, key: string, now: number): Promise<Entry | undefined> {
  const response = await cache.match(key)
  if (!response) return undefined
  const freshUntil = Number(response.headers.get(FRESH_UNTIL))
  const staleUntil = Number(response.headers.get(STALE_UNTIL))
  const state = now < freshUntil ? 'fresh' : now < staleUntil ? 'stale' : 'expired'
  return { response, state }
}

/**
 * The copy that goes into the Cache API. Its max-age is how long it may stand in for a failed
 * producer: `staleIfError` for a 200 (never less than fresh + stale), only fresh + stale otherwise.
 */
export function toStored(response: Response, freshness: Freshness, staleIfError: number, now: number): Response {
  const headers = new Headers(response.headers)
  headers.delete(CACHE_STATUS_HEADER)
  headers.delete('content-length')
  const original = headers.get('cache-control')
  if (original) headers.set(ORIGIN_CACHE_CONTROL, original)
  const served = freshness.ttl + freshness.swr
  const keep = response.status === 200 ? Math.max(staleIfError, served) : served
  headers.set('cache-control', `public, max-age=${keep}`)
  headers.set(STORED_AT, String(now))
  headers.set(FRESH_UNTIL, String(now + freshness.ttl * 1000))
  headers.set(STALE_UNTIL, String(now + served * 1000))
  return new Response(response.body, { status: response.status, headers })
}

/** The nonce SSR wrote into a stored page (TanStack's csp-nonce meta, or the first nonce attribute). */
function nonceInHtml(html: string): string | undefined {
  return /<meta[^>]*property="csp-nonce"[^>]*content="([^"]+)"/.exec(html)?.[1] ?? /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1]
}

/**
 * A stored entry as a browser gets it: internal headers off, the origin's Cache-Control back,
 * x-cache on; a page's nonce replaced by this request's (its CSP header carries the new one), so
 * a nonce is never reused across responses.
 */
export async function fromStore(stored: Response, status: CacheStatus, nonce: string | undefined): Promise<Response> {
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

/** `response` marked with `status`, unless code inside already marked it; copied when its headers are immutable. */
export function withCacheStatus(response: Response, status: CacheStatus): Response {
  if (response.headers.has(CACHE_STATUS_HEADER)) return response
  try {
    response.headers.set(CACHE_STATUS_HEADER, status)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(CACHE_STATUS_HEADER, status)
    return copy
  }
}
