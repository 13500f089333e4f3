import { queryOptions } from '@tanstack/react-query'
import { BFF_AUTH_PATHS, BrowserSessionSchema } from '#contract/auth.ts'
import { browserHttp } from '#src/lib/browser-http.ts'

/** Query key of the signed-in user; sign-in, sign-up and sign-out set or invalidate it. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const

/**
 * Who is signed in (`{ user }` or `{ user: null }`), from the BFF's session call: the BFF
 * reads the httpOnly cookies and refreshes the tokens itself, so the page never sees a
 * token. Browser only for now (it calls same-origin through `browserHttp`), so load it from
 * components or client-side loaders, not in SSR. Asked again when the window regains focus
 * (a sign-out in another tab shows up), never on a timer.
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => browserHttp.get(BFF_AUTH_PATHS.session, BrowserSessionSchema, { signal }),
  refetchOnWindowFocus: true,
  refetchInterval: false,
})
