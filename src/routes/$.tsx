import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { pageImageTransforms } from '../features/media/transforms.ts'
import { ContentPage } from '../features/pages/ContentPage.tsx'
import { contextSite, contentPageHead, contentPageHeaders, notFoundHead, pageLocation } from '../features/pages/head.ts'
import { PageNotFound } from '../features/pages/PageNotFound.tsx'
import { previewHref, previewingOf } from '../lib/preview.ts'
import { loadModules } from '../modules/registry.tsx'

/** Content pages by slug from the pages map (spec §2 catch-all); the page's HTML carries that page only (features/pages/loaders.ts). */
export const Route = createFileRoute('/$')({
  loader: async ({ context, location }) => {
    const { loadContentPage } = await import('../features/pages/loaders.ts')
    const resolution = await loadContentPage(context.contextKind, location.pathname, context.previewToken)
    // Spec §8 'Page not found': the spec's error page (PageNotFound), with a real 404 on SSR.
    if (resolution.kind === 'not-found') throw notFound()
    if (resolution.kind === 'redirect') {
      // A real 307 with Location on SSR; in preview the child shows the draft too.
      throw redirect({ href: previewHref(resolution.to, previewingOf(context)), statusCode: 307 })
    }
    // Data the modules show (recent obituaries …), so the SSR HTML is complete.
    const moduleData = await loadModules(resolution.page.modules)
    return { ...pageLocation(context, resolution.path), page: resolution.page, moduleData }
  },
  head: ({ loaderData, match }) => {
    const site = contextSite(match.context)
    return site && loaderData ? contentPageHead(site, loaderData.page, loaderData) : notFoundHead()
  },
  headers: ({ loaderData, match }) =>
    loaderData ? contentPageHeaders(loaderData.page, pageImageTransforms(match.context, loaderData.path)) : undefined,
  component: CatchAll,
  notFoundComponent: PageNotFound,
})

function CatchAll() {
  const { page, moduleData } = Route.useLoaderData()
  return <ContentPage page={page} moduleData={moduleData} />
}
