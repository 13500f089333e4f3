/** Headers every call to the upstream carries (spec §7). */
export const HEADER_HOST = 'X-Host'
export const HEADER_TIME_ZONE = 'X-TimeZone'

/**
 * Header carrying a client-chosen key for calls that must run at most once (payments, shop
 * checkout, planning submit). The same key and body again gets the first answer back.
 */
export const HEADER_IDEMPOTENCY_KEY = 'Idempotency-Key'

/** Normalises a Host header value to the bare lowercase host name the tenant is keyed by. */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase()
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1)
  const colon = trimmed.indexOf(':')
  return colon === -1 ? trimmed : trimmed.slice(0, colon)
}

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64) return false
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0
  } catch {
    return false
  }
}

/**
 * The API version a call asks for (spec §7 "Default API version 0"). Sent on
 * every call as a header rather than in the path or query, so paths stay the
 * spec's and query objects stay the caller's; an absent header means version 0.
 */
export const HEADER_API_VERSION = 'X-Api-Version'
export const DEFAULT_API_VERSION = 0

/**
 * The BFF's id for one browser request, passed upstream so both Workers' logs can be joined.
 * Only ids of our own shape travel: a UUID or similar token, never free text.
 */
export const HEADER_REQUEST_ID = 'X-Request-Id'

export function isRequestId(value: string | null | undefined): value is string {
  return !!value && /^[A-Za-z0-9_-]{8,64}$/.test(value)
}

/**
 * The visitor's IP address as Cloudflare saw it. The BFF passes on only the value Cloudflare set
 * on its own request; the upstream uses it to rate-limit (sign-in, memories), never to identify.
 */
export const HEADER_CLIENT_IP = 'CF-Connecting-IP'

/**
 * The secret the BFF shares with an api it reaches over HTTP (`UPSTREAM_URL`): with
 * `UPSTREAM_SECRET` set on the api, a request without the same value here is refused. Only the
 * BFF sets it; a browser's copy is never passed on.
 */
export const HEADER_UPSTREAM_SECRET = 'X-Upstream-Secret'

/**
 * Set by the api on a successful unsafe call that changed nothing the public pages show: a memory
 * held for review, and a memory caught by the honeypot (answered exactly like one held for
 * review). The BFF then purges no edge cache (bff/cache/purge.ts), and removes the header, so a
 * browser or a bot never sees it (decision 016, amendment of 2026-11-24).
 */
export const HEADER_PUBLIC_CHANGE = 'X-Public-Change'
export const PUBLIC_CHANGE_NONE = 'none'
