import type { Context } from 'hono'
import { inBackground } from '#bff/context.ts'
import {
  CACHE_STATUS_HEADER,
  fromStore,
  readEntry,
  toStored,
  withCacheStatus,
  type CacheStatus,
  type Entry,
  type Freshness,
} from './entry.ts'
import { hotEntryOf, hotResponse, type HotEntries, type HotEntry } from './hot-entries.ts'
import { contentKey, hostVersion } from './keys.ts'
import { cacheTagsFor, withCacheTags } from './tags.ts'

/**
 * The one edge-cache primitive: serves an answer from the Workers Cache API while it is fresh,
 * serves it stale while one background refresh runs, and lets it stand in when producing a new
 * one fails. Pages, the cached API GETs and the SEO files all go through `serveCached`.
 */

/** Where entries live and what time it is (tests pass their own cache and clock). */
export type CacheStore = {
  /** Off, everything is a BYPASS (under `vite dev`: a cached page would outlive the code being edited). */
  enabled: boolean
  cache: () => Promise<Cache>
  /** Milliseconds since the epoch. */
  now: () => number
  /** This isolate's in-memory copies of fresh entries (hot-entries.ts); without it every HIT reads the Cache API. */
  hot?: HotEntries
}

export type CachePolicy = {
  /** Stay out of the cache: produce, mark BYPASS, read and store nothing. */
  bypass?: boolean
  /** How long a produced answer is served from the cache, or null when it must not be stored. */
  freshness: (response: Response) => Freshness | null
  /** Seconds a stored 200 is kept to stand in (STALE) when producing throws or answers a 5xx. */
  staleIfError: number
}

export type ServeCachedOptions = {
  store: CacheStore
  /** What the answer is for (host, path, query) and its scope in the key: a deployment id, `api`, `seo`. */
  key: { url: URL; scope: string }
  /** Makes the answer in the foreground (a MISS, an expired entry, a bypass). */
  produce: () => Promise<Response>
  /** Makes a replacement for a stale entry in the background; without it a stale entry is produced again in the foreground. */
  refresh?: () => Promise<Response>
  policy: CachePolicy
  /**
   * This response's CSP nonce: put in place of the one a stored page was rendered with, and
   * recorded with a page stored from `produce` or `refresh`, which render with it (the BFF hands
   * SSR the request's nonce, and a refresh renders a copy of the request).
   */
  nonce?: string
}

export type Cached = {
  response: Response
  status: CacheStatus
  /**
   * Until when (ms since the epoch) the answer is fresh in the cache under the host's current
   * version: a HIT's stored freshness, or a stored MISS's new one. Undefined for anything the
   * cache does not hold fresh (STALE, BYPASS, a MISS not stored).
   */
  freshUntil?: number
}

async function openCache(store: CacheStore): Promise<Cache | undefined> {
  if (!store.enabled) return undefined
  try {
    return await store.cache()
  } catch (error) {
    console.error('bff: edge cache unavailable', error)
    return undefined
  }
}

/** Per request, per host: the version read once (a Cache API read), so every key of a request holds the same one. */
const requestVersions = new WeakMap<Context, Map<string, Promise<number>>>()

/**
 * The host's current version as this request sees it (keys.ts `hostVersion`), read from the
 * Cache API on the request's first use only: the redirect list and the page of one request then
 * cost one version read, not two. Never kept beyond the request, so a purge (by this isolate or
 * another) shows on the next request. Never shared with other requests either: on Workers a
 * promise of one request's I/O awaited by another fails that other request (decision 011).
 */
export function requestHostVersion(c: Context, store: CacheStore, cache: Cache, host: string): Promise<number> {
  let versions = requestVersions.get(c)
  if (!versions) {
    versions = new Map()
    requestVersions.set(c, versions)
  }
  const known = versions.get(host)
  if (known) return known
  const read = hostVersion(cache, host, store.now)
  versions.set(host, read)
  // A failed read is not remembered: the next use within the request tries again.
  read.catch(() => versions.delete(host))
  return read
}

type Located = { at: string; entry: Entry | undefined } | { at: string; hot: HotEntry }

/**
 * The key under the host's current version, and what is there: this isolate's fresh copy when it
 * has one and a nonce can be placed (`nonce`: always, behind secureHeaders), else what the Cache
 * API stores. Undefined when the Cache API fails.
 */
