import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContentPage } from '../features/pages/ContentPage.tsx'
import { contextSite, contentPageHead, contentPageHeaders, pageLocation } from '../features/pages/head.ts'
import { pageImageTransforms } from '../features/media/transforms.ts'
import { loadModules } from '../modules/registry.tsx'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const { loadContentPage } = await import('../features/pages/loaders.ts')
    const home = await loadContentPage(context.contextKind, '/', context.previewToken)
    if (home.kind !== 'page') throw notFound()
    // Data the modules show (recent obituaries …), so the SSR HTML is complete.
    const moduleData = await loadModules(home.page.modules)
    return { ...pageLocation(context, '/'), page: home.page, moduleData }
  },
  head: ({ loaderData, match }) => {
    const site = contextSite(match.context)
    return site && loaderData ? contentPageHead(site, loaderData.page, loaderData) : {}
  },
  headers: ({ loaderData, match }) => contentPageHeaders(loaderData?.page, pageImageTransforms(match.context, '/')),
  component: Home,
})

function Home() {
  const { page, moduleData } = Route.useLoaderData()
  return <ContentPage page={page} moduleData={moduleData} />
}
