import type { z } from 'zod'
import {
  HEADER_CLIENT_IP,
  HEADER_HOST,
  HEADER_PUBLIC_CHANGE,
  HEADER_REQUEST_ID,
  HEADER_TIME_ZONE,
  HEADER_UPSTREAM_SECRET,
  isRequestId,
  isTimeZone,
} from '#contract/headers.ts'
import { errorJson } from '#core/error-response.ts'
import type { HttpBody } from '#core/http/body.ts'
import { createHttpClient, type FetchLike, type HttpMethod } from '#core/http/client.ts'
import { marksOf } from './context.ts'
import { webConfig, type WebBindings } from './env.ts'

/** Response headers worth passing back to a browser; everything else (hop-by-hop, internals) stays here. */
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'retry-after',
  'location',
  // Audio and video seeking on /api/media files.
  'content-range',
  'accept-ranges',
  // A media file's own sandbox CSP, which secure-headers.ts keeps (decision 021); JSON answers send none.
  'content-security-policy',
  // Tells the browser a payment or order answer is the stored one of an earlier attempt.
  'idempotent-replayed',
  // "Nothing public changed": read and REMOVED by cache/purge.ts (mounted on /api/* before the
  // proxy), so it never reaches the browser; it only stops the purge.
  HEADER_PUBLIC_CHANGE.toLowerCase(),
]

/** Base URL used with the service binding; the binding ignores the host, only path and query matter. */
const BINDING_ORIGIN = 'https://upstream.internal'

/**
 * Headers every upstream call carries (spec §7). The tenant comes from the
 * request's own Host, never from a header the client sent. X-TimeZone is the
 * browser's zone when it is a valid IANA zone, else `defaultTimeZone` when one is
 * configured, else left out: the upstream then uses the company's own zone.
 */
export function upstreamHeaders(incoming: Request, defaultTimeZone?: string): Headers {
  const headers = new Headers()
  headers.set(HEADER_HOST, new URL(incoming.url).host)
  const zone = incoming.headers.get(HEADER_TIME_ZONE)
  const chosen = isTimeZone(zone) ? zone : defaultTimeZone
  if (chosen) headers.set(HEADER_TIME_ZONE, chosen)
  headers.set('Accept', 'application/json')
  // The BFF's request id (bff/log.ts marks the request with it; a client's header never counts),
  // so both Workers' logs join up.
  const requestId = marksOf(incoming).requestId
  if (isRequestId(requestId)) headers.set(HEADER_REQUEST_ID, requestId)
  // The visitor's address, which Cloudflare sets (a client cannot) and the upstream rate-limits
  // sign-in and memory posting by. Without it (local, tests) the upstream sees one shared client.
  const clientIp = incoming.headers.get(HEADER_CLIENT_IP)
  if (clientIp && /^[0-9A-Fa-f:.]{2,45}$/.test(clientIp)) headers.set(HEADER_CLIENT_IP, clientIp)
  return headers
}

/** A copy of only the named headers of `from` (an allowlist, both ways through the proxy). */
export function pickHeaders(from: Headers, names: readonly string[]): Headers {
  const out = new Headers()
  for (const name of names) {
    const value = from.get(name)
    if (value !== null) out.set(name, value)
  }
  return out
}

export function passedResponseHeaders(from: Headers): Headers {
  return pickHeaders(from, PASSED_RESPONSE_HEADERS)
}

/**
 * The browser's body as a stream of our own, fed chunk by chunk (never buffered whole).
 * Half duplex: once the upstream has answered, it will not read more, so `stop()` ends the
 * feed. Without it, an upstream that answers without reading (a 401, a 404) leaves the
 * runtime pumping the browser's body after our response went out, an uncaught error in workerd.
 */
