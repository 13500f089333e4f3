import { createIsomorphicFn } from '@tanstack/react-start'
import { isBot } from '#src/lib/bots.ts'
import { kept, remember } from '#src/lib/request-scope.ts'

const CRAWLER_KEY = 'crawler'

const requestUserAgentIsBot = async (): Promise<boolean> => {
  const { getRequestHeader } = await import('@tanstack/react-start/server')
  return isBot(getRequestHeader('user-agent'))
}

/**
 * Whether this request comes from a crawler (spec §9 pattern), looked up on the server only
 * when an error reaches the root (the root route's beforeLoad), whose answer is never cached.
 * Its own failure (none is expected: it reads a header) must not hide the error itself.
 */
export const lookUpCrawler = createIsomorphicFn()
  .server(async (): Promise<void> => remember(CRAWLER_KEY, await requestUserAgentIsBot().catch(() => false)))
  .client(async (): Promise<void> => {})

/**
 * For the root's error boundary: the server's lookup for this request; in the browser, its own
 * User-Agent, which is the one the server saw, so the first render agrees with the server's.
 */
export const requestIsCrawler = createIsomorphicFn()
  .server((): boolean => kept<boolean>(CRAWLER_KEY) ?? false)
  .client((): boolean => isBot(navigator.userAgent))

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
