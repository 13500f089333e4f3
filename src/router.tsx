import { createRouter, type AnyRouter } from '@tanstack/react-router'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { dehydrateQueries, hydrateQueries } from '#src/lib/queries.ts'
import type { SsrContext } from '#core/ssr-context.ts'
import { clientRouteTree, rememberClientRouter } from './route-tree.client.ts'
import type { routeTree } from './routeTree.gen'
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

/**
 * The server renders from the full tree; the browser starts without the signed-in areas unless
 * the page is in one (src/route-tree.client.ts, decision 050). Typed as the full tree either way:
 * the public one is the same routes less some, and the rest arrive before anyone goes there.
 */
const routeTreeOfThisSide = createIsomorphicFn()
  .server(async () => (await import('./routeTree.gen')).routeTree)
  .client(async () => (await clientRouteTree()) as typeof routeTree)

/** The browser's gates into the signed-in areas rebuild this router's matching. */
const routerCreated = createIsomorphicFn().client((router: AnyRouter) => rememberClientRouter(router))

export async function getRouter() {
  const router = createRouter({
    routeTree: await routeTreeOfThisSide(),
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
  routerCreated(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>
    /** What the BFF hands Start for each request (src/server.ts). */
    server: { requestContext: SsrContext }
  }
}
