import type { z } from 'zod'
import { ApiError, ApiErrorBodySchema, statusMessageFor } from '../contract/errors.ts'
import { HEADER_HOST, HEADER_TIME_ZONE, isTimeZone } from '../contract/headers.ts'
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

export type UpstreamClient = {
  /** The upstream's response as it is, or a 502 envelope when it cannot be reached. */
  fetch(pathAndQuery: string, init?: { method?: string; signal?: AbortSignal }): Promise<Response>
  /** Parsed with `schema`; a non-ok status raises ApiError. */
  json<S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<z.output<S>>
}

/**
 * The one way the web Worker talks to the upstream: the proxy uses it for
 * browser calls and SSR loaders use it in-process, so both send the same headers.
 */
export function upstreamClient(env: WebBindings, incoming: Request): UpstreamClient {
  const config = webConfig(env)

  async function send(pathAndQuery: string, init: { method?: string; signal?: AbortSignal } = {}) {
    const headers = upstreamHeaders(incoming, config.DEFAULT_TIME_ZONE)
    const request = { method: init.method ?? 'GET', headers, signal: init.signal, redirect: 'manual' as const }
    try {
      return config.UPSTREAM_URL
        ? await fetch(new URL(pathAndQuery, config.UPSTREAM_URL), request)
        : await config.upstream.fetch(new URL(pathAndQuery, BINDING_ORIGIN), request)
    } catch (cause) {
      if (init.signal?.aborted) throw cause
      console.error('bff: upstream unreachable', cause)
      return Response.json({ statusCode: 502, statusMessage: statusMessageFor(502) }, { status: 502 })
    }
  }

  return {
    fetch: send,
    async json(pathAndQuery, schema) {
      const response = await send(pathAndQuery)
      if (!response.ok) {
        const body = ApiErrorBodySchema.safeParse(await response.json().catch(() => null))
        throw new ApiError(response.status, body.success ? body.data.statusMessage : undefined)
      }
      return schema.parse(await response.json())
    },
  }
}
