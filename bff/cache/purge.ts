import type { Context, MiddlewareHandler } from 'hono'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE, hostName } from '#contract/headers.ts'
import { inBackground } from '#bff/context.ts'
import { webConfig, type WebBindings } from '#bff/env.ts'
import { configOf, type EdgeCacheOptions } from './config.ts'
import { storedVersion, writeVersion } from './keys.ts'
import { hostTag, obituaryTag } from './tags.ts'
import { cloudflareZonePurger, type PurgeTarget, type ZonePurger } from './zone-purge.ts'

/**
 * Purging a host: moving its version on (keys.ts) after a publish or a change to an obituary,
 * so the next request of every page and API answer of the host is a MISS in this data center;
 * then, when the zone purge is configured, the same entries everywhere else (decision 037).
 */

export type PurgeOptions = EdgeCacheOptions & {
  /** Who purges the other data centers; default: Cloudflare's purge API from the Worker's secrets (none set: nobody). */
  zone?: (c: Context<{ Bindings: WebBindings }>) => ZonePurger
}

const zonePurgers = new WeakMap<object, ZonePurger>()

/** The Worker's zone purger, made once per env object (its config is parsed once too). */
export function zoneFromEnv(env: WebBindings): ZonePurger {
  const known = zonePurgers.get(env)
  if (known) return known
  const purger = cloudflareZonePurger(webConfig(env).zonePurge)
  zonePurgers.set(env, purger)
  return purger
}

/**
 * After a change: this data center at once (the version bump: the editor's or the family's next
 * load lands here), then every data center through the zone purge, in the background so the
 * answer does not wait on a third party. Neither ever fails the change itself: errors are logged,
 * and a data center the zone purge missed catches up within the cache's TTL (decision 011).
 */
async function purgeEverywhere(c: Context<{ Bindings: WebBindings }>, target: PurgeTarget, options: PurgeOptions, what: string) {
  try {
    await purgeHost(new URL(c.req.url).host, options)
  } catch (error) {
    console.error(`bff: purge after ${what} failed`, error)
  }
  try {
    const zone = options.zone ? options.zone(c) : zoneFromEnv(c.env)
    inBackground(c, zone.purge(target), `zone purge after ${what}`)
  } catch (error) {
    console.error(`bff: zone purge after ${what} failed`, error)
  }
}

/**
 * Makes everything cached for `host` unreachable (in this data center): the next request of
 * every page and API answer of the host is a MISS. Call it after a successful publish.
 */
export async function purgeHost(host: string, options: EdgeCacheOptions = {}): Promise<number> {
  const config = configOf(options)
  const cache = await config.cache()
  const current = (await storedVersion(cache, host)) ?? 0
  const next = Math.max(Number.isSafeInteger(current) ? current + 1 : 0, config.now())
  await writeVersion(cache, host, next, config.now)
  return next
}

/**
 * Mount on APPROVE_RENDER_CONTEXT_PATH before the proxy: once the upstream accepted a publish
 * (2xx), the host's cache is purged before the editor gets the answer, so its next load shows
 * the new site.
 */
export function purgeOnPublish(options: PurgeOptions = {}): MiddlewareHandler<{ Bindings: WebBindings }> {
  return async function purgeOnPublishMiddleware(c, next) {
    await next()
    if (c.req.method !== 'POST' || new URL(c.req.url).pathname !== APPROVE_RENDER_CONTEXT_PATH) return
    if (c.res.status < 200 || c.res.status > 299) return
    // A publish changes everything the host shows (design, navigation, pages): all of the host,
    // by host name, which also reaches entries stored before they carried tags.
    await purgeEverywhere(c, { hosts: [hostName(new URL(c.req.url).host)] }, options, 'publish')
  }
}

/**
 * Unsafe calls whose success changes what an obituary page shows (issue 9): a visitor's memory
 * (`POST /api/web/obituaries/{id}/memories`), and the family's obituary (text, approval, photo),
 * memorial-wall moderation and settings, photos and tribute video (the family's approval of each
 * version puts it on the page), staff's changes to a case's services (its obituary lists them) and
 * a new version of an approved video. Paths as the proxy sees
 * them; ids digits only.
 */
