import type { MiddlewareHandler } from 'hono'
import { setResponseHeader } from './context.ts'
import type { BffEnv } from './env.ts'

/** Page paths of the family portal and the studio (any case: the router's own match is case-insensitive). */
const PORTAL_PAGE = /^\/(family-portal|studio)(\/|$)/i

/**
 * Every family-portal and studio page is private and never indexed: no shared cache, no browser cache and no
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
