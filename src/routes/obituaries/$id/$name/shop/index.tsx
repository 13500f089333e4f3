import { createFileRoute } from '@tanstack/react-router'
import { layoutObituary, obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { notFoundHead } from '#src/features/pages/head.ts'
import { PageNotFound } from '#src/features/pages/PageNotFound.tsx'
import { orNotFound, routeIds } from '#src/features/shop/route-support.ts'
import { parseShopSearch } from '#src/features/shop/rules.ts'
import { ShopList } from '#src/features/shop/ShopList.tsx'

export const Route = createFileRoute('/obituaries/$id/$name/shop/')({
  validateSearch: parseShopSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ params, deps }) => {
    const { loadShopItems } = await import('#src/features/shop/loaders.ts')
    const { id } = routeIds({ id: params.id })
    const items = await orNotFound(loadShopItems(id, deps.page))
    return { id, page: deps.page, items }
  },
  // The layout's sharing tags and JSON-LD stay; the tab sets its title and canonical URL.
  head: ({ loaderData, match, matches }) =>
    loaderData ? obituaryTabHead(match.context, layoutObituary(matches), 'shop', 'Sympathy flowers') : notFoundHead(),
  component: Shop,
  notFoundComponent: PageNotFound,
})

function Shop() {
  const { id, page, items } = Route.useLoaderData()
  const { name } = Route.useParams()
  return <ShopList items={items} page={page} obituaryId={id} nameSlug={name} />
}
