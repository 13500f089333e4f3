import type { Context } from 'hono'
import { SessionSchema, TokenPairSchema, UPSTREAM_AUTH_PATHS, type SessionUser, type TokenPair } from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { clearSessionCookies, readSessionTokens, setSessionCookies } from '#bff/session.ts'
import type { UpstreamClient } from '#bff/upstream.ts'
import { accessTokenExpired } from './expiry.ts'
import { createSingleFlight, type SingleFlight } from './single-flight.ts'

/**
 * After a refresh settles, requests that still carry the old refresh token (sent by the
 * browser before the new cookies arrived) get the same new pair instead of a rotated-away
 * token's rejection, which would sign the family member out. Kept short: within this window
 * the old refresh token works in this isolate only.
 */
export const REFRESH_REUSE_WINDOW_MS = 10_000

export type RefreshOutcome =
  /** A new pair (rotated refresh token); `user` when the upstream's answer names them. */
  | { kind: 'refreshed'; pair: TokenPair; user?: SessionUser }
  /** The upstream refused the refresh token (expired, revoked, rotated away): sign the browser out. */
  | { kind: 'rejected' }
  /** The upstream could not answer (5xx, unreachable, a malformed answer): keep the cookies, try later. */
  | { kind: 'failed'; status: number }

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

/** The refreshed access token, null once the refresh token was refused; a refresh that could not be done is thrown. */
async function refreshedToken(c: Context, client: UpstreamClient, refreshToken: string): Promise<string | null> {
  const outcome = await refreshSession(c, client, refreshToken)
  if (outcome.kind === 'failed') throw new ApiError(outcome.status)
  return outcome.kind === 'refreshed' ? outcome.pair.accessToken : null
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
 * cleared on `c` along the way. `send` gets the token to use (null: anonymous). When the
 * upstream cannot refresh right now, its status is thrown as an ApiError (the cookies stay).
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
    token = await refreshedToken(c, client, refreshToken)
    refreshed = true
  }
  const response = await send(token)
  if (response.status !== 401 || !token || refreshed || !refreshToken || !replayable) return response
  await response.body?.cancel().catch(() => {})
  return send(await refreshedToken(c, client, refreshToken))
}
