import { createFileRoute } from '@tanstack/react-router'
import { layoutObituary, obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { notFoundHead } from '#src/features/pages/head.ts'
import { PageNotFound } from '#src/features/pages/PageNotFound.tsx'
import { ProductForm } from '#src/features/shop/forms.ts'
import { orNotFound, routeIds } from '#src/features/shop/route-support.ts'
import { parseProductSearch } from '#src/features/shop/rules.ts'

export const Route = createFileRoute('/obituaries/$id/$name/shop/product/$productId/')({
  validateSearch: parseProductSearch,
  loader: async ({ params }) => {
    const { loadShopProduct } = await import('#src/features/shop/loaders.ts')
    const { id, productId } = routeIds({ id: params.id, productId: params.productId })
    const [product] = await Promise.all([orNotFound(loadShopProduct(id, productId)), ProductForm.preload()])
    return { id, productId, product }
  },
  head: ({ loaderData, match, matches }) => {
    if (!loaderData) return notFoundHead()
    return obituaryTabHead(match.context, layoutObituary(matches), `shop/product/${loaderData.productId}`, loaderData.product.name)
  },
  component: Product,
  notFoundComponent: PageNotFound,
})

function Product() {
  const { id, product } = Route.useLoaderData()
  const { name } = Route.useParams()
  const chosen = Route.useSearch()
  return <ProductForm product={product} obituaryId={id} nameSlug={name} chosen={chosen} />
}
