import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContentPage } from '../features/pages/ContentPage.tsx'
import { cachedSite, contentPageHead, contentPageHeaders, pageLocation } from '../features/pages/head.ts'
import { renderContextQuery } from '../features/site/render-context.ts'
import { useSite } from '../features/site/use-site.ts'
import { currentPage } from '../lib/navigation.ts'
import { prefetchModules } from '../modules/registry.tsx'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const site = await context.queryClient.ensureQueryData(renderContextQuery(context.contextKind))
    const page = currentPage(site.pages, '/')
    if (!page) throw notFound()
    await prefetchModules(context.queryClient, page.modules)
    return pageLocation(context, '/')
  },
  head: ({ loaderData, match }) => {
    const site = cachedSite(match.context)
    const page = site ? currentPage(site.pages, '/') : undefined
    return site && page && loaderData ? contentPageHead(site, page, loaderData) : {}
  },
  headers: ({ match }) => {
    const site = cachedSite(match.context)
    return contentPageHeaders(site ? currentPage(site.pages, '/') : undefined)
  },
  component: Home,
})

function Home() {
  const page = currentPage(useSite().pages, '/')
  return page ? <ContentPage page={page} /> : null
}
