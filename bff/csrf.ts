import type { MiddlewareHandler } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { hasSessionCookie } from './session.ts'

/** Methods that may change something; only these are checked. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export type CsrfQuestion = {
  method: string
  /** The request's `Origin` header. */
  origin: string | null | undefined
  /** The request's `Sec-Fetch-Site` header (fetch metadata). */
  secFetchSite: string | null | undefined
  /** The origin the request was made to: `new URL(request.url).origin`. */
  requestOrigin: string
  /** Whether the request carries a session cookie (either, under its name for this URL: session.ts). */
  hasSessionCookie: boolean
}

/**
 * The CSRF rule of the BFF (decision 010), for every method under /api:
 *
 * - GET, HEAD and OPTIONS pass: they change nothing (the upstream keeps it that way).
 * - POST, PUT, PATCH and DELETE with an `Origin` pass only when it is exactly the request's own
 *   origin (scheme, host and port). `Origin: null` (sandboxed frames, some redirects) is refused.
 * - Without an `Origin` (browsers always send one on these methods, so this is not a browser's
 *   form or fetch): refused when fetch metadata says cross-site or same-site, or when the
 *   request carries a session cookie; otherwise (a script or tool without a session) it passes,
 *   as there is no ambient credential to ride on.
 *
 * Unlike `hono/csrf`, JSON bodies are checked too (a same-site sibling or a CORS mistake must
 * not be able to post one with our cookies), and the refusal is the spec's error envelope.
 */
export function csrfAllows(q: CsrfQuestion): boolean {
  if (!UNSAFE_METHODS.has(q.method.toUpperCase())) return true
  if (q.origin !== null && q.origin !== undefined) return q.origin === q.requestOrigin
  if (q.secFetchSite && q.secFetchSite !== 'same-origin') return false
  return !q.hasSessionCookie
}

/** Refuses what `csrfAllows` refuses with a thrown 403 (the envelope comes from onError), before any handler runs. */
export function sameOriginOnly(): MiddlewareHandler {
  return async function sameOrigin(c, next) {
    const allowed = csrfAllows({
      method: c.req.method,
      origin: c.req.header('Origin'),
      secFetchSite: c.req.header('Sec-Fetch-Site'),
      requestOrigin: new URL(c.req.url).origin,
      hasSessionCookie: hasSessionCookie(c.req.raw),
    })
    if (!allowed) throw new ApiError(403)
    await next()
  }
}