async function locate(
  c: Context,
  store: CacheStore,
  cache: Cache,
  key: ServeCachedOptions['key'],
  nonce: string | undefined,
): Promise<Located | undefined> {
  try {
    const at = contentKey(key.url, await requestHostVersion(c, store, cache, key.url.host), key.scope)
    const hot = nonce === undefined ? undefined : store.hot?.get(at, store.now())
    if (hot) return { at, hot }
    return { at, entry: await readEntry(cache, at, store.now()) }
  } catch (error) {
    console.error('bff: edge cache lookup failed', error)
    return undefined
  }
}

/** Keys being refreshed by this isolate: one background refresh per key at a time. */
const refreshing = new Set<string>()

async function refreshEntry(
  store: CacheStore,
  cache: Cache,
  at: string,
  policy: CachePolicy,
  produce: () => Promise<Response>,
  nonce: string | undefined,
  tags: readonly string[],
) {
  if (refreshing.has(at)) return
  refreshing.add(at)
  try {
    const response = await produce()
    const freshness = policy.freshness(response)
    // A failed refresh leaves the stale entry in place: it still stands in for the producer.
    if (freshness) await cache.put(at, toStored(withCacheTags(response, tags), freshness, policy.staleIfError, store.now(), nonce))
    else await response.body?.cancel()
  } finally {
    refreshing.delete(at)
  }
}

/** A fresh stored entry as a HIT: kept in this isolate's memory on the way (`hot`) when there is a nonce to place. */
async function servedFresh(store: CacheStore, at: string, entry: Entry, nonce: string | undefined): Promise<Cached> {
  if (!store.hot || nonce === undefined) return served(entry, 'HIT', nonce)
  const copy = await hotEntryOf(entry.response, entry.freshUntil)
  store.hot.set(at, copy)
  return { response: hotResponse(copy, nonce), status: 'HIT', freshUntil: copy.freshUntil }
}

function served(entry: Entry, status: 'HIT' | 'STALE', nonce: string | undefined): Cached {
  const response = fromStore(entry.response, status, nonce)
  return status === 'HIT' ? { response, status, freshUntil: entry.freshUntil } : { response, status }
}

/**
 * The answer for `key`, with x-cache set: HIT (fresh), STALE (within stale-while-revalidate, or
 * standing in for a producer that threw or answered 5xx), MISS (produced; stored when the policy
 * allows), BYPASS (policy, cache turned off or failing). A produced response that already carries
 * x-cache was answered by cache-aware code inside: it is passed on as it is and not stored again.
 */
export async function serveCached(c: Context, options: ServeCachedOptions): Promise<Cached> {
  const { store, policy, produce, refresh, nonce } = options
  const cache = policy.bypass ? undefined : await openCache(store)
  const located = cache && (await locate(c, store, cache, options.key, nonce))
  if (!cache || !located) return marked(await produce(), 'BYPASS')
  if ('hot' in located && nonce !== undefined) {
    return { response: hotResponse(located.hot, nonce), status: 'HIT', freshUntil: located.hot.freshUntil }
  }
  const { at } = located
  const entry = 'entry' in located ? located.entry : undefined
  if (entry?.state === 'fresh') return servedFresh(store, at, entry, nonce)
  if (entry?.state === 'stale' && refresh) {
    inBackground(c, refreshEntry(store, cache, at, policy, refresh, nonce, cacheTagsFor(options.key.url)), 'edge cache refresh')
    return served(entry, 'STALE', nonce)
  }

  let response: Response
  try {
    response = await produce()
  } catch (error) {
    if (!entry) throw error
    return served(entry, 'STALE', nonce)
  }
  if (entry && response.status >= 500) {
    // The upstream (or SSR) failed: yesterday's answer beats an error.
    await response.body?.cancel()
    return served(entry, 'STALE', nonce)
  }
  if (response.headers.has(CACHE_STATUS_HEADER)) return marked(response, 'MISS')
  const freshness = policy.freshness(response)
  if (!freshness) return marked(response, 'MISS')
  const now = store.now()
  // Tagged for the zone purge (tags.ts): the stored copy, and so every HIT, carries its Cache-Tag.
  const tagged = withCacheTags(response, cacheTagsFor(options.key.url))
  inBackground(c, cache.put(at, toStored(tagged.clone(), freshness, policy.staleIfError, now, nonce)), 'edge cache put')
  return { ...marked(tagged, 'MISS'), freshUntil: now + freshness.ttl * 1000 }
}

/** The response with x-cache `status`, or the status code inside already gave it. */
function marked(response: Response, status: CacheStatus): Cached {
  const withStatus = withCacheStatus(response, status)
  return { response: withStatus, status: (withStatus.headers.get(CACHE_STATUS_HEADER) as CacheStatus | null) ?? status }
}
