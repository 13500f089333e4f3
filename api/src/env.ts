import { z } from 'zod'
import { PLATFORM_SECRET_MIN_LENGTH } from '#contract/platform-homes.ts'

/** Bindings and vars of the api Worker (api/wrangler.jsonc); the vars are read through `apiEnv`, never one by one. */
export type ApiBindings = {
  DB: D1Database
  /** Uploaded and seeded files (photos, music, themes …), keyed by company and content hash. */
  MEDIA: R2Bucket
  /**
   * HMAC key of the access tokens (at least 32 characters). A dev-only value sits in
   * api/wrangler.jsonc; production sets it with `wrangler secret put AUTH_SECRET`.
   */
  AUTH_SECRET?: string
  /** Set both to take real payments through Stripe (Worker secrets). */
  STRIPE_SECRET_KEY?: string
  STRIPE_PUBLISHABLE_KEY?: string
  /**
   * `true` switches on the local test processor (README "Test cards") when there are no Stripe
   * keys: api/.dev.vars (scripts/dev-secrets.ts) and the tests' bindings. Absent in production,
   * where payments without Stripe keys answer 503 (decision 022).
   */
  PAYMENTS_TEST_MODE?: string
  /**
   * Set both to deliver the outbox through the mail provider (api/src/mail/delivery.ts) on the
   * cron; without them mail stays in the outbox, as locally. MAIL_FROM: `Name <address>`.
   */
  MAIL_API_KEY?: string
  MAIL_FROM?: string
  /**
   * `development` only in local development (api/.dev.vars, written by scripts/dev-secrets.ts, and
   * the tests' bindings); absent in production, where `wrangler deploy` never uploads .dev.vars.
   * Switches on what must not exist in production: the staff outbox call.
   */
  ENVIRONMENT?: string
  /**
   * When set, every request must carry it in X-Upstream-Secret (middleware/upstream-secret.ts):
   * set on both Workers when the BFF reaches the api over HTTP (UPSTREAM_URL). A Worker secret.
   */
  UPSTREAM_SECRET?: string
  /**
   * When set (32+ characters), `POST /internal/homes` makes funeral homes for a caller that sends
   * it in X-Platform-Secret (`npm run home:create -- --api …`, decision 071); unset, that call is
   * a 404. A Worker secret, never in api/wrangler.jsonc.
   */
  PLATFORM_SECRET?: string
  /**
   * Set all three for a home's own domain through Cloudflare for SaaS (api/src/domains/, decision
   * 070): the SaaS zone's id, an API token with SSL and Certificates: Edit on it (a secret), and
   * the host name a home's domain points at by CNAME (the zone's fallback origin). Without them
   * the local fake answers in local development, and adding a domain answers 503 elsewhere.
   */
  CUSTOM_HOSTNAMES_ZONE_ID?: string
  CUSTOM_HOSTNAMES_API_TOKEN?: string
  CUSTOM_HOSTNAMES_CNAME_TARGET?: string
}

/** What `apiEnv` reads: the Worker's env, or in a test only the vars it sets. */
export type ApiVars = Partial<ApiBindings>

export const AUTH_SECRET_MIN_LENGTH = 32

const AuthSecretSchema = z.string({ error: 'is not set' }).min(AUTH_SECRET_MIN_LENGTH, {
  error: `needs at least ${AUTH_SECRET_MIN_LENGTH} characters`,
})

/** A var that counts only when it has something in it: an empty one is as good as absent. */
const set = z
  .string()
  .optional()
  .transform((value) => value || undefined)
/** The same, spaces around it dropped (a pasted key or address often has one). */
const setTrimmed = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

/**
 * Every var the api reads, checked once: a var of the wrong kind (a number where a string
 * belongs) fails with its name. AUTH_SECRET's own problem is kept, not thrown, so that a missing
 * secret breaks sign-in (authConfig, a 500 whose log names the var), not the public sites.
 */
const ApiVarsSchema = z
  .object({
    AUTH_SECRET: z.string().optional(),
    STRIPE_SECRET_KEY: set,
    STRIPE_PUBLISHABLE_KEY: set,
    PAYMENTS_TEST_MODE: z.string().optional(),
    MAIL_API_KEY: setTrimmed,
    MAIL_FROM: setTrimmed,
    ENVIRONMENT: z.string().optional(),
    UPSTREAM_SECRET: set,
    PLATFORM_SECRET: set,
    CUSTOM_HOSTNAMES_ZONE_ID: setTrimmed,
    CUSTOM_HOSTNAMES_API_TOKEN: setTrimmed,
    CUSTOM_HOSTNAMES_CNAME_TARGET: setTrimmed,
  })
  .transform((vars) => {
    const secret = AuthSecretSchema.safeParse(vars.AUTH_SECRET)
    return {
      auth: secret.success ? { secret: secret.data } : { problem: `AUTH_SECRET ${secret.error.issues.map((i) => i.message).join('; ')}` },
      /** Both keys, or no Stripe. */
      stripe:
        vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY
          ? { secretKey: vars.STRIPE_SECRET_KEY, publishableKey: vars.STRIPE_PUBLISHABLE_KEY }
          : undefined,
      /** The local test processor, switched on by name only. */
      paymentsTestMode: vars.PAYMENTS_TEST_MODE === 'true',
      /** Both the key and the From address, or mail stays in the outbox. */
      mail: vars.MAIL_API_KEY && vars.MAIL_FROM ? { apiKey: vars.MAIL_API_KEY, from: vars.MAIL_FROM } : undefined,
      /** True only in local development (`ENVIRONMENT=development`, never set in production). */
      localDevelopment: vars.ENVIRONMENT === 'development',
      /** What every request must carry in X-Upstream-Secret, when set. */
      upstreamSecret: vars.UPSTREAM_SECRET,
      /** What `POST /internal/homes` must be sent in X-Platform-Secret; too short counts as unset. */
      platformSecret: (vars.PLATFORM_SECRET?.length ?? 0) >= PLATFORM_SECRET_MIN_LENGTH ? vars.PLATFORM_SECRET : undefined,
      /** All three, or no Cloudflare for SaaS (the local fake in local development). */
      customHostnames:
        vars.CUSTOM_HOSTNAMES_ZONE_ID && vars.CUSTOM_HOSTNAMES_API_TOKEN && vars.CUSTOM_HOSTNAMES_CNAME_TARGET
          ? {
              zoneId: vars.CUSTOM_HOSTNAMES_ZONE_ID,
              apiToken: vars.CUSTOM_HOSTNAMES_API_TOKEN,
              cnameTarget: vars.CUSTOM_HOSTNAMES_CNAME_TARGET.toLowerCase().replace(/\.$/, ''),
            }
          : undefined,
    }
  })

/** The api's configuration, parsed from its vars. */
export type ApiEnv = z.output<typeof ApiVarsSchema>

const parsed = new WeakMap<object, ApiEnv>()

/**
 * The api's configuration from the Worker's env, parsed once per env object (one per isolate in
 * production). Throws an Error naming each var of the wrong kind and where it is set.
 */
export function apiEnv(env: ApiVars): ApiEnv {
  const hit = parsed.get(env)
  if (hit) return hit
  const result = ApiVarsSchema.safeParse(env)
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`api Worker configuration is invalid: ${detail} (vars in api/wrangler.jsonc, secrets with wrangler secret put)`)
  }
  parsed.set(env, result.data)
  return result.data
}

/** True only in local development (`ENVIRONMENT=development`, never set in production). */
export function isLocalDevelopment(env: ApiVars): boolean {
  return apiEnv(env).localDevelopment
}
