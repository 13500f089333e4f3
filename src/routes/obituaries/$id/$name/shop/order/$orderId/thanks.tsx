import { createFileRoute, notFound } from '@tanstack/react-router'
import { ORDER_TOKEN_PATTERN } from '#contract/shop-constants.ts'
import { layoutObituary, obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { notFoundHead } from '#src/features/pages/head.ts'
import { PageNotFound } from '#src/features/pages/PageNotFound.tsx'
import { noIndex, orNotFound, routeIds } from '#src/features/shop/route-support.ts'
import { parseThanksSearch } from '#src/features/shop/rules.ts'
import { ThanksView } from '#src/features/shop/ThanksView.tsx'

export const Route = createFileRoute('/obituaries/$id/$name/shop/order/$orderId/thanks')({
  validateSearch: parseThanksSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ params, deps }) => {
    const { loadShopOrder } = await import('#src/features/shop/loaders.ts')
    const { id, orderId } = routeIds({ id: params.id, orderId: params.orderId })
    // The order's secret: without it (or with another order's, or for another obituary) there is no order to show.
    const token = deps.token
    if (!token || !ORDER_TOKEN_PATTERN.test(token)) throw notFound()
    const order = await orNotFound(loadShopOrder(id, orderId, token))
    return { id, order }
  },
  // An order does not change: a navigation back to it never reads it again.
  staleTime: Number.POSITIVE_INFINITY,
  // A receipt for one person: never kept by the edge cache or a shared cache, never indexed.
  headers: () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }),
  // Not for search engines; the canonical link points at the shop.
  head: ({ loaderData, match, matches }) =>
    loaderData ? noIndex(obituaryTabHead(match.context, layoutObituary(matches), 'shop', 'Thank you for your order')) : notFoundHead(),
  component: Thanks,
  notFoundComponent: PageNotFound,
})

function Thanks() {
  const { id, order } = Route.useLoaderData()
  const { name } = Route.useParams()
  return <ThanksView order={order} obituaryId={id} nameSlug={name} />
}
