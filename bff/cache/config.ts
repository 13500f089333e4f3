import type { Context } from 'hono'
import type { WebBindings } from '#bff/env.ts'
import { timeUpstream } from '#bff/log.ts'
import { passedResponseHeaders, upstreamClient } from '#bff/upstream.ts'
import { DEFAULT_TTLS, type CacheTtls } from './rules.ts'
import type { HotEntries } from './hot-entries.ts'
import type { CacheStore } from './store.ts'

/**
 * The options every edge-cache middleware takes (tests pass their own cache, clock, upstream and
 * deployment), and their production defaults.
 */

export type EdgeCacheOptions = {
  /**
   * Off under `vite dev` by default: a cached page would outlive the code being edited (the
   * deployment id only changes per start). Off, everything is a BYPASS.
   */
  enabled?: boolean
  /** The Cache API cache (default `caches.default`); tests pass their own. */
  cache?: () => Cache | Promise<Cache>
  ttls?: Partial<CacheTtls>
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
  /** This isolate's in-memory copies of fresh entries (hot-entries.ts); `edgeCache` makes its own. */
  hot?: HotEntries
}

export type EdgeCacheConfig = CacheStore & {
  ttls: CacheTtls
  upstream: (c: Context, pathAndQuery: string) => Promise<Response>
  deployment: (c: Context) => string
}

/** workerd's `caches.default` (the DOM lib's CacheStorage type, also in this program, lacks it). */
function defaultCache(): Cache {
  return (caches as CacheStorage & { default: Cache }).default
}

async function defaultUpstream(c: Context, pathAndQuery: string): Promise<Response> {
  const upstream = await timeUpstream(c, () => upstreamClient(c.env as WebBindings, c.req.raw).fetch(pathAndQuery))
  return new Response(upstream.body, { status: upstream.status, headers: passedResponseHeaders(upstream.headers) })
}

function deploymentFromEnv(c: Context): string {
  const id = (c.env as WebBindings | undefined)?.CF_VERSION_METADATA?.id
  return id && /^[\w-]{1,64}$/.test(id) ? id : 'local'
}

/** The cache, its switch and its clock: what every user of `serveCached` needs. */
export function storeOf(options: Pick<EdgeCacheOptions, 'enabled' | 'cache' | 'now' | 'hot'>): CacheStore {
  return {
    enabled: options.enabled ?? !import.meta.env.DEV,
    cache: async () => (options.cache ? options.cache() : defaultCache()),
    now: options.now ?? Date.now,
    ...(options.hot ? { hot: options.hot } : {}),
  }
}

export function configOf(options: EdgeCacheOptions): EdgeCacheConfig {
  return {
    ...storeOf(options),
    ttls: { ...DEFAULT_TTLS, ...options.ttls },
    upstream: options.upstream ?? defaultUpstream,
    deployment: options.deployment ?? deploymentFromEnv,
  }
}
