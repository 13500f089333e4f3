import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { notFoundHead } from '#src/features/pages/head.ts'
import { PageNotFound } from '#src/features/pages/PageNotFound.tsx'
import { ProductForm } from '#src/features/shop/forms.ts'
import { shopProductQuery } from '#src/features/shop/queries.ts'
import { orNotFound, routeIds } from '#src/features/shop/route-support.ts'
import { parseProductSearch } from '#src/features/shop/rules.ts'

export const Route = createFileRoute('/obituaries/$id/$name/shop/product/$productId/')({
  validateSearch: parseProductSearch,
  loader: async ({ context, params }) => {
    const { id, productId } = routeIds({ id: params.id, productId: params.productId })
    await Promise.all([orNotFound(context.queryClient.ensureQueryData(shopProductQuery(id, productId))), ProductForm.preload()])
    return { id, productId }
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return notFoundHead()
    const product = match.context.queryClient.getQueryData(shopProductQuery(loaderData.id, loaderData.productId).queryKey)
    return obituaryTabHead(match, loaderData.id, `shop/product/${loaderData.productId}`, product?.name ?? 'Sympathy flowers')
  },
  component: Product,
  notFoundComponent: PageNotFound,
})

function Product() {
  const { id, productId } = Route.useLoaderData()
  const { name } = Route.useParams()
  const chosen = Route.useSearch()
  const { data } = useSuspenseQuery(shopProductQuery(id, productId))
  return <ProductForm product={data} obituaryId={id} nameSlug={name} chosen={chosen} />
}
