import type { z } from 'zod'
import { statusMessageFor } from '../contract/errors.ts'
import { HEADER_HOST, HEADER_TIME_ZONE, isTimeZone } from '../contract/headers.ts'
import { createHttpClient, type FetchLike, type HttpMethod } from '../src/lib/http/client.ts'
import { webConfig, type WebBindings } from './env.ts'

/** Response headers worth passing back to a browser; everything else (hop-by-hop, internals) stays here. */
const PASSED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'retry-after', 'location']

/** Base URL used with the service binding; the binding ignores the host, only path and query matter. */
const BINDING_ORIGIN = 'https://upstream.internal'

/**
 * Headers every upstream call carries (spec §7). The tenant comes from the
 * request's own Host, never from a header the client sent.
 */
export function upstreamHeaders(incoming: Request, defaultTimeZone: string): Headers {
  const headers = new Headers()
  headers.set(HEADER_HOST, new URL(incoming.url).host)
  const zone = incoming.headers.get(HEADER_TIME_ZONE)
  headers.set(HEADER_TIME_ZONE, isTimeZone(zone) ? zone : defaultTimeZone)
  headers.set('Accept', 'application/json')
  return headers
}

export function passedResponseHeaders(from: Headers): Headers {
  const out = new Headers()
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = from.get(name)
    if (value !== null) out.set(name, value)
  }
  return out
}

/** What the upstream's client answers when the upstream cannot be reached at all. */
function unreachable(cause: unknown): Response {
  console.error('bff: upstream unreachable', cause)
  return Response.json({ statusCode: 502, statusMessage: statusMessageFor(502) }, { status: 502 })
}

export type UpstreamClient = {
  /** The upstream's response as it is (after retries), or a 502 envelope when it cannot be reached. */
  fetch(pathAndQuery: string, init?: { method?: HttpMethod; signal?: AbortSignal }): Promise<Response>
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
 * Built on the shared HTTP client (src/lib/http): retry policy, API version,
 * bearer token and error shape are the browser's too (decision 007).
 */
export function upstreamClient(env: WebBindings, incoming: Request, options: UpstreamClientOptions = {}): UpstreamClient {
  const config = webConfig(env)
  const send: FetchLike = config.UPSTREAM_URL
    ? (url, init) => fetch(url, init)
    : (url, init) => config.upstream.fetch(url, init)
  const http = createHttpClient({
    fetch: send,
    baseUrl: config.UPSTREAM_URL ?? BINDING_ORIGIN,
    // Server to server: no browser cookies or credentials travel upstream, only the bearer token.
    credentials: 'omit',
    headers: () => upstreamHeaders(incoming, config.DEFAULT_TIME_ZONE),
    token: options.token,
    // A redirect from the upstream is passed to the browser, not followed here.
    redirect: 'manual',
    onUnreachable: unreachable,
  })

  return {
    fetch: (pathAndQuery, init = {}) => http.send(pathAndQuery, init),
    json: (pathAndQuery, schema) => http.get(pathAndQuery, schema),
  }
}
