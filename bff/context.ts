import type { Context } from 'hono'

/**
 * Small helpers the BFF middlewares share for the Hono context on Workers.
 * Incoming requests (and responses from `fetch` or the Cache API) have immutable
 * headers there, and Hono's `c.res` setter merges the old response's headers
 * into a new one: these helpers do the copying explicitly.
 */

/**
 * What the BFF says about a request to the code after it (the upstream client, SSR): its id and
 * its CSP nonce. Kept beside the Request object rather than written into a copy of it: copying a
 * request on Workers (headers, `cf` and all) was the largest single cost of an edge-cache HIT
 * (issue 15 point 6). Only the BFF writes marks, so a header a client sends (X-Request-Id, an old
 * x-bff-csp-nonce) can never stand in for one.
 */
export type RequestMarks = {
  /** This request's id (log.ts): in the log line, the response and every upstream call. */
  requestId?: string
  /** This request's CSP nonce (secure-headers.ts): Start writes it on every script SSR renders. */
  nonce?: string
}

const marks = new WeakMap<Request, RequestMarks>()

/** Adds `mark` to the request the rest of the chain sees (`c.req.raw`). */
export function markRequest(c: Context, mark: RequestMarks): void {
  marks.set(c.req.raw, { ...marks.get(c.req.raw), ...mark })
}

/** The marks the BFF put on `request` (none for a request it did not see). */
export function marksOf(request: Request): RequestMarks {
  return marks.get(request) ?? {}
}

/** `copy` with the marks of `request` (a copy made for a background render or without credentials). */
export function withMarksOf<R extends Request>(request: Request, copy: R): R {
  const known = marks.get(request)
  if (known) marks.set(copy, { ...known })
  return copy
}

/** Replaces the request the rest of the chain sees (and `renderPage` gets) by `request`, marks and all. */
export function replaceRequest(c: Context, request: Request): void {
  c.req.raw = withMarksOf(c.req.raw, request)
}

/** Sets a header on the current response, copying the response first if its headers are immutable. */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    const copy = new Response(c.res.body, c.res)
    copy.headers.set(name, value)
    replaceResponse(c, copy)
  }
}

/** Puts `response` in place of the current one as it is, without Hono merging the old one's headers in. */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined
  c.res = response
}

/**
 * Work that may finish after the response: `waitUntil` on Workers. Without an
 * execution context (plain `app.request()` in a test) it simply runs. Failures
 * are logged, never thrown at the request.
 */
export function inBackground(c: Context, work: Promise<unknown>, what: string): void {
  const guarded = work.catch((error: unknown) => console.error(`bff: ${what} failed`, error))
  try {
    c.executionCtx.waitUntil(guarded)
  } catch {
    // No ExecutionContext: the promise runs on its own.
  }
}
