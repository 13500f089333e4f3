/** Bindings and vars of the api Worker (api/wrangler.jsonc). */
export type ApiBindings = {
  DB: D1Database
  /**
   * HMAC key of the access tokens (at least 32 characters). A dev-only value sits in
   * api/wrangler.jsonc; production sets it with `wrangler secret put AUTH_SECRET`.
   */
  AUTH_SECRET?: string
}
