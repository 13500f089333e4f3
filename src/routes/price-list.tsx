import { createFileRoute } from '@tanstack/react-router'
import { contextSite, fixedPageHead, pageLocation } from '#src/features/pages/head.ts'
import { PriceListView } from '#src/features/price-list/PriceListView.tsx'
import { useSite } from '#src/features/site/use-site.ts'

export const Route = createFileRoute('/price-list')({
  loader: async ({ context }) => {
    const { loadPriceList } = await import('#src/features/price-list/loaders.ts')
    return { ...pageLocation(context, '/price-list'), priceList: await loadPriceList() }
  },
  // The site's own description, as the legal pages: this head is in every page's entry (decision 027's margin is a few hundred bytes).
  head: ({ loaderData, match }) => {
    const site = contextSite(match.context)
    return site && loaderData ? fixedPageHead(site, 'General Price List', loaderData) : {}
  },
  component: Page,
})

function Page() {
  const site = useSite()
  const { priceList } = Route.useLoaderData()
  return <PriceListView company={site.company} locations={site.locations} priceList={priceList} />
}
