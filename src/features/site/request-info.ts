import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { isBot } from '#src/lib/bots.ts'

/**
 * Whether this request (on the server) or this browser comes from a crawler (spec §9 pattern).
 * Looked up only when an error reaches the root (the root route's beforeLoad), whose answer is
 * never cached; kept in the query cache, so the server's answer is dehydrated and the browser's
 * first render reads the same value (no hydration mismatch in the root error boundary).
 */
const requestIsCrawler = createIsomorphicFn()
  .server(async (): Promise<boolean> => {
    const { getRequestHeader } = await import('@tanstack/react-start/server')
    return isBot(getRequestHeader('user-agent'))
  })
  .client(async (): Promise<boolean> => isBot(navigator.userAgent))

export function crawlerQuery() {
  return queryOptions({ queryKey: ['crawler'], queryFn: () => requestIsCrawler(), staleTime: Infinity })
}

/**
 * This page's own origin (`https://whitfield.example`): the request URL on the server (its Host
 * is the tenant's, as the BFF saw it), the document's in the browser. For absolute URLs in
 * structured data.
 */
export const requestOrigin = createIsomorphicFn()
  .server(async (): Promise<string> => {
    const { getRequestUrl } = await import('@tanstack/react-start/server')
    return getRequestUrl().origin
  })
  .client(async (): Promise<string> => window.location.origin)
