import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { parse, type CookieOptions } from 'hono/utils/cookie'
import { SessionSchema, TokenPairSchema, UPSTREAM_AUTH_PATHS, type SessionUser, type TokenPair } from '#contract/auth.ts'
import { statusMessageFor } from '#contract/errors.ts'
import type { UpstreamClient } from './upstream.ts'

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
 */
export const ACCESS_TOKEN_COOKIE = 'fs_at'
export const REFRESH_TOKEN_COOKIE = 'fs_rt'

/**
 * An access token that expires within this many seconds is refreshed before it is sent:
 * it might expire on its way, and the request (a streamed POST body) could not be replayed.
 */
export const ACCESS_TOKEN_SKEW_SECONDS = 30

/**
 * After a refresh settles, requests that still carry the old refresh token (sent by the
 * browser before the new cookies arrived) get the same new pair instead of a rotated-away
 * token's rejection, which would sign the family member out. Kept short: within this window
 * the old refresh token works in this isolate only.
 */
export const REFRESH_REUSE_WINDOW_MS = 10_000

/** True for http://localhost and http://*.localhost, where browsers run our local demo without TLS. */
export function isLocalHttp(url: URL | string): boolean {
  const { protocol, hostname } = typeof url === 'string' ? new URL(url) : url
  return protocol === 'http:' && (hostname === 'localhost' || hostname.endsWith('.localhost'))
}

/** The flags of both session cookies for a response to `requestUrl`, living `maxAge` seconds. */
export function sessionCookieOptions(requestUrl: URL | string, maxAge: number): CookieOptions {
  return { httpOnly: true, secure: !isLocalHttp(requestUrl), sameSite: 'Lax', path: '/', maxAge }
}

/** Whole seconds from `now` (ms) until the ISO instant `expiresAt`; never negative. */
export function secondsUntil(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt)
  if (Number.isNaN(at)) return 0
  return Math.max(0, Math.floor((at - now) / 1000))
}

function decodeBase64Url(text: string): string {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/')
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
}

/**
 * Whether a JWT access token's `exp` has passed (or will within `skewSeconds`). Read without
 * verifying the signature: it only decides when to refresh, the upstream verifies the token.
 * A token that is not a JWT or has no `exp` counts as unexpired (an upstream with opaque
 * tokens still works: its 401 makes the BFF refresh).
 */
export function accessTokenExpired(token: string, now: number, skewSeconds = ACCESS_TOKEN_SKEW_SECONDS): boolean {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return false
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]))
    if (typeof claims !== 'object' || claims === null || !('exp' in claims) || typeof claims.exp !== 'number') return false
    return claims.exp - skewSeconds <= now / 1000
  } catch {
    return false
  }
}

export type SessionTokens = { accessToken?: string; refreshToken?: string }

export function readSessionTokens(c: Context): SessionTokens {
  return { accessToken: getCookie(c, ACCESS_TOKEN_COOKIE) || undefined, refreshToken: getCookie(c, REFRESH_TOKEN_COOKIE) || undefined }
}

/** True when the request carries either session cookie (the CSRF rule refuses an Origin-less unsafe call then). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false
  const cookies = parse(cookieHeader)
  return Boolean(cookies[ACCESS_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE])
}

/**
 * The access token of a request, for SSR loaders (src/lib/upstream.server.ts): the cookie's,
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

// ---------------------------------------------------------------------------------------------
// Refresh, once per refresh token and isolate

export type RefreshOutcome =
  /** A new pair (rotated refresh token); `user` when the upstream's answer names them. */
  | { kind: 'refreshed'; pair: TokenPair; user?: SessionUser }
  /** The upstream refused the refresh token (expired, revoked, rotated away): sign the browser out. */
  | { kind: 'rejected' }
  /** The upstream could not answer (5xx, unreachable, a malformed answer): keep the cookies, try later. */
  | { kind: 'failed'; status: number }

export type SingleFlight<V> = {
  /** `work()`'s promise, shared by every caller with the same key while it runs (and while kept after). */
  run(key: string, work: () => Promise<V>): Promise<V>
  /** Drops settled entries whose value matches (sign-out drops the pair it revoked). */
  forget(match: (value: V) => boolean): void
  /** Entries held now (in flight or kept): for tests. */
  size(): number
}

type Flight<V> = { promise: Promise<V>; settledAt?: number; value?: V }

/**
 * A map of in-flight promises keyed by a string: concurrent callers with one key share one
 * `work()`. A settled value `keep` accepts stays for `keepMs` (then is dropped on the next
 * call); any other settles and leaves at once, so the next caller tries again.
 */
export function createSingleFlight<V>(options: { keepMs: number; keep: (value: V) => boolean; now?: () => number }): SingleFlight<V> {
  const now = options.now ?? Date.now
  const flights = new Map<string, Flight<V>>()

  function purge() {
    const limit = now() - options.keepMs
    for (const [key, flight] of flights) {
      if (flight.settledAt !== undefined && flight.settledAt <= limit) flights.delete(key)
    }
  }

  return {
    run(key, work) {
      purge()
      const hit = flights.get(key)
      if (hit) return hit.promise
      const leave = () => {
        if (flights.get(key) === flight) flights.delete(key)
      }
      // Through a promise constructor, so a `work` that throws synchronously still settles the entry.
      const promise = new Promise<V>((resolve) => resolve(work())).then(
        (value) => {
          if (options.keep(value)) Object.assign(flight, { settledAt: now(), value })
          else leave()
          return value
        },
        (error: unknown) => {
          leave()
          throw error
        },
      )
      const flight: Flight<V> = { promise }
      flights.set(key, flight)
      return promise
    },
    forget(match) {
      for (const [key, flight] of flights) {
        if (flight.settledAt !== undefined && flight.value !== undefined && match(flight.value)) flights.delete(key)
      }
    },
    size: () => (purge(), flights.size),
  }
}

