import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { notFoundHead } from '#src/features/pages/head.ts'
import { PageNotFound } from '#src/features/pages/PageNotFound.tsx'
import { shopItemsQuery } from '#src/features/shop/queries.ts'
import { orNotFound, routeIds } from '#src/features/shop/route-support.ts'
import { parseShopSearch } from '#src/features/shop/rules.ts'
import { ShopList } from '#src/features/shop/ShopList.tsx'

export const Route = createFileRoute('/obituaries/$id/$name/shop/')({
  validateSearch: parseShopSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const { id } = routeIds({ id: params.id })
    await orNotFound(context.queryClient.ensureQueryData(shopItemsQuery(id, deps.page)))
    return { id, page: deps.page }
  },
  // The layout's sharing tags and JSON-LD stay; the tab sets its title and canonical URL.
  head: ({ loaderData, match }) => (loaderData ? obituaryTabHead(match, loaderData.id, 'shop', 'Sympathy flowers') : notFoundHead()),
  component: Shop,
  notFoundComponent: PageNotFound,
})

function Shop() {
  const { id, page } = Route.useLoaderData()
  const { name } = Route.useParams()
  const { data } = useSuspenseQuery(shopItemsQuery(id, page))
  return <ShopList items={data} page={page} obituaryId={id} nameSlug={name} />
}
