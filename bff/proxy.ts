import type { Context } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import { UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { declaredLength } from '#core/body-limit.ts'
import type { HttpMethod } from '#core/http/client.ts'
import { callWithSession } from '#bff/session/refresh.ts'
import type { BffEnv } from './env.ts'
import { timeUpstream } from './log.ts'
import { passedResponseHeaders, pickHeaders, relayBody, upstreamClient } from './upstream.ts'

/** Methods the proxy passes on; anything else (TRACE, CONNECT, made-up ones) is a 405. */
const PROXIED_METHODS: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Request headers of the browser worth passing upstream besides the ones the BFF sets itself
 * (X-Host, X-TimeZone, Accept, X-Api-Version, Authorization): the body's type, and the
 * conditional headers that let an ETag or Last-Modified we pass back save a body, ranges and
 * idempotency keys, and the user agent (recorded with a signature). Nothing else: no Cookie, no client-sent X-Host, no forwarding headers.
 */
export const FORWARDED_REQUEST_HEADERS = [
  'content-type',
  // The declared size, so the upstream can refuse an upload over its limit before reading it (decision 021).
  'content-length',
  'if-none-match',
  'if-modified-since',
  // Seeking in audio and video files.
  'range',
  'if-range',
  // Payments, checkout and planning submit run at most once per key (decision 014).
  'idempotency-key',
  // A signature and its ESIGN consent are recorded with the signer's browser (decision 064).
  'user-agent',
]

export function forwardedRequestHeaders(from: Headers): Headers {
  return pickHeaders(from, FORWARDED_REQUEST_HEADERS)
}

/** The upstream's own auth calls answer tokens in their bodies: a browser must never reach them. */
const UPSTREAM_ONLY_PREFIXES = [UPSTREAM_AUTH_PATHS.signIn.replace(/\/sign-in$/, ''), UPSTREAM_AUTH_PATHS.signUp].map((p) =>
  p.toLowerCase(),
)

/**
 * A path as a lenient router might read it: percent-escapes decoded (repeatedly, for double
 * encoding), lower case, runs of slashes collapsed, dot segments resolved. Used only to decide
 * what is blocked, so `/api/family/%61uth/sign-in` or `/api//family/Auth/` cannot slip past.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname
  for (let i = 0; i < 3 && path.includes('%'); i++) {
    try {
      path = decodeURIComponent(path)
    } catch {
      break
    }
  }
  path = path
    .replaceAll('\\', '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
  return new URL(path, 'http://x').pathname.replace(/\/{2,}/g, '/')
}

/** True for the upstream's auth paths (`/api/family/auth/*`, `/api/family/signup`), which the BFF answers 404. */
export function isUpstreamOnlyPath(pathname: string): boolean {
  const path = canonicalPath(pathname)
  return UPSTREAM_ONLY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** Statuses whose response has no body (fetch refuses one). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304])

/**
 * `/api/*` to the upstream, any method: status and body pass through, streamed both ways;
 * the headers are the BFF's (upstream.ts) with the session's bearer token, refreshed
 * transparently once (session/refresh.ts). Only the allowlisted response headers come back, never
 * the upstream's Set-Cookie; the session cookies a refresh sets are added here.
 */
export async function proxy(c: Context<BffEnv>): Promise<Response> {
  const method = c.req.method.toUpperCase()
  if (!PROXIED_METHODS.has(method)) {
    // Headers set on the context before a throw go out with onError's answer (as in the api).
    c.header('Allow', [...PROXIED_METHODS].join(', '))
    throw new ApiError(405)
  }
  const url = new URL(c.req.url)
  if (isUpstreamOnlyPath(url.pathname)) throw new ApiError(404)
  const client = upstreamClient(c.env, c.req.raw)
  const incoming = c.req.raw.body
  const relay = incoming ? relayBody(incoming, declaredLength(c.req.raw.headers)) : undefined
  const body = relay?.body
  const upstream = await callWithSession(
    c,
    client,
    (token) =>
      timeUpstream(c, () =>
        client.fetch(url.pathname + url.search, {
          method: method as HttpMethod,
          body,
          headers: forwardedRequestHeaders(c.req.raw.headers),
          token,
          signal: c.req.raw.signal,
        }),
      ),
    // A streamed body is gone once sent: only a body-less call is sent again after a 401.
    { replayable: body === undefined },
  ).finally(() => relay?.stop())
  // newResponse, not `new Response`: it carries the Set-Cookie a refresh prepared on `c`.
  return c.newResponse(NULL_BODY_STATUSES.has(upstream.status) ? null : upstream.body, {
    status: upstream.status as StatusCode,
    headers: passedResponseHeaders(upstream.headers),
  })
}
