import type { MiddlewareHandler } from 'hono'
import { setResponseHeader } from './context.ts'
import type { BffEnv } from './env.ts'

/** Page paths of the family portal (any case: the router's own match is case-insensitive). */
const PORTAL_PAGE = /^\/family-portal(\/|$)/i

/**
 * Every family-portal page is private and never indexed: no shared cache, no browser cache and no
 * search engine keeps a family's screens (the edge cache already stays out: cache/rules.ts).
 */
export function portalPageHeaders(): MiddlewareHandler<BffEnv> {
  return async function privatePortalPage(c, next) {
    await next()
    if (!PORTAL_PAGE.test(c.req.path)) return
    setResponseHeader(c, 'Cache-Control', 'private, no-store')
    setResponseHeader(c, 'X-Robots-Tag', 'noindex')
  }
}
