import type { Context } from 'hono'
import { configOf, type EdgeCacheOptions } from './config.ts'
import { policyFor } from './rules.ts'
import { serveCached, type Cached } from './store.ts'

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
