import type { Context } from 'hono'
import { configOf, type EdgeCacheOptions } from './config.ts'
import type { CacheStatus } from './entry.ts'
import type { IsolateMemo } from './isolate-memo.ts'
import { policyFor } from './rules.ts'
import { requestHostVersion, serveCached, type Cached } from './store.ts'

/**
 * An upstream GET of this request's host through the edge cache, for BFF code that needs the
 * data itself (the redirect lookup reads the full redirect list this way). Same keys, TTLs,
 * stale-while-revalidate and stale-if-error as the middleware. Credentials never go with it,
 * so the answer is the anonymous one whoever asks.
 */
export async function cachedUpstream(c: Context, path: string, options: EdgeCacheOptions = {}): Promise<Cached> {
  const config = configOf(options)
  const load = () => config.upstream(c, path)
  return serveCached(c, {
    store: config,
    key: { url: new URL(path, c.req.url), scope: 'api' },
    produce: load,
    refresh: load,
    policy: policyFor({ kind: 'api' }, config.ttls),
  })
}

/** The value read from a cached answer; a non-2xx answer as it came; or an answer `read` could not use. */
export type CachedValue<T> =
  | { kind: 'value'; value: T; status: CacheStatus }
  | { kind: 'error'; response: Response; status: CacheStatus }
  | { kind: 'unreadable'; status: CacheStatus }

/**
 * `cachedUpstream` read into a value by `read` (undefined: unusable, e.g. off contract), the value
 * kept in `memo` for this isolate while the cached answer is fresh under the host's current
 * version: a request then costs the version read only, no second Cache API read or parse. A
 * purge moves the version on, so the next request reads again. A non-2xx answer comes back as
 * it is (`response`); STALE and BYPASS answers are read but not kept.
 */
export async function cachedUpstreamValue<T>(
  c: Context,
  path: string,
  memo: IsolateMemo<T>,
  read: (response: Response) => Promise<T | undefined>,
  options: EdgeCacheOptions = {},
): Promise<CachedValue<T>> {
  const config = configOf(options)
  const url = new URL(path, c.req.url)
  const memoKey = `${url.protocol}//${url.host}${url.pathname}${url.search}`
  let version: number | undefined
  if (config.enabled) {
    try {
      version = await requestHostVersion(c, config, await config.cache(), url.host)
    } catch {
      // The Cache API fails: cachedUpstream below says so and produces (BYPASS).
    }
  }
  const kept = version === undefined ? undefined : memo.get(memoKey, version, config.now())
  if (kept !== undefined) return { kind: 'value', value: kept, status: 'HIT' }

  const { response, status, freshUntil } = await cachedUpstream(c, path, options)
  if (!response.ok) return { kind: 'error', response, status }
  const value = await read(response)
  if (value === undefined) return { kind: 'unreadable', status }
  if (version !== undefined && freshUntil !== undefined) memo.set(memoKey, version, freshUntil, value, config.now())
  return { kind: 'value', value, status }
}
