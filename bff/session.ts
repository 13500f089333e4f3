import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
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
 * - `Path=/`: SSR needs the access token on every page, the BFF on every /api call. No
 *   `Domain`: host-only, so one funeral home's session never reaches another's host.
 * - `Max-Age` from the token's own expiry: the browser drops an expired access cookie by
 *   itself, and the BFF refreshes when only the refresh cookie is left.
 *
 * Short, meaningless names: they say nothing about the stack to someone reading headers.
 *
 * This file holds the cookie rules; session/expiry.ts reads a token's expiry, session/refresh.ts
 * refreshes (once per refresh token and isolate) and makes upstream calls with the session.
 */
export const ACCESS_TOKEN_COOKIE = 'fs_at'
export const REFRESH_TOKEN_COOKIE = 'fs_rt'

/** True for http://localhost and http://*.localhost, where browsers run our local demo without TLS. */
export function isLocalHttp(url: URL | string): boolean {
  const { protocol, hostname } = typeof url === 'string' ? new URL(url) : url
  return protocol === 'http:' && (hostname === 'localhost' || hostname.endsWith('.localhost'))
}

/** The flags of both session cookies for a response to `requestUrl`, living `maxAge` seconds. */
export function sessionCookieOptions(requestUrl: URL | string, maxAge: number): CookieOptions {
  return { httpOnly: true, secure: !isLocalHttp(requestUrl), sameSite: 'Lax', path: '/', maxAge }
}

export type SessionTokens = { accessToken?: string; refreshToken?: string }

export function readSessionTokens(c: Context): SessionTokens {
  return { accessToken: getCookie(c, ACCESS_TOKEN_COOKIE) || undefined, refreshToken: getCookie(c, REFRESH_TOKEN_COOKIE) || undefined }
}

/**
 * True when the request carries either session cookie, under exactly the names set here. The
 * one rule for "signed in?" before anything is read: the CSRF check refuses an Origin-less unsafe
 * call then, and the edge cache stays out of the way.
 */
export function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get('Cookie')
  if (!header) return false
  const cookies = parse(header)
  return Boolean(cookies[ACCESS_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE])
}

/**
 * The access token of a request, for SSR's upstream client (ssr-context.ts): the cookie's,
 * unless it has expired. SSR does not refresh: with only the refresh cookie left a page renders
 * signed out, and the browser's session query (`/api/auth/session`) refreshes right after.
 */
export function accessTokenFromRequest(request: Request, now = Date.now()): string | undefined {
  const header = request.headers.get('Cookie')
  if (!header) return undefined
  const token = parse(header, ACCESS_TOKEN_COOKIE)[ACCESS_TOKEN_COOKIE]
  return token && !accessTokenExpired(token, now) ? token : undefined
}

export function setSessionCookies(c: Context, pair: TokenPair, now = Date.now()): void {
  const url = c.req.url
  setCookie(c, ACCESS_TOKEN_COOKIE, pair.accessToken, sessionCookieOptions(url, secondsUntil(pair.accessTokenExpiresAt, now)))
  setCookie(c, REFRESH_TOKEN_COOKIE, pair.refreshToken, sessionCookieOptions(url, secondsUntil(pair.refreshTokenExpiresAt, now)))
}

/** Requests whose answer already clears the cookies (one pair of Set-Cookie lines is enough). */
const cleared = new WeakSet<Context>()

/** Both cookies emptied with Max-Age=0 and the same flags (a cookie is only replaced by one with its Path). */
export function clearSessionCookies(c: Context): void {
  if (cleared.has(c)) return
  cleared.add(c)
  setCookie(c, ACCESS_TOKEN_COOKIE, '', sessionCookieOptions(c.req.url, 0))
  setCookie(c, REFRESH_TOKEN_COOKIE, '', sessionCookieOptions(c.req.url, 0))
}
