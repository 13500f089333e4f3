import { createFileRoute, notFound } from '@tanstack/react-router'
import { cachedContentPage, contentPageQuery, useContentPage } from '../features/pages/content-page.ts'
import { ContentPage } from '../features/pages/ContentPage.tsx'
import { cachedSite, contentPageHead, contentPageHeaders, pageLocation } from '../features/pages/head.ts'
import { cachedImageTransforms } from '../features/media/transforms.ts'
import { prefetchModules } from '../modules/registry.tsx'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const home = await context.queryClient.ensureQueryData(contentPageQuery(context.contextKind, '/'))
    if (home.kind !== 'page') throw notFound()
    await prefetchModules(context.queryClient, home.page.modules)
    return pageLocation(context, '/')
  },
  head: ({ loaderData, match }) => {
    const site = cachedSite(match.context)
    const page = cachedContentPage(match.context, '/')
    return site && page && loaderData ? contentPageHead(site, page, loaderData) : {}
  },
  headers: ({ match }) => contentPageHeaders(cachedContentPage(match.context, '/'), cachedImageTransforms(match.context, '/')),
  component: Home,
})

function Home() {
  const page = useContentPage('/')
  return page ? <ContentPage page={page} /> : null
}
