/**
 * Purging every data center at once (decision 037): the local version bump (purge.ts) reaches
 * only the data center that handled the change; Cloudflare's purge API drops the tagged entries
 * (or a whole host's) everywhere. Behind this small interface so the BFF does not care who purges,
 * and tests hand it a fake `fetch` (a third party we cannot reach from a test).
 */

/** What to purge: entries carrying any of these Cache-Tags, or everything cached for these host names. */
export type PurgeTarget = { tags: readonly string[] } | { hosts: readonly string[] }

/** How a purge went: `skipped` when nothing is configured (local development, tests). */
export type PurgeOutcome = 'purged' | 'skipped' | 'failed'

export type ZonePurger = {
  /** Never throws: a failure is logged and answered `failed` (the change that asked for it has succeeded). */
  purge(target: PurgeTarget): Promise<PurgeOutcome>
}

export type ZonePurgeConfig = {
  /** The zone every funeral home's host name is served from (32 hex digits). */
  zoneId: string
  /** An API token with Zone → Cache Purge → Purge on that zone. */
  apiToken: string
}

export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4'

/** Items per call: the purge API takes at most 30 tags or hosts per request on every plan that has them. */
export const PURGE_BATCH = 30

function batches(items: readonly string[]): string[][] {
  const unique = [...new Set(items)]
  const out: string[][] = []
  for (let i = 0; i < unique.length; i += PURGE_BATCH) out.push(unique.slice(i, i + PURGE_BATCH))
  return out
}

/** The API's error codes and messages, for the log (never the token). */
async function failureOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as
    { success?: boolean; errors?: { code?: number; message?: string }[] } | undefined
  if (response.ok && body?.success !== false) return ''
  const errors = (body?.errors ?? []).map((e) => `${e.code ?? '?'} ${e.message ?? ''}`.trim()).join('; ')
  return `HTTP ${response.status}${errors ? `: ${errors}` : ''}`
}

/**
 * Cloudflare's zone purge (`POST /zones/{zone_id}/purge_cache` with `{ tags }` or `{ hosts }`),
 * or a purger that does nothing when `config` is undefined (no zone id and token configured).
 */
export function cloudflareZonePurger(config: ZonePurgeConfig | undefined, fetcher: typeof fetch = fetch): ZonePurger {
  if (!config) return { purge: async () => 'skipped' }
  const url = `${CLOUDFLARE_API}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`
  return {
    async purge(target) {
      const kind = 'tags' in target ? 'tags' : 'hosts'
      const items = 'tags' in target ? target.tags : target.hosts
      try {
        // Almost always one call; more only for a purge of over 30 items.
        const failures = await Promise.all(
          batches(items).map(async (batch) => {
            const response = await fetcher(url, {
              method: 'POST',
              headers: { Authorization: `Bearer ${config.apiToken}`, 'Content-Type': 'application/json' },
              body: JSON.stringify({ [kind]: batch }),
            })
            return failureOf(response)
          }),
        )
        const failure = failures.find(Boolean)
        if (failure) {
          console.error(`bff: zone purge by ${kind} failed (${failure}); other data centers catch up within the cache's TTL`)
          return 'failed'
        }
        return 'purged'
      } catch (error) {
        console.error(`bff: zone purge by ${kind} failed; other data centers catch up within the cache's TTL`, error)
        return 'failed'
      }
    },
  }
}
