import type { Context, MiddlewareHandler } from 'hono'
import { HEADER_REQUEST_ID } from '#contract/headers.ts'
import { afterChain } from '#core/after-chain.ts'
import { toApiError } from '#core/error-response.ts'
import { redactPath } from '#core/log-redaction.ts'
import { markRequest, setResponseHeader } from './context.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: in the log line, the response's X-Request-Id and every upstream call. */
    requestId: string
    /** Milliseconds spent waiting for the upstream in this request, when a caller measured it. */
    upstreamMs?: number
  }
}

/** One line per request; every field is safe to keep: no tokens, cookies, query strings or personal data. */
export type RequestLogLine = {
  msg: 'request'
  requestId: string
  method: string
  /**
   * The URL path only (the query string can carry search terms, tokens or e-mail addresses), with
   * token segments (reset and invitation links) redacted by the one rule (core/log-redaction.ts).
   */
  path: string
  /** The tenant's host name (public: it is the site's address). */
  host: string
  status: number
  /** x-cache of the response (HIT, MISS, STALE, BYPASS), when the edge cache saw it. */
  cache: string | null
  upstreamMs: number | null
  durationMs: number
  /**
   * True when the request ended in an unexpected error (the error itself is logged where it
   * happened); a thrown ApiError or HTTPException is an answer like any other, not an error here.
   */
  error: boolean
}

export type RequestLogOptions = {
  /** Where the line goes; `console.log` of the JSON (Workers Logs index JSON fields). */
  write?: (line: RequestLogLine) => void
  now?: () => number
  newId?: () => string
}

/** Adds `ms` to the upstream time of this request (the log line reports the sum). */
export function addUpstreamTime(c: Context, ms: number): void {
  c.set('upstreamMs', (c.get('upstreamMs') ?? 0) + ms)
}

/** Runs one upstream call and counts its duration as upstream time. */
export async function timeUpstream<T>(c: Context, call: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const started = now()
  try {
    return await call()
  } finally {
    addUpstreamTime(c, now() - started)
  }
}

/**
 * The outermost middleware: gives the request an id (never the client's: a
 * client-sent X-Request-Id is ignored), marks the request with it (context.ts
 * `markRequest`), so `upstreamHeaders` passes it upstream, SSR's calls included,
 * answers it in the response's X-Request-Id, and writes one structured log line
 * when the response is ready.
 *
 * On Workers the clock only moves across I/O, so `durationMs` is wall time
 * waiting on I/O until the response headers (a streamed body may go on after).
 */
export function requestLog(options: RequestLogOptions = {}): MiddlewareHandler {
  const write = options.write ?? ((line: RequestLogLine) => console.log(JSON.stringify(line)))
  const now = options.now ?? Date.now
  const newId = options.newId ?? (() => crypto.randomUUID())
  return async function requestLogMiddleware(c, next) {
    const started = now()
    const requestId = newId()
    c.set('requestId', requestId)
    markRequest(c, { requestId })
    // Only without an onError handler does the chain throw: Hono's own turns errors into c.res.
    await afterChain(next, (thrown) => {
      const url = new URL(c.req.url)
      write({
        msg: 'request',
        requestId,
        method: c.req.method,
        path: redactPath(url.pathname),
        host: url.hostname,
        status: thrown ? 500 : c.res.status,
        cache: thrown ? null : c.res.headers.get('x-cache'),
        upstreamMs: c.get('upstreamMs') ?? null,
        durationMs: now() - started,
        error: thrown || (c.error !== undefined && !toApiError(c.error)),
      })
    })
    setResponseHeader(c, HEADER_REQUEST_ID, requestId)
  }
}
