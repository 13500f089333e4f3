import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { BFF_AUTH_PATHS } from '#contract/auth-constants.ts'
import type { BrowserSession } from '#contract/auth.ts'
import { browserGet } from '#src/lib/browser-get.ts'

/** Query key of the signed-in user; sign-in, sign-up and sign-out set it. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const

/** The BFF's session call, same-origin: who the browser's cookies belong to. */
export function readSessionInBrowser(): Promise<BrowserSession> {
  return browserGet<BrowserSession>(BFF_AUTH_PATHS.session)
}

/**
 * Who is signed in: on the server, the request's session (its access cookie; SSR never
 * refreshes), sent with the page like every query the page used; in the browser, the BFF's session call, which reads the httpOnly cookies and
 * refreshes the tokens itself, so the page never sees a token.
 */
const readSession = createIsomorphicFn()
  .server(async (): Promise<BrowserSession> => {
    const { sessionUser } = await import('#src/lib/upstream.server.ts')
    return { user: await sessionUser() }
  })
  .client(readSessionInBrowser)

/**
 * The session, asked again when the window regains focus (a sign-out in another tab, an account
 * that ended, shows up at once), never on a timer (spec §7).
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: readSession,
  refetchOnWindowFocus: true,
  refetchInterval: false,
})
