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
/** The CSP nonce a stored page was rendered with: a hit swaps exactly this value, without reading the page for it. */
const STORED_NONCE = 'x-edge-nonce'
const INTERNAL_HEADERS = [STORED_AT, FRESH_UNTIL, STALE_UNTIL, ORIGIN_CACHE_CONTROL, STORED_NONCE]

const isHtml = (headers: Headers): boolean => /^text\/html\b/i.test(headers.get('content-type') ?? '')

export type Entry = {
  response: Response
  state: 'fresh' | 'stale' | 'expired'
  /** Until when (ms since the epoch) the entry is fresh. */
  freshUntil: number
}

export async function readEntry(cache: Cache, key: string, now: number): Promise<Entry | undefined> {
  const response = await cache.match(key)
  if (!response) return undefined
  const freshUntil = Number(response.headers.get(FRESH_UNTIL))
  const staleUntil = Number(response.headers.get(STALE_UNTIL))
  const state = now < freshUntil ? 'fresh' : now < staleUntil ? 'stale' : 'expired'
  return { response, state, freshUntil }
}

/**
 * The copy that goes into the Cache API. Its max-age is how long it may stand in for a failed
 * producer: `staleIfError` for a 200 (never less than fresh + stale), only fresh + stale otherwise.
 * A page records `nonce`, the CSP nonce it was rendered with (the BFF hands SSR this request's),
 * so a hit knows which value to replace; no header of the producer's own can claim one.
 */
export function toStored(response: Response, freshness: Freshness, staleIfError: number, now: number, nonce?: string): Response {
  const headers = new Headers(response.headers)
  headers.delete(CACHE_STATUS_HEADER)
  headers.delete('content-length')
  headers.delete(STORED_NONCE)
  if (nonce && isHtml(headers)) headers.set(STORED_NONCE, nonce)
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

/**
 * `page` with every `nonce` attribute (scripts, styles, links and the meta tags Start writes) and
 * the `<meta property="csp-nonce" content>` the client router reads that holds exactly `stored`
 * set to `nonce`. Streamed through the runtime's HTMLRewriter (workerd's lol-html): nothing is
 * read whole. Only the recorded value is replaced, so markup that was not SSR's own (which could
 * not know the random stored nonce) never gains a valid one.
 */
function withNonce(page: Response, stored: string, nonce: string): Response {
  const swap = (attribute: string) => ({
    element(element: Element) {
      if (element.getAttribute(attribute) === stored) element.setAttribute(attribute, nonce)
    },
  })
  return new HTMLRewriter().on('[nonce]', swap('nonce')).on('meta[property="csp-nonce"]', swap('content')).transform(page)
}

/**
 * A stored entry as a browser gets it: internal headers off, the origin's Cache-Control back,
 * x-cache on; a page's recorded nonce replaced by this request's as the body streams (its CSP
 * header carries the new one), so a nonce is never reused across responses.
 */
export function fromStore(stored: Response, status: CacheStatus, nonce: string | undefined): Response {
  const headers = new Headers(stored.headers)
  const original = headers.get(ORIGIN_CACHE_CONTROL)
  const storedNonce = headers.get(STORED_NONCE)
  for (const name of INTERNAL_HEADERS) headers.delete(name)
  if (original) headers.set('cache-control', original)
  else headers.delete('cache-control')
  headers.set(CACHE_STATUS_HEADER, status)
  if (!storedNonce || !nonce || storedNonce === nonce || !isHtml(headers)) {
    return new Response(stored.body, { status: stored.status, headers })
  }
  headers.delete('content-length')
  return withNonce(new Response(stored.body, { status: stored.status, headers }), storedNonce, nonce)
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