/** The isolate's refreshes in flight (and just done), keyed by host and refresh token. */
export const refreshes: SingleFlight<RefreshOutcome> = createSingleFlight<RefreshOutcome>({
  keepMs: REFRESH_REUSE_WINDOW_MS,
  keep: (outcome) => outcome.kind === 'refreshed',
})

/** 4xx from refresh means the token is no good; 408 and 429 are "not now", like 5xx. */
function refusesToken(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429
}

/** One refresh call upstream. Plain data out: a Response must not cross into another request. */
async function callRefresh(client: UpstreamClient, refreshToken: string): Promise<RefreshOutcome> {
  // No signal: other requests may wait on this one, and a browser leaving must not cancel it.
  const response = await client.fetch(UPSTREAM_AUTH_PATHS.refresh, { method: 'POST', body: { refreshToken }, token: null })
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    return refusesToken(response.status) ? { kind: 'rejected' } : { kind: 'failed', status: response.status >= 500 ? response.status : 503 }
  }
  const body: unknown = await response.json().catch(() => undefined)
  const pair = TokenPairSchema.safeParse(body)
  if (!pair.success) {
    console.error('bff: the upstream refresh answer is not a token pair')
    return { kind: 'failed', status: 502 }
  }
  const user = SessionSchema.safeParse(body)
  return { kind: 'refreshed', pair: pair.data, ...(user.success ? { user: user.data.user } : {}) }
}

/** Keeps the request alive until `promise` settles, even if its client hangs up (others may await it). */
function keepAlive(c: Context, promise: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(promise.catch(() => {}))
  } catch {
    // No ExecutionContext (unit tests through app.request): nothing to keep alive.
  }
}

/**
 * Refreshes the session of this request, sharing the upstream call with every concurrent
 * request of the isolate that holds the same refresh token; sets the new cookies, or clears
 * them when the upstream refuses the token. A failure to answer leaves them as they are.
 */
export async function refreshSession(c: Context, client: UpstreamClient, refreshToken: string): Promise<RefreshOutcome> {
  const key = `${new URL(c.req.url).host}\n${refreshToken}`
  const outcome = refreshes.run(key, () => callRefresh(client, refreshToken))
  keepAlive(c, outcome)
  const settled = await outcome.catch((error: unknown): RefreshOutcome => {
    console.error('bff: refresh failed', error)
    return { kind: 'failed', status: 502 }
  })
  if (settled.kind === 'refreshed') setSessionCookies(c, settled.pair)
  if (settled.kind === 'rejected') clearSessionCookies(c)
  return settled
}

/** After sign-out, a just-rotated pair must not be handed out again to a late request. */
export function forgetRefreshesOf(refreshToken: string): void {
  refreshes.forget((outcome) => outcome.kind === 'refreshed' && outcome.pair.refreshToken === refreshToken)
}

/** The spec's error envelope for `status` (statusMessage from the catalogue, when it has one). */
export function errorBody(status: number): { statusCode: number; statusMessage?: string } {
  const statusMessage = statusMessageFor(status)
  return statusMessage ? { statusCode: status, statusMessage } : { statusCode: status }
}

export function envelope(status: number): Response {
  return Response.json(errorBody(status), { status })
}

export type SessionCallOptions = {
  /**
   * The call can be sent again after a 401 (no body, or one already buffered): then a token
   * the upstream refused although it looked valid is refreshed and the call made once more.
   */
  replayable: boolean
}

/**
 * Makes an upstream call with the session's access token, refreshing it transparently once:
 * before the call when the access cookie is missing or expired and a refresh cookie is there,
 * or after a 401 to a replayable call made with a token that looked valid. Cookies are set or
 * cleared on `c` along the way. `send` gets the token to use (null: anonymous).
 */
export async function callWithSession(
  c: Context,
  client: UpstreamClient,
  send: (token: string | null) => Promise<Response>,
  { replayable }: SessionCallOptions,
): Promise<Response> {
  const { accessToken, refreshToken } = readSessionTokens(c)
  let token = accessToken && !accessTokenExpired(accessToken, Date.now()) ? accessToken : null
  let refreshed = false
  if (!token && refreshToken) {
    const outcome = await refreshSession(c, client, refreshToken)
    if (outcome.kind === 'failed') return envelope(outcome.status)
    refreshed = true
    token = outcome.kind === 'refreshed' ? outcome.pair.accessToken : null
  }
  const response = await send(token)
  if (response.status !== 401 || !token || refreshed || !refreshToken || !replayable) return response
  await response.body?.cancel().catch(() => {})
  const outcome = await refreshSession(c, client, refreshToken)
  if (outcome.kind === 'failed') return envelope(outcome.status)
  return send(outcome.kind === 'refreshed' ? outcome.pair.accessToken : null)
}
