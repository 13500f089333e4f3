import { createMiddleware } from 'hono/factory'

/**
 * Answers that need a bearer token (family and staff calls) are one person's: no cache, shared or
 * private, may keep them. An answer already marked `no-store` (e.g. `private, no-store`) keeps its own.
 */
export const noStore = createMiddleware(async function noStore(c, next) {
  await next()
  if (!/\bno-store\b/i.test(c.res.headers.get('Cache-Control') ?? '')) c.header('Cache-Control', 'no-store')
})
