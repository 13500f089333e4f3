import type { Context } from 'hono'

/**
 * Small helpers the BFF middlewares share for the Hono context on Workers.
 * Incoming requests (and responses from `fetch` or the Cache API) have immutable
 * headers there, and Hono's `c.res` setter merges the old response's headers
 * into a new one: these helpers do the copying explicitly.
 */

/** Requests `changeRequestHeaders` made: nobody else holds them, so later changes go straight to their headers. */
const ownCopies = new WeakSet<Request>()

/**
 * Replaces the request the rest of the chain sees (and `renderPage` gets) by a
 * copy with changed headers. Call it before anything reads the body: the copy
 * takes the body stream over.
 */
export function changeRequestHeaders(c: Context, change: (headers: Headers) => void): void {
  const raw = c.req.raw
  if (ownCopies.has(raw)) {
    try {
      // Already our copy (the request log's): its headers are ours to change, no second copy.
      change(raw.headers)
      return
    } catch {
      // Immutable after all: copied below.
    }
  }
  const headers = new Headers(raw.headers)
  change(headers)
  const copy = new Request(raw, { headers })
  ownCopies.add(copy)
  c.req.raw = copy
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
