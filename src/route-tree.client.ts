/**
 * The browser's route tree (decision 050). Public pages start from the tree without the signed-in
 * areas (src/routeTree.public.gen.js), so no portal, editor or studio route weighs on them; a page
 * inside an area starts from the full tree (one more chunk, fetched before hydrating). The way in
 * from a public page is a gate per area: the navigation that reaches it (or the hover that
 * preloads it) loads the full tree, rebuilds the router's matching and goes on to the same
 * address, which now finds its real route.
 */
import { createRoute, notFound, redirect, type AnyRoute, type AnyRouter } from '@tanstack/react-router'
import { SIGNED_IN_AREAS, isInSignedInArea } from './lib/signed-in-areas.ts'
import { routeTree as publicTree } from './routeTree.public.gen.js'

let fullTree: Promise<AnyRoute> | undefined
let router: AnyRouter | undefined

/** Importing the full tree gives the root all its children (the gates are not among them). */
function loadFullTree(): Promise<AnyRoute> {
  const loading =
    fullTree ??
    import('./routeTree.gen').then(
      (m): AnyRoute => m.routeTree,
      (error: unknown) => {
        // Offline a moment, or a newer build out: the next navigation into an area tries again.
        fullTree = undefined
        throw error
      },
    )
  fullTree = loading
  return loading
}

const gateId = (area: string) => `/${area}/$`

function gated(): boolean {
  return SIGNED_IN_AREAS.some((area) => router && gateId(area) in router.routesById)
}

function gates(root: AnyRoute) {
  return SIGNED_IN_AREAS.map((area) =>
    createRoute({
      getParentRoute: () => root,
      path: `${area}/$`,
      beforeLoad: async ({ location }) => {
        await loadFullTree()
        if (router && gated()) router.setRoutes(router.buildRouteTree())
        // Never round again: an address the full tree cannot place either is not found.
        if (gated()) throw notFound()
        throw redirect({ href: location.href, replace: true })
      },
    }),
  )
}

/**
 * The tree to create the router with: the full one inside an area, else the public one with its
 * gates. In development always the full one: a route file's hot update re-runs a tree module, and
 * the public one would take the areas away again (the production build is what e2e tests serve).
 */
export async function clientRouteTree(): Promise<AnyRoute> {
  if (import.meta.env.DEV || isInSignedInArea(window.location.pathname)) return loadFullTree()
  return publicTree.addChildren([...(publicTree.children as AnyRoute[]), ...gates(publicTree)])
}

/** The router the gates rebuild (this page's). */
export function rememberClientRouter(created: AnyRouter): void {
  router = created
}
