import { ErrorPage } from '#src/ui/ErrorPage.tsx'

/**
 * Spec §8 'Page not found' for a route's own `notFound()`: the same error page the root shows,
 * caught at the route so that the route's `head()` still runs and titles the document
 * '404 - Page Not Found' (see `notFoundHead`); the site's header and footer stay around it.
 */
export function PageNotFound() {
  return <ErrorPage error={{ isNotFound: true }} />
}
