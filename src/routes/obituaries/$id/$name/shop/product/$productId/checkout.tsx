import { createFileRoute, redirect } from '@tanstack/react-router'
import { layoutObituary, obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { notFoundHead } from '#src/features/pages/head.ts'
import { PageNotFound } from '#src/features/pages/PageNotFound.tsx'
import { CheckoutForm } from '#src/features/shop/forms.ts'
import { noIndex, orNotFound, routeIds } from '#src/features/shop/route-support.ts'
import { parseCheckoutSearch, productHref } from '#src/features/shop/rules.ts'

export const Route = createFileRoute('/obituaries/$id/$name/shop/product/$productId/checkout')({
  validateSearch: parseCheckoutSearch,
  loaderDeps: ({ search }) => ({ variantId: search.variantId, quantity: search.quantity }),
  loader: async ({ params, deps }) => {
    const [{ loadShopProduct }, { loadPaymentSetup }] = await Promise.all([
      import('#src/features/shop/loaders.ts'),
      import('#src/features/payments/loaders.ts'),
    ])
    const { id, productId } = routeIds({ id: params.id, productId: params.productId })
    const [product, payment] = await Promise.all([orNotFound(loadShopProduct(id, productId)), loadPaymentSetup(), CheckoutForm.preload()])
    const variant = product.variants.find((v) => v.id === deps.variantId)
    // No (or another product's) size chosen: back to the product to choose one.
    if (!variant) throw redirect({ href: productHref(id, params.name, productId), statusCode: 307 })
    const now = new Date()
    // The funeral home's today is at most a day behind UTC's (US zones); the api checks it exactly.
    const earliestDelivery = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
    const today = { year: now.getFullYear(), month: now.getMonth() + 1, earliestDelivery }
    return { id, product, variant, quantity: deps.quantity, today, payment }
  },
  // Not for search engines; the canonical link points at the shop.
  head: ({ loaderData, match, matches }) =>
    loaderData ? noIndex(obituaryTabHead(match.context, layoutObituary(matches), 'shop', 'Checkout')) : notFoundHead(),
  component: Checkout,
  notFoundComponent: PageNotFound,
})

function Checkout() {
  const { id, product, variant, quantity, today, payment } = Route.useLoaderData()
  const { name } = Route.useParams()
  return (
    <CheckoutForm product={product} variant={variant} quantity={quantity} obituaryId={id} nameSlug={name} today={today} payment={payment} />
  )
}
