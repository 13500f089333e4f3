import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { parse, type CookieOptions } from 'hono/utils/cookie'
import type { TokenPair } from '#contract/auth.ts'
import { accessTokenExpired, secondsUntil } from '#bff/session/expiry.ts'

/**
 * Sessions of the family portal (issue 6, decision 010). The upstream hands out an access
 * token (a short JWT) and a refresh token (opaque, rotated on every use); the browser never
 * sees either. They live in two cookies the BFF alone reads and writes:
 *
 * - `HttpOnly`: no script on the page (ours, a dependency's, an injected one) can read them,
 *   so an XSS cannot carry the session away; the browser only sends them back.
 * - `Secure`: never over plain HTTP, where anyone on the path could read them. Relaxed only
 *   on http://localhost and http://*.localhost, the local demo (decision 010).
 * - `SameSite=Lax`: not sent on cross-site subrequests and POSTs, a first line against CSRF
 *   (the same-origin check in csrf.ts is the second); still sent on a top-level link from
 *   another site, so a family member following an emailed link arrives signed in.
 * - Name prefixes wherever `Secure` is set (issue 16): the access cookie is `__Host-fs_at`, so
 *   the browser only accepts it from this very host over HTTPS, with `Path=/` and no `Domain`
 *   (a sibling subdomain or a plain-HTTP answer cannot plant or overwrite it); the refresh cookie
 *   is `__Secure-fs_rt` (HTTPS only). `__Host-` would demand `Path=/`, which the refresh cookie
 *   must not have (next point). On the local demo the bare names, as browsers refuse a prefixed
 *   cookie without `Secure`.
 * - Paths: the access cookie `Path=/`, since SSR needs it on every page and the BFF on every
 *   /api call. The refresh cookie `Path=/api` (REFRESH_COOKIE_PATH): pages never get it (SSR
 *   does not refresh), while the BFF's auth calls and the proxy's transparent refresh, which
 *   runs on any /api call (session/refresh.ts), do. No `Domain`: host-only, so one funeral
 *   home's session never reaches another's host.
 * - `Max-Age` from the token's own expiry: the browser drops an expired access cookie by
 *   itself, and the BFF refreshes when only the refresh cookie is left.
 *
 * Short, meaningless names: they say nothing about the stack to someone reading headers.
 *
 * `sessionCookies(url)` is the one rule for the names and flags: every writer (set, clear) and
 * every reader (readSessionTokens, hasSessionCookie for CSRF and the edge cache, SSR's
 * accessTokenFromRequest) goes through it, so a cookie is only ever read under the name and
 * cleared with the path it was set with. On HTTPS a bare `fs_at` is not a session cookie.
 *
 * This file holds the cookie rules; session/expiry.ts reads a token's expiry, session/refresh.ts
 * refreshes (once per refresh token and isolate) and makes upstream calls with the session.
 */
export const ACCESS_TOKEN_COOKIE = 'fs_at'
export const REFRESH_TOKEN_COOKIE = 'fs_rt'
/** Where the browser sends the refresh cookie: the BFF's /api calls only, never pages. */
export const REFRESH_COOKIE_PATH = '/api'

/** True for http://localhost and http://*.localhost, where browsers run our local demo without TLS. */
export function isLocalHttp(url: URL | string): boolean {
  const { protocol, hostname } = typeof url === 'string' ? new URL(url) : url
  return protocol === 'http:' && (hostname === 'localhost' || hostname.endsWith('.localhost'))
}

export type SessionCookie = { name: string; path: string; secure: boolean }

/** The names, paths and `Secure` of both session cookies for a request to `requestUrl`. */
export function sessionCookies(requestUrl: URL | string): { access: SessionCookie; refresh: SessionCookie } {
  const secure = !isLocalHttp(requestUrl)
  return {
    access: { name: secure ? `__Host-${ACCESS_TOKEN_COOKIE}` : ACCESS_TOKEN_COOKIE, path: '/', secure },
    refresh: { name: secure ? `__Secure-${REFRESH_TOKEN_COOKIE}` : REFRESH_TOKEN_COOKIE, path: REFRESH_COOKIE_PATH, secure },
  }
}

/** The flags of a session cookie, living `maxAge` seconds (0: cleared). */
export function sessionCookieOptions(cookie: SessionCookie, maxAge: number): CookieOptions {
  return { httpOnly: true, secure: cookie.secure, sameSite: 'Lax', path: cookie.path, maxAge }
}

export type SessionTokens = { accessToken?: string; refreshToken?: string }

/** The session cookies of a request, read under the names `sessionCookies` gives its URL (and no others). */
export function sessionTokensOf(request: Request): SessionTokens {
  const header = request.headers.get('Cookie')
  if (!header) return {}
  const { access, refresh } = sessionCookies(request.url)
  const cookies = parse(header)
  return { accessToken: cookies[access.name] || undefined, refreshToken: cookies[refresh.name] || undefined }
}

export function readSessionTokens(c: Context): SessionTokens {
  return sessionTokensOf(c.req.raw)
}

/**
 * True when the request carries either session cookie, under exactly the names set for its
 * URL. The one rule for "signed in?" before anything is read: the CSRF check refuses an
 * Origin-less unsafe call then, and the edge cache stays out of the way.
 */
export function hasSessionCookie(request: Request): boolean {
  const { accessToken, refreshToken } = sessionTokensOf(request)
  return Boolean(accessToken || refreshToken)
}

/**
 * The access token of a request, for SSR's upstream client (ssr-context.ts): the cookie's,
 * unless it has expired. SSR does not refresh (pages never get the refresh cookie): with only the
 * refresh cookie left a page renders signed out, and the browser's session query
 * (`/api/auth/session`) refreshes right after (the portal's login page then goes on by itself).
 */
export function accessTokenFromRequest(request: Request, now = Date.now()): string | undefined {
  const token = sessionTokensOf(request).accessToken
  return token && !accessTokenExpired(token, now) ? token : undefined
}

export function setSessionCookies(c: Context, pair: TokenPair, now = Date.now()): void {
  const { access, refresh } = sessionCookies(c.req.url)
  setCookie(c, access.name, pair.accessToken, sessionCookieOptions(access, secondsUntil(pair.accessTokenExpiresAt, now)))
  setCookie(c, refresh.name, pair.refreshToken, sessionCookieOptions(refresh, secondsUntil(pair.refreshTokenExpiresAt, now)))
}

/** Requests whose answer already clears the cookies (one pair of Set-Cookie lines is enough). */
const cleared = new WeakSet<Context>()

/**
 * Both cookies emptied with Max-Age=0, under the names and with the paths they were set with:
 * a browser only replaces a cookie by one of the same name, host and Path.
 */
export function clearSessionCookies(c: Context): void {
  if (cleared.has(c)) return
  cleared.add(c)
  const { access, refresh } = sessionCookies(c.req.url)
  setCookie(c, access.name, '', sessionCookieOptions(access, 0))
  setCookie(c, refresh.name, '', sessionCookieOptions(refresh, 0))
}
