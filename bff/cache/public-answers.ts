import type { Context } from 'hono'
import { cachedUpstreamValue } from './cached-upstream.ts'
import type { EdgeCacheOptions } from './config.ts'
import { IsolateMemo } from './isolate-memo.ts'

/**
 * The cached API GETs (rules.ts CACHED_API_PATHS: the approved render context, the redirect
 * list) as text for SSR (ssr-context.ts `publicAnswer`): every page render starts from the
 * approved render context, which is the same for every visitor of the host and already in the
 * edge cache for the browser. Kept per isolate while fresh under the host's version
 * (isolate-memo.ts), so a render costs no upstream call and no Cache API read for it; a publish
 * purges the host and the next render reads it again.
 *
 * Only a fresh answer (HIT, MISS) is handed out: a stale one, or an error, leaves the call to the
 * upstream as before, so a page is never rendered from an older context than the cache serves fresh.
 */
export function publicAnswers(options: EdgeCacheOptions = {}) {
  const memo = new IsolateMemo<string>()
  return (c: Context) =>
    async (path: string): Promise<string | undefined> => {
      const read = await cachedUpstreamValue(c, path, memo, (response) => response.text(), options)
      if (read.kind === 'error') await read.response.body?.cancel()
      if (read.kind !== 'value' || (read.status !== 'HIT' && read.status !== 'MISS')) return undefined
      return read.value
    }
}
