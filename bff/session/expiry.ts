import { decode } from 'hono/jwt'

/**
 * An access token that expires within this many seconds is refreshed before it is sent:
 * it might expire on its way, and the request (a streamed POST body) could not be replayed.
 */
export const ACCESS_TOKEN_SKEW_SECONDS = 30

/** Whole seconds from `now` (ms) until the ISO instant `expiresAt`; never negative. */
export function secondsUntil(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt)
  if (Number.isNaN(at)) return 0
  return Math.max(0, Math.floor((at - now) / 1000))
}

/**
 * Whether a JWT access token's `exp` has passed (or will within `skewSeconds`). Read without
 * verifying the signature: it only decides when to refresh, the upstream verifies the token.
 * A token that is not a JWT or has no `exp` counts as unexpired (an upstream with opaque
 * tokens still works: its 401 makes the BFF refresh).
 */
export function accessTokenExpired(token: string, now: number, skewSeconds = ACCESS_TOKEN_SKEW_SECONDS): boolean {
  let exp: unknown
  try {
    exp = decode(token).payload.exp
  } catch {
    return false
  }
  return typeof exp === 'number' && exp - skewSeconds <= now / 1000
}
