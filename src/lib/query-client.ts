import { QueryClient, type Query } from '@tanstack/react-query'

/**
 * The app's QueryClient (one per request on the server, one in the browser).
 *
 * `refetchOnMount: false`: data a page was rendered with is as fresh as the page. A page served
 * from the edge cache may have been rendered minutes ago, so its dehydrated queries are already
 * past their `staleTime` when the browser hydrates them; refetching on mount then fetched the
 * render context and the modules' data again after every such load (issue 15, seen in
 * Lighthouse's trace). Navigations still load what is missing through the routes' loaders, and
 * changes the app makes itself invalidate what they touch. `refetchOnWindowFocus` is off for the
 * same reason; the session query turns it on for itself.
 *
 * A query marked `meta: { dehydrate: false }` stays on the server: the whole site document is
 * read there for every page, but a page carries only its shell and its own page (issue 15).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnMount: false },
      dehydrate: { shouldDehydrateQuery: shouldSendWithPage },
    },
  })
}

/** Whether the server sends a query with the page: every one (as Start's query integration does), unless it says it stays. */
export function shouldSendWithPage(query: Query): boolean {
  return query.meta?.dehydrate !== false
}
