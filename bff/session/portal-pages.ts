import type { MiddlewareHandler } from 'hono'
import { markRequest, setResponseHeader } from '#bff/context.ts'
import type { BffEnv } from '#bff/env.ts'
import { accessTokenFromRequest, readSessionTokens } from '#bff/session.ts'
import { upstreamClient } from '#bff/upstream.ts'
import { refreshSession } from './refresh.ts'

/** Page paths of the family portal (any case: the router's own match is case-insensitive). */
const PORTAL_PAGE = /^\/family-portal(\/|$)/i

/**
 * Before a family-portal page renders: a visitor whose access token has expired but whose refresh
 * cookie still holds gets a new pair first (shared with any concurrent refresh of the same token,
 * session/refresh.ts), so the page renders signed in and its guard (spec §2) does not send a
 * family member who is still signed in to the login page. The new cookies go out with the page;
 * SSR's upstream calls carry the new access token (a mark on the request: `accessTokenFromRequest`).
 * A refused refresh clears the cookies and the page renders signed out; an upstream that cannot
 * answer leaves them, and the page renders signed out this once. Every portal answer is private
 * and never indexed.
 */
export function refreshBeforePortalPages(): MiddlewareHandler<BffEnv> {
  return async function refreshBeforePortalPage(c, next) {
    const portalPage = PORTAL_PAGE.test(c.req.path)
    if (portalPage && c.req.method === 'GET' && !accessTokenFromRequest(c.req.raw)) {
      const { refreshToken } = readSessionTokens(c)
      if (refreshToken) {
        const outcome = await refreshSession(c, upstreamClient(c.env, c.req.raw), refreshToken)
        if (outcome.kind === 'refreshed') markRequest(c, { accessToken: outcome.pair.accessToken })
      }
    }
    await next()
    if (portalPage) {
      // A family's screens are theirs alone: no shared cache, browser back-forward cache or search engine keeps them.
      setResponseHeader(c, 'Cache-Control', 'private, no-store')
      setResponseHeader(c, 'X-Robots-Tag', 'noindex')
    }
  }
}
