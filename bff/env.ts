import { z } from 'zod'
import { isTimeZone } from '#contract/headers.ts'
import { IMAGE_TRANSFORM_MODES, type ImageTransforms } from '#core/ssr-context.ts'

/**
 * The web Worker's bindings and vars as wrangler.jsonc declares them: the global `Env` that
 * `npm run types` (the first step of `npm run typecheck`) generates into worker-configuration.d.ts,
 * so a binding or var renamed or dropped there no longer compiles here. Each var is optional (a
 * deploy or a test may leave one out; `webConfig` checks them), the UPSTREAM binding is not. What
 * each var means is written beside it in wrangler.jsonc.
 */
export type WebBindings = Pick<Env, 'UPSTREAM'> & Partial<Omit<Env, 'UPSTREAM'>> & WebSecrets

/** The Worker secrets, which wrangler.jsonc does not list (`wrangler secret put`, or .dev.vars locally). */
export type WebSecrets = {
  /**
   * Sent as X-Upstream-Secret on every upstream call when set (a Worker secret, 32+ characters);
   * the api refuses calls without it when its own UPSTREAM_SECRET is set. Required with an
   * UPSTREAM_URL that is not a local address: an api reachable over HTTP must know its caller.
   */
  UPSTREAM_SECRET?: string
  /**
   * Both set (Worker secrets): publishing and obituary changes also purge the edge cache in every
   * data center through Cloudflare's purge API (cache/zone-purge.ts, decision 037). The zone id
   * (32 hex digits) of the zone serving the sites, and an API token allowed to purge its cache.
   * Neither set: only the local version bump (decision 011).
   */
  CACHE_PURGE_ZONE_ID?: string
  CACHE_PURGE_API_TOKEN?: string
}

const VarsSchema = z.object({
  UPSTREAM_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ })])
    .optional()
    .transform((v) => v || undefined),
  UPSTREAM_SECRET: z
    .union([z.literal(''), z.string().min(32, 'must be at least 32 characters')])
    .optional()
    .transform((v) => v || undefined),
  // Empty: a browser without a valid zone gets the company's own zone, which the upstream knows.
  DEFAULT_TIME_ZONE: z
    .union([z.literal(''), z.string().refine(isTimeZone, 'must be an IANA time zone such as America/Chicago')])
    .optional()
    .transform((v) => v || undefined),
  // An origin (scheme, host, port): a path, query or credentials do not belong in frame-ancestors.
  EDITOR_ORIGIN: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/ }).refine((v) => {
        const url = URL.canParse(v) ? new URL(v) : undefined
        return !!url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
      }, 'must be an origin (scheme://host[:port]) without a path'),
    ])
    .optional()
    .transform((v) => (v ? new URL(v).origin : undefined)),
  // Off unless named: turned on where the zone resizes images, a bad value fails loudly.
  IMAGE_TRANSFORMS: z
    .union([z.literal(''), z.enum(IMAGE_TRANSFORM_MODES)])
    .optional()
    .transform((v): ImageTransforms => v || 'off'),
  CACHE_PURGE_ZONE_ID: z
    .union([z.literal(''), z.string().regex(/^[0-9a-f]{32}$/i, 'must be a zone id (32 hex digits)')])
    .optional()
    .transform((v) => v || undefined),
  CACHE_PURGE_API_TOKEN: z
    .union([z.literal(''), z.string().regex(/^\S{20,200}$/, 'must be an API token (no spaces)')])
    .optional()
    .transform((v) => v || undefined),
})

/** localhost, *.localhost and loopback addresses: an upstream only this machine can reach. */
function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]'
}

export type WebConfig = z.output<typeof VarsSchema> & {
  upstream: Fetcher
  /** The zone purge's settings (cache/zone-purge.ts), when both secrets are set. */
  zonePurge: { zoneId: string; apiToken: string } | undefined
}

const cache = new WeakMap<object, WebConfig>()

/** Parses the Worker's vars once per env object and fails with a message that names the bad var. */
export function webConfig(env: WebBindings): WebConfig {
  const hit = cache.get(env)
  if (hit) return hit
  const parsed = VarsSchema.safeParse({
    UPSTREAM_URL: env.UPSTREAM_URL,
    UPSTREAM_SECRET: env.UPSTREAM_SECRET,
    DEFAULT_TIME_ZONE: env.DEFAULT_TIME_ZONE,
    EDITOR_ORIGIN: env.EDITOR_ORIGIN,
    IMAGE_TRANSFORMS: env.IMAGE_TRANSFORMS,
    CACHE_PURGE_ZONE_ID: env.CACHE_PURGE_ZONE_ID,
    CACHE_PURGE_API_TOKEN: env.CACHE_PURGE_API_TOKEN,
  })
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`web Worker configuration is invalid: ${detail}`)
  }
  if (!parsed.data.UPSTREAM_URL && !env.UPSTREAM) {
    throw new Error('web Worker configuration is invalid: set the UPSTREAM service binding or UPSTREAM_URL')
  }
  if (parsed.data.UPSTREAM_URL && !parsed.data.UPSTREAM_SECRET && !isLocalUrl(parsed.data.UPSTREAM_URL)) {
    throw new Error(
      'web Worker configuration is invalid: UPSTREAM_URL off this machine needs UPSTREAM_SECRET (the api must refuse other callers)',
    )
  }
  const { CACHE_PURGE_ZONE_ID: zoneId, CACHE_PURGE_API_TOKEN: apiToken } = parsed.data
  if (!zoneId !== !apiToken) {
    throw new Error('web Worker configuration is invalid: set both CACHE_PURGE_ZONE_ID and CACHE_PURGE_API_TOKEN, or neither')
  }
  const config = { ...parsed.data, upstream: env.UPSTREAM, zonePurge: zoneId && apiToken ? { zoneId, apiToken } : undefined }
  cache.set(env, config)
  return config
}

/** The Hono env of the BFF app and its sub-apps. */
export type BffEnv = { Bindings: WebBindings }
