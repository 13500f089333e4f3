import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createQueryClient } from '#src/lib/query-client.ts'
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
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    ssr: { nonce: ssrNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
    /** What the BFF hands Start for each request (src/server.ts). */
    server: { requestContext: SsrContext }
  }
}
