/**
 * What each Worker's code reads from its environment, written once for `npm run deploy`
 * (scripts/deploy.ts) and docs/deploying.md. Each list is checked by the compiler against the
 * Worker's own bindings type (`satisfies Record<keyof …>`): a binding, var or secret added to
 * api/src/env.ts or bff/env.ts (or to wrangler.jsonc, whose vars `npm run types` turns into `Env`)
 * no longer compiles until it is said here what a deploy must do with it.
 */
import type { ApiBindings } from '#api/src/env.ts'
import type { WebBindings } from '#bff/env.ts'

/** How a deploy provides one name of a Worker's environment. */
export type Need =
  /** A D1 database binding in the config; `database` is its name on the account. */
  | { kind: 'd1'; database: string }
  /** An R2 bucket binding in the config. */
  | { kind: 'r2'; bucket: string }
  /** A service binding to the other Worker of ours. */
  | { kind: 'service'; worker: string }
  /** The deployed version's metadata binding. */
  | { kind: 'version_metadata' }
  /** A plain var, declared (possibly empty) in the config's `vars`. */
  | { kind: 'var' }
  /**
   * A Worker secret (`wrangler secret put`), never in the config. `required`: the Worker does not
   * work without it. `group`: secrets that only mean something together (all set or none), across
   * both Workers when the group says so.
   */
  | { kind: 'secret'; required: boolean; group?: string; what: string }
  /** Local development and tests only: must never be in a deployed config. */
  | { kind: 'local-only'; why: string }

export type WorkerNeeds = {
  /** The Worker's name on the account (its config's `name`). */
  name: string
  /** The source config the build starts from, and the built one `wrangler deploy` takes. */
  sourceConfig: string
  builtConfig: string
  needs: Record<string, Need>
  /** The cron expressions its `scheduled` handler is written for. */
  crons: readonly string[]
}

/** The database and bucket the api binds; created once per account (docs/deploying.md). */
export const D1_DATABASE = 'funeral-sites'
export const R2_BUCKET = 'funeral-media'

/** api/src/crons.ts `DAILY_CRON` (a unit test keeps the two equal) and the each-minute mail run. */
export const API_CRONS = ['* * * * *', '17 3 * * *'] as const

export const API_NEEDS = {
  name: 'api',
  sourceConfig: 'api/wrangler.jsonc',
  builtConfig: 'dist/api/wrangler.json',
  crons: API_CRONS,
  needs: {
    DB: { kind: 'd1', database: D1_DATABASE },
    MEDIA: { kind: 'r2', bucket: R2_BUCKET },
    AUTH_SECRET: { kind: 'secret', required: true, what: 'signs access tokens and preview links; 32 characters or more' },
    STRIPE_SECRET_KEY: { kind: 'secret', required: false, group: 'stripe', what: "Stripe's secret key: payments through Stripe" },
    STRIPE_PUBLISHABLE_KEY: { kind: 'secret', required: false, group: 'stripe', what: "Stripe's publishable key, with the secret key" },
    MAIL_API_KEY: { kind: 'secret', required: false, group: 'mail', what: "the mail provider's (Resend) API key: the outbox is delivered" },
    MAIL_FROM: { kind: 'secret', required: false, group: 'mail', what: 'the From of delivered mail, `Name <address>`' },
    UPSTREAM_SECRET: {
      kind: 'secret',
      required: false,
      group: 'upstream',
      what: 'the value every call must carry in X-Upstream-Secret; the same on both Workers',
    },
    PLATFORM_SECRET: {
      kind: 'secret',
      required: false,
      what: 'what `npm run home:create -- --api …` sends in X-Platform-Secret to make a home (decision 071); 32 characters or more',
    },
    CUSTOM_HOSTNAMES_ZONE_ID: {
      kind: 'secret',
      required: false,
      group: 'custom-hostnames',
      what: 'the Cloudflare for SaaS zone whose custom hostnames are homes’ own domains (decision 070)',
    },
    CUSTOM_HOSTNAMES_API_TOKEN: {
      kind: 'secret',
      required: false,
      group: 'custom-hostnames',
      what: 'an API token with SSL and Certificates: Edit on that zone',
    },
    CUSTOM_HOSTNAMES_CNAME_TARGET: {
      kind: 'secret',
      required: false,
      group: 'custom-hostnames',
      what: 'the host a home’s domain points at by CNAME: the zone’s fallback origin',
    },
    PAYMENTS_TEST_MODE: { kind: 'local-only', why: 'it switches on the test card processor' },
    ENVIRONMENT: { kind: 'local-only', why: 'it switches on the staff outbox call' },
  } satisfies Record<keyof ApiBindings, Need>,
} as const satisfies WorkerNeeds

export const WEB_NEEDS = {
  name: 'web',
  sourceConfig: 'wrangler.jsonc',
  builtConfig: 'dist/server/wrangler.json',
  crons: ['* * * * *'],
  needs: {
    UPSTREAM: { kind: 'service', worker: API_NEEDS.name },
    CF_VERSION_METADATA: { kind: 'version_metadata' },
    UPSTREAM_URL: { kind: 'var' },
    DEFAULT_TIME_ZONE: { kind: 'var' },
    EDITOR_ORIGIN: { kind: 'var' },
    IMAGE_TRANSFORMS: { kind: 'var' },
    UPSTREAM_SECRET: {
      kind: 'secret',
      required: false,
      group: 'upstream',
      what: 'sent as X-Upstream-Secret on every upstream call; the same on both Workers',
    },
    CACHE_PURGE_ZONE_ID: { kind: 'secret', required: false, group: 'purge', what: 'the zone whose cache a publish purges everywhere' },
    CACHE_PURGE_API_TOKEN: { kind: 'secret', required: false, group: 'purge', what: 'an API token with Cache Purge on that zone' },
  } satisfies Record<keyof WebBindings, Need>,
} as const satisfies WorkerNeeds

/** In deploy order: the web Worker's service binding needs the api Worker to exist. */
export const WORKERS: readonly WorkerNeeds[] = [API_NEEDS, WEB_NEEDS]