export function relayBody(source: ReadableStream<Uint8Array>, declaredLength?: number) {
  // With a declared length, a fixed-length stream (workerd's) makes the upstream request carry that
  // Content-Length instead of chunked encoding, so the api can judge an upload's size unread.
  const { readable, writable } =
    declaredLength !== undefined && typeof FixedLengthStream !== 'undefined'
      ? new FixedLengthStream(declaredLength)
      : new TransformStream<Uint8Array, Uint8Array>()
  const feed = new AbortController()
  // A failed or stopped feed is not ours to report: the upstream's answer says what happened.
  source.pipeTo(writable, { signal: feed.signal }).catch(() => {})
  return { body: readable, stop: () => feed.abort() }
}

/** Headers only the BFF sets; a caller's per-call headers never carry them upstream. */
const RESERVED_CALL_HEADERS = [HEADER_HOST, HEADER_TIME_ZONE, HEADER_CLIENT_IP, HEADER_UPSTREAM_SECRET, 'authorization', 'cookie']

function callHeaders(headers: HeadersInit | undefined): Headers | undefined {
  if (!headers) return undefined
  const out = new Headers(headers)
  for (const name of RESERVED_CALL_HEADERS) out.delete(name)
  return out
}

/** What the upstream's client answers when the upstream cannot be reached at all (a Response: no Hono context here). */
function unreachable(cause: unknown): Response {
  console.error('bff: upstream unreachable', cause)
  return errorJson(502)
}

export type UpstreamFetchInit = {
  method?: HttpMethod
  signal?: AbortSignal
  /** JSON for objects; a ReadableStream (the browser's own body, proxied) is streamed, never retried. */
  body?: HttpBody
  /**
   * Per-call headers (the proxy's Content-Type, conditional headers). X-Host, X-TimeZone,
   * Authorization and Cookie are dropped from them: those are the BFF's to set.
   */
  headers?: HeadersInit
  /** The bearer token for this call only, instead of the client's `token` provider (a just-refreshed one). */
  token?: string | null
}

export type UpstreamClient = {
  /** The upstream's response as it is (after retries), or a 502 envelope when it cannot be reached. */
  fetch(pathAndQuery: string, init?: UpstreamFetchInit): Promise<Response>
  /** Parsed with `schema`; a non-ok status raises ApiError. */
  json<S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<z.output<S>>
}

export type UpstreamClientOptions = {
  /** The signed-in user's bearer token, without its prefix (from the session cookie, once there are sessions). */
  token?: () => string | null | undefined | Promise<string | null | undefined>
}

/**
 * The one way the web Worker talks to the upstream: the proxy uses it for
 * browser calls and SSR loaders use it in-process, so both send the same headers.
 * Built on the shared HTTP client (core/http): retry policy, API version,
 * bearer token and error shape are the browser's too (decision 007).
 */
export function upstreamClient(env: WebBindings, incoming: Request, options: UpstreamClientOptions = {}): UpstreamClient {
  const config = webConfig(env)
  const send: FetchLike = config.UPSTREAM_URL ? (url, init) => fetch(url, init) : (url, init) => config.upstream.fetch(url, init)
  const clientWith = (token: UpstreamClientOptions['token']) =>
    createHttpClient({
      fetch: send,
      baseUrl: config.UPSTREAM_URL ?? BINDING_ORIGIN,
      // Server to server: no browser cookies or credentials travel upstream, only the bearer token.
      credentials: 'omit',
      headers: () => {
        const headers = upstreamHeaders(incoming, config.DEFAULT_TIME_ZONE)
        // Whenever configured, through the binding too: the api then refuses any call without it.
        if (config.UPSTREAM_SECRET) headers.set(HEADER_UPSTREAM_SECRET, config.UPSTREAM_SECRET)
        return headers
      },
      token,
      // A redirect from the upstream is passed to the browser, not followed here.
      redirect: 'manual',
      onUnreachable: unreachable,
    })
  const http = clientWith(options.token)

  return {
    fetch: (pathAndQuery, { token, headers, ...init } = {}) => {
      const client = token === undefined ? http : clientWith(() => token)
      return client.send(pathAndQuery, { ...init, headers: callHeaders(headers) })
    },
    json: (pathAndQuery, schema) => http.get(pathAndQuery, schema),
  }
}
