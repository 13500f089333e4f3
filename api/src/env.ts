/** Bindings and vars of the api Worker (api/wrangler.jsonc). */
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
}

/** True only in local development (`ENVIRONMENT=development`, never set in production). */
export function isLocalDevelopment(env: Pick<ApiBindings, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'development'
}
