import type { z } from 'zod'
import { HEADER_HOST, HEADER_TIME_ZONE } from '#contract/headers.ts'
import type { OperationRoute } from '#contract/operation.ts'
import { createHttpClient, type HttpClient } from '#core/http/client.ts'
import { callOperation, type CallOptions } from '#core/http/operation-call.ts'

/** Where the browser has it (Chromium, Firefox), Temporal names the zone without Intl. */
type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } }

/**
 * The browser's IANA zone (spec §7 X-TimeZone); the BFF checks it and falls back to its default.
 * Temporal first: a page's first Intl call loads its locale data, which took a blocking 35-100 ms
 * on the startup redirects call of every public page (issue 15), and Temporal answers at once.
 */
function browserTimeZone(): string | undefined {
  const fromTemporal = (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.()
  return fromTemporal || Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
}

/**
 * The browser's client: same-origin calls to the BFF only. The session cookie
 * (httpOnly) is the browser's credential, so there is no token here; the BFF
 * turns the cookie into the upstream's bearer header and sets the X-Host it
 * trusts from the request's Host (decision 007). Headers are read per call, so
 * importing this module on the server touches no browser global.
 */
export const browserHttp: HttpClient = createHttpClient({
  // Called through a wrapper: a bare `fetch` stored on an object throws "Illegal invocation" in browsers.
  fetch: (url, init) => fetch(url, init),
  credentials: 'same-origin',
  headers: () => {
    const headers: Record<string, string> = { [HEADER_HOST]: location.host }
    const zone = browserTimeZone()
    if (zone) headers[HEADER_TIME_ZONE] = zone
    return headers
  },
})

/**
 * What the browser's reads pass for a schema: nothing is parsed. A public page's reads come from
 * our own BFF, whose answers the contract's schemas check where they enter on the server (SSR)
 * and in the api's tests; parsing them again in the browser would ship zod with every public page
 * (issue 15, decision 023). Forms still check what people type, in their own chunks.
 */
export function unchecked<T>(): z.ZodType<T> {
  return { parse: (value: unknown) => value as T } as unknown as z.ZodType<T>
}

/**
 * A call of an operation by the browser's client, its answer unchecked (as above). api-call.ts
 * loads it with the client, so the path-making code rides in the client's chunk, not the entry.
 */
export function callUnchecked(route: OperationRoute, input: object | undefined, options?: CallOptions): Promise<unknown> {
  return callOperation(browserHttp, route as never, input as never, unchecked(), options)
}
