import { dehydrate, focusManager, hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query'
import { kept, keep } from './request-scope.ts'

/**
 * The QueryClient of the screens that need one (the shop, planning, and later the family
 * portal): mutations, invalidation, the cart. Public pages read through their routes' loaders
 * instead and never load this module (decision 027). One per request on the server, one per tab
 * in the browser, made on first use (`queries.ts`).
 *
 * No refetch on mount (`readAgainIfInvalidated`): data a page was rendered with is as fresh as the page; refetching on
 * mount fetched it again after every load (issue 15, seen in Lighthouse's trace). Navigations
 * still load what is missing through the routes' loaders, and changes the app makes itself
 * invalidate what they touch: a query a change invalidated while no screen showed it is read
 * again when its screen mounts (decision 041), never shown with its answer from before the
 * change. `refetchOnWindowFocus` is off for the same reason; the session
 * query turns it on for itself.
 *
 * A query marked `meta: { dehydrate: false }` stays on the server.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // networkMode 'always': offline, a read or a save fails at once and says so (problem-sentence.ts)
      // instead of waiting, paused, behind a spinner that never ends (issue 34 §4).
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnMount: readAgainIfInvalidated, networkMode: 'always' },
      mutations: { networkMode: 'always' },
      dehydrate: { shouldDehydrateQuery: shouldSendWithPage },
    },
  })
}

/** `refetchOnMount`: only a query invalidated since its last answer (a change made it stale). */
export function readAgainIfInvalidated(query: Query): boolean {
  return query.state.isInvalidated
}

/** Whether the server sends a query with the page: every one, unless it says it stays. */
export function shouldSendWithPage(query: Query): boolean {
  return query.meta?.dehydrate !== false
}

/**
 * "Focus" as spec §7 means it for the session: the window coming back into view (another tab
 * left, a phone unlocked: `visibilitychange`, Query's own event) or regaining focus (another
 * window left on a desktop: `focus`, which Query no longer listens to by itself).
 */
export function listenForWindowFocus(): void {
  focusManager.setEventListener((handleFocus) => {
    const onVisibility = () => handleFocus(document.visibilityState === 'visible')
    const onFocus = () => handleFocus(true)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('focus', onFocus)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('focus', onFocus)
    }
  })
}

const KEY = 'query-client'

/** This request's (server) or this tab's (browser) client, made on first use. */
export function currentQueryClient(): QueryClient {
  return keep(KEY, () => {
    if (typeof window !== 'undefined') listenForWindowFocus()
    return createQueryClient()
  })
}

/** On the server, after the routes loaded: what this request's client holds, to send with the page (none when no screen used one). */
export function dehydrateRequestQueries(): DehydratedState | undefined {
  const client = kept<QueryClient>(KEY)
  return client ? dehydrate(client, client.getDefaultOptions().dehydrate) : undefined
}

/** In the browser, before hydration: what the server sent, into the tab's client. */
export function hydrateTabQueries(state: DehydratedState): void {
  hydrate(currentQueryClient(), state)
}
