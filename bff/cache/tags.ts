import { hostName } from '#contract/headers.ts'

/**
 * Cache-Tags (decision 037): every answer the edge cache stores names its host, its page (host and
 * path) and, on an obituary's pages and reads, the obituary, so Cloudflare's purge API can drop
 * exactly those entries in every data center. One zone serves every funeral home, so each tag
 * names the host: purging one home's tag never touches another's entries.
 */

export const CACHE_TAG_HEADER = 'Cache-Tag'

/** Cloudflare counts the header's bytes (16 KB in all); a path this long is not worth a tag of its own. */
const MAX_TAG_LENGTH = 1024

/** Everything cached for the host: pages, API answers, SEO files, its version entry. */
export function hostTag(host: string): string {
  return `host:${hostName(host)}`
}

/** One page or API path of the host, whatever its query (search pages, paging). */
export function pathTag(host: string, pathname: string): string {
  // Commas separate tags and whitespace is dropped: both written escaped.
  return `path:${hostName(host)}${pathname.toLowerCase().replace(/[,\s]/g, (c) => encodeURIComponent(c))}`
}

/** An obituary's pages (its tabs, shop) and its API reads (text, photos, memories, video). */
export function obituaryTag(host: string, obituaryId: number | string): string {
  return `obituary:${hostName(host)}:${obituaryId}`
}

/** `/obituaries/{id}/…` pages and `/api/web/obituaries/{id}/…` reads. */
const OBITUARY_PATH = /^(?:\/api\/web)?\/obituaries\/(\d{1,15})(?:\/|$)/i

/** The tags of an answer cached for `url`. */
export function cacheTagsFor(url: URL): string[] {
  const tags = [hostTag(url.host)]
  const path = pathTag(url.host, url.pathname)
  if (path.length <= MAX_TAG_LENGTH) tags.push(path)
  const obituary = OBITUARY_PATH.exec(url.pathname)?.[1]
  if (obituary) tags.push(obituaryTag(url.host, obituary))
  return tags
}

/** `response` with `tags` as its Cache-Tag (copied when its headers are immutable). */
export function withCacheTags(response: Response, tags: readonly string[]): Response {
  const value = tags.join(',')
  try {
    response.headers.set(CACHE_TAG_HEADER, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(CACHE_TAG_HEADER, value)
    return copy
  }
}