const OBITUARY_CHANGE_PATHS: readonly RegExp[] = [
  /^\/api\/web\/obituaries\/\d+\/memories$/,
  /^\/api\/family\/cases\/\d+\/(obituary|memorial-wall|photos|video)(\/[^/]+)*$/,
  /^\/api\/staff\/cases\/\d+\/services(\/\d+)?$/,
  // The obituary desk (decision 059): a correction, publishing, unpublishing, the wall; a draft's save says nothing public changed.
  /^\/api\/staff\/cases\/\d+\/obituary(\/(wall|send|publish|unpublish|photo|banner))?$/,
  /^\/api\/staff\/obituaries\/scheduler-runs$/,
  // A new version of an approved memorial video takes it off the obituary until approved again;
  // the api marks every other new version as changing nothing public.
  /^\/api\/staff\/cases\/\d+\/video\/uploads\/\d+\/complete$/,
]

/**
 * True when this answered call changed a public obituary page: an unsafe method, a 2xx, one of
 * the paths above, and no "nothing public changed" mark from the upstream (`publicChange`, the
 * value of its HEADER_PUBLIC_CHANGE: a memory held for review, or one caught by the honeypot,
 * which the api answers exactly like one held for review). A failed, refused or held-back call
 * purges nothing; so a bot filling the honeypot cannot empty a host's cache (issue 16).
 */
export function changesObituaryPages(method: string, pathname: string, status: number, publicChange?: string | null): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false
  if (status < 200 || status > 299) return false
  if (publicChange?.trim().toLowerCase() === PUBLIC_CHANGE_NONE) return false
  return OBITUARY_CHANGE_PATHS.some((pattern) => pattern.test(pathname))
}

/** Removes `name` from the answer; a response with immutable headers is copied without it. */
function dropHeader(c: Context, name: string): void {
  try {
    c.res.headers.delete(name)
  } catch {
    const headers = new Headers(c.res.headers)
    headers.delete(name)
    const copy = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers })
    // Cleared first: Hono's setter would otherwise copy the old headers, this one too, onto the copy.
    c.res = undefined
    c.res = copy
  }
}

/**
 * Mount on `/api/*` before the proxy: once a memory or a family's change to an obituary was
 * accepted (2xx) and changed something public, the host's cached pages are purged (the whole
 * host, as a publish does: the obituary shows on its tabs, the search and the home page's recent
 * obituaries), before the answer goes back, so the visitor's next load of the page shows the
 * memory. The upstream's HEADER_PUBLIC_CHANGE is removed from every answer here: the browser
 * gets a held memory and a honeypot catch alike.
 */
export function purgeOnObituaryChange(options: PurgeOptions = {}): MiddlewareHandler<{ Bindings: WebBindings }> {
  return async function purgeOnObituaryChangeMiddleware(c, next) {
    await next()
    const publicChange = c.res.headers.get(HEADER_PUBLIC_CHANGE)
    if (publicChange !== null) dropHeader(c, HEADER_PUBLIC_CHANGE)
    const url = new URL(c.req.url)
    if (!changesObituaryPages(c.req.method, url.pathname, c.res.status, publicChange)) return
    await purgeEverywhere(c, obituaryChangeTarget(url), options, 'an obituary change')
  }
}

/**
 * What other data centers drop after an obituary change: a memory shows only on its obituary's
 * pages and reads (tagged with the obituary); a family's change (text, photo, video …) names the
 * case, not the obituary, and shows in lists too (the search, recent obituaries): the host's tag.
 */
export function obituaryChangeTarget(url: URL): PurgeTarget {
  const memoryOf = MEMORY_PATH.exec(url.pathname)?.[1]
  return { tags: [memoryOf ? obituaryTag(url.host, memoryOf) : hostTag(url.host)] }
}

const MEMORY_PATH = /^\/api\/web\/obituaries\/(\d+)\/memories$/
