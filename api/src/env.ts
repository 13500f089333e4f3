/** Bindings of the api Worker (api/wrangler.jsonc). */
export type ApiBindings = {
  DB: D1Database
}
