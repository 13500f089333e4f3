import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { dehydrateQueries, hydrateQueries } from '#src/lib/queries.ts'
import type { SsrContext } from '#core/ssr-context.ts'
import { routeTree } from './routeTree.gen'
import { RouteError } from './ui/ErrorPage.tsx'

/**
 * This request's CSP nonce on the server (the BFF's secure headers made it; src/server.ts hands
 * it to Start as `context.nonce`). Start then writes it on every script, modulepreload and a
 * `csp-nonce` meta the browser's router reads back; in the browser this is undefined.
 */
function ssrNonce(): string | undefined {
  try {
    return getGlobalStartContext()?.nonce
  } catch {
    // Outside a request (no Start context yet): no nonce.
    return undefined
  }
}

export function getRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    // What a loader read is reused for a minute on navigations back to it (as the query cache did).
    defaultStaleTime: 60_000,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    ssr: { nonce: ssrNonce() },
    // The shop's and planning's query cache travels with their pages (public pages have none).
    dehydrate: dehydrateQueries,
    hydrate: hydrateQueries,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
    /** What the BFF hands Start for each request (src/server.ts). */
    server: { requestContext: SsrContext }
  }
}
