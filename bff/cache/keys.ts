import { hostName } from '#contract/headers.ts'
import { CACHE_TAG_HEADER, hostTag } from './tags.ts'

/**
 * Where an answer is stored: its key, and the per-host version every key holds. Moving the
 * version on (purge.ts) makes all of a host's entries unreachable at once; they expire on their own.
 */

/** Path prefix of every key (under the host's own name: the Cache API wants the zone's host names). */
const KEY_PREFIX = '/__edge-cache'

function tenantOf(host: string): string {
  return hostName(host) || 'unknown'
}

/** The synthetic key holding a host's version (any port of the host shares it). */
export function versionKey(host: string): string {
  return `https://${tenantOf(host)}${KEY_PREFIX}/version`
}

/**
 * The key of a cached answer: the host's version, the scope (a page's deployment: its HTML names
 * this build's asset files; `api` for upstream answers, which survive a deploy; `seo`), then
 * scheme, full host, path and query, e.g.
 * `https://harbor.localhost/__edge-cache/v1767225600000/0c5f…/http/harbor.localhost:8787/about?a=1`.
 */
export function contentKey(url: URL, version: number, scope: string): string {
  const where = `${url.protocol.replace(':', '')}/${url.host.toLowerCase()}${url.pathname}${url.search}`
  return `https://${tenantOf(url.host)}${KEY_PREFIX}/v${version}/${scope}/${where}`
}

/** The stored version of `host`, as written (NaN when unreadable), or undefined when there is none. */
export async function storedVersion(cache: Cache, host: string): Promise<number | undefined> {
  const stored = await cache.match(versionKey(host))
  return stored ? Number(await stored.text()) : undefined
}

export async function writeVersion(cache: Cache, host: string, version: number, now: () => number): Promise<void> {
  // A year: eviction is harmless, a host without a version starts a new one (see hostVersion).
  // Tagged with its host: a zone purge of the host (decision 037) drops the version in every data
  // center too, and each starts a new one, so no isolate keeps serving its in-memory copies.
  const headers = { 'content-type': 'text/plain', 'cache-control': 'public, max-age=31536000', [CACHE_TAG_HEADER]: hostTag(host) }
  const entry = new Response(String(version), { headers })
  await cache.put(versionKey(host), entry)
  remember(cache, host, version, now())
}

/**
 * How long this isolate trusts a version it read (milliseconds). A read is a Cache API lookup on
 * every request that uses the cache; within this window the isolate reuses the value instead
 * (decision 011). A purge by this isolate is seen at once (writeVersion updates the copy); one by
 * another isolate of the data center, within this window.
 */
export const VERSION_REUSE_MS = 1000

/**
 * Versions this isolate read or wrote, per Cache (tests pass their own, so none sees another's)
 * and host name. Plain numbers, never a promise: on Workers a promise of one request's I/O
 * awaited by another request fails that request.
 */
const knownVersions = new WeakMap<Cache, Map<string, { version: number; at: number }>>()

function remember(cache: Cache, host: string, version: number, at: number): void {
  let hosts = knownVersions.get(cache)
  if (!hosts) {
    hosts = new Map()
    knownVersions.set(cache, hosts)
  }
  hosts.set(tenantOf(host), { version, at })
}

/** The host's version as this isolate read or wrote it less than VERSION_REUSE_MS ago (a clock going back does not count). */
function recentVersion(cache: Cache, host: string, now: number): number | undefined {
  const known = knownVersions.get(cache)?.get(tenantOf(host))
  return known && now >= known.at && now - known.at < VERSION_REUSE_MS ? known.version : undefined
}

/**
 * The host's current version: this isolate's copy when it is recent (VERSION_REUSE_MS), else
 * read from the Cache API. A missing one (first request, or evicted) starts at the current time in
 * milliseconds: larger than every version handed out before, so entries cached under an older one
 * are never reached again.
 */
export async function hostVersion(cache: Cache, host: string, now: () => number): Promise<number> {
  const recent = recentVersion(cache, host, now())
  if (recent !== undefined) return recent
  const version = (await storedVersion(cache, host)) ?? Number.NaN
  if (Number.isSafeInteger(version) && version > 0) {
    remember(cache, host, version, now())
    return version
  }
  const started = now()
  await writeVersion(cache, host, started, now)
  return started
}
