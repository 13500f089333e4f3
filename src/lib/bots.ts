/** Spec §9: the crawler user agents (bots, lighthouse, facebook external hit, google). */
export const BOT_USER_AGENT = /bot|lighthouse|facebookexternalhit|google/i

/** Spec §2: crawlers get a log instead of the error page replacing the app. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent)
}

/**
 * What an error that reaches the root does (spec §2: "Errors reaching the root replace the app
 * with the error page, except for crawler user agents, which get only a log").
 *
 * - A person gets the spec's error page in place of the whole app.
 * - A crawler gets a log line (the Worker's log on the server, the console in a browser) and no
 *   error page: only an empty main landmark under a noindex robots meta. The HTTP status of a
 *   server-rendered answer stays the real one (404 for an unknown host or page, 502/500 when the
 *   upstream fails), which is what a crawler acts on; noindex keeps the empty document out of
 *   the index if it ever reads a body.
 *
 * Root error answers, a crawler's and a person's alike, are sent `no-store` (see the root route),
 * and only they carry the crawler flag: a page that renders fine holds nothing that depends on
 * the User-Agent, so the edge cache, keyed without it, hands every visitor the same HTML.
 */
export type RootErrorHandling = 'error-page' | 'log-only'

/** `crawler`: the request's user agent matched `isBot` (the root keeps that answer per request). */
export function rootErrorHandling(crawler: boolean): RootErrorHandling {
  return crawler ? 'log-only' : 'error-page'
}
