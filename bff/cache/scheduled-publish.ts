import { OBITUARY_SCHEDULER_PATH, ScheduledPublishSchema, type ScheduledPublish } from '#contract/studio-obituaries.ts'
import { upstreamClient } from '#bff/upstream.ts'
import type { WebBindings } from '#bff/env.ts'
import type { EdgeCacheOptions } from './config.ts'
import { purgeHost, zoneFromEnv } from './purge.ts'
import { hostTag } from './tags.ts'
import type { ZonePurger } from './zone-purge.ts'

/**
 * The web Worker's cron (wrangler.jsonc `triggers`, decision 059): each minute it asks the api to
 * publish the obituaries whose time has come (OBITUARY_SCHEDULER_PATH) and purges the edge cache
 * of exactly the hosts of the homes that published one, here at once (the version bump) and in
 * every data center through the zone purge. So the obituary, the list, the home page's recent
 * obituaries and the sitemap show it in that minute, not once their cached copies expire. The
 * api's own cron no longer publishes: a run it made would have nobody to purge the edge.
 */

export type ScheduledPublishOptions = EdgeCacheOptions & {
  /** Who purges the other data centers; default: the Worker's zone purger (none configured: nobody). */
  zone?: (env: WebBindings) => ZonePurger
}

/** The request the upstream client is built from: no browser, so no session, address or zone of one. */
const CRON_REQUEST_URL = 'https://scheduler.internal/'

/** Asks the api to publish what is due; what it published, with the host names to purge. */
export async function publishDue(env: WebBindings): Promise<ScheduledPublish> {
  const client = upstreamClient(env, new Request(CRON_REQUEST_URL))
  const response = await client.fetch(OBITUARY_SCHEDULER_PATH, { method: 'POST' })
  if (!response.ok) throw new Error(`the api's scheduler run answered ${response.status}`)
  return ScheduledPublishSchema.parse(await response.json())
}

/** Every host name of the homes that published something (each once). */
export function hostsToPurge(run: ScheduledPublish): string[] {
  return [...new Set(run.published.flatMap((p) => p.hosts))]
}

/**
 * One run: publish, then purge. A failed local purge is logged and the zone purge still goes
 * (the obituary is public either way; a data center missed catches up within the cache's TTL).
 * Answers the hosts purged, for the tests and the log.
 */
export async function publishDueAndPurge(env: WebBindings, options: ScheduledPublishOptions = {}): Promise<string[]> {
  const hosts = hostsToPurge(await publishDue(env))
  if (hosts.length === 0) return []
  await Promise.all(
    hosts.map((host) =>
      purgeHost(host, options).catch((error: unknown) => console.error(`bff: purge of ${host} after a scheduled publish failed`, error)),
    ),
  )
  const zone = options.zone ? options.zone(env) : zoneFromEnv(env)
  await zone.purge({ tags: hosts.map((host) => hostTag(host)) })
  return hosts
}

/** The Worker's `scheduled` handler: one run per cron tick, kept alive until it has purged. */
export function scheduledPublish(options: ScheduledPublishOptions = {}): ExportedHandlerScheduledHandler<WebBindings> {
  return (_controller, env, ctx) => {
    ctx.waitUntil(
      publishDueAndPurge(env, options).catch((error: unknown) => {
        console.error('bff: scheduled obituary publishing failed', error)
        // Rethrown so the cron's run is marked failed in the dashboard; the next minute tries again.
        throw error
      }),
    )
  }
}
