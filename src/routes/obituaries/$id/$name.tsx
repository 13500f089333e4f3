import { Outlet, createFileRoute, notFound, redirect, useLocation } from '@tanstack/react-router'
import { orNotFound } from '#contract/errors.ts'
import { useRef } from 'react'
import { photoImage } from '#src/features/media/photo.ts'
import { pageImageTransforms } from '#src/features/media/transforms.ts'
import { ObituaryHeader, ObituaryTabs } from '#src/features/obituaries/ObituaryHeader.tsx'
import { canonicalObituaryRedirect, obituaryHref, parseObituaryId } from '#src/features/obituaries/rules.ts'
import { PORTRAIT_PLACE } from '#src/features/obituaries/portrait.ts'
import { obituaryHead } from '#src/features/obituaries/seo.ts'
import { useFocusHeadingAfterNavigation } from '#src/features/obituaries/tab-focus.ts'
import { currentTab } from '#src/features/obituaries/tabs.ts'
import { contextSite, notFoundHead, pageLocation } from '#src/features/pages/head.ts'
import { lcpLinkHeader, lcpOf } from '#src/features/pages/lcp.ts'
import { PageNotFound } from '#src/features/pages/PageNotFound.tsx'
import { throwNotFound } from '#src/lib/not-found.ts'
import { canonicalUrl } from '#src/lib/seo.ts'

/**
 * /obituaries/{id}/{name} and its tabs (spec §2). The id must be digits ('Page Not Found'
 * otherwise, a real 404); an unknown or unpublished one is the same 404; a wrong name is a 301
 * to the canonical address, so old and shortened links keep working and search engines keep one.
 */
export const Route = createFileRoute('/obituaries/$id/$name')({
  loader: async ({ context, params, location }) => {
    const { loadObituary } = await import('#src/features/obituaries/loaders.ts')
    const id = parseObituaryId(params.id)
    if (id === undefined) throw notFound()
    const obituary = await orNotFound(loadObituary(id), throwNotFound)
    const canonical = canonicalObituaryRedirect(location.pathname, location.searchStr, obituary)
    if (canonical) throw redirect({ href: canonical, statusCode: 301 })
    const here = pageLocation(context, obituaryHref(obituary))
    const site = contextSite(context)
    // Made here, where the code loads with the page's own chunk, not in `head`, which every public
    // page's entry carries (the JSON-LD builders were 2 KB of it). Each tab adds its own canonical
    // link (links from several routes are not merged by name).
    const { links: _links, ...head } = site ? obituaryHead({ ...here, obituary, companyName: site.company.name }) : { links: [] }
    return { ...here, id, obituary, head }
  },
  head: ({ loaderData }) => (loaderData ? loaderData.head : notFoundHead()),
  // The portrait, the page's largest paint, as an Early Hint (React preloads it in the HTML itself),
  // in the widths the header's <img> offers.
  headers: ({ loaderData, match }) => {
    const photo = loaderData?.obituary.photo
    if (!photo || !loaderData) return undefined
    const transforms = pageImageTransforms(match.context, loaderData.path)
    return { Link: lcpLinkHeader(lcpOf(photoImage(photo, PORTRAIT_PLACE, transforms), PORTRAIT_PLACE.sizes)) }
  },
  component: ObituaryLayout,
  notFoundComponent: PageNotFound,
})

function ObituaryLayout() {
  const { obituary, origin } = Route.useLoaderData()
  const tab = useLocation({ select: (l) => currentTab(l.pathname) })
  const body = useRef<HTMLDivElement>(null)
  useFocusHeadingAfterNavigation(body)
  return (
    <main id="main" className="page obituary" data-obituary-id={obituary.id}>
      <ObituaryHeader obituary={obituary} pageUrl={canonicalUrl(origin, obituaryHref(obituary))} />
      <ObituaryTabs obituary={obituary} current={tab} />
      <div className="obituary__body" ref={body}>
        <Outlet />
      </div>
    </main>
  )
}
