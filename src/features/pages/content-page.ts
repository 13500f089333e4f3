import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { ContextKind, Page } from '#contract/website.ts'
import { normalisePagePath, resolvePage, type PageResolution } from '#core/pages.ts'
import { siteDocumentQuery } from '../site/render-context.ts'

/**
 * The resolved page's modules checked by their schemas (src/modules/checked.ts). Loaded on
 * demand: the server checks the page it renders, and the browser needs the schemas only on a
 * navigation to a page the server did not render, never on a first load (issue 15).
 */
async function checkedPage(resolution: PageResolution): Promise<PageResolution> {
  if (resolution.kind !== 'page') return resolution
  const { withCheckedPage } = await import('#src/modules/checked.ts')
  return withCheckedPage(resolution)
}

/**
 * What a content page's address resolves to (core/pages.ts `resolvePage`): the page with its
 * modules, a redirect to its first child, or not found. The only part of the site's pages a
 * page's HTML carries (issue 15 point 4).
 */
export function contentPageQuery(kind: ContextKind, rawPath: string) {
  const path = normalisePagePath(rawPath) ?? rawPath
  return queryOptions({
    queryKey: ['content-page', kind, path],
    queryFn: async ({ client }) => checkedPage(resolvePage(path, await client.ensureQueryData(siteDocumentQuery(kind)))),
    staleTime: 60_000,
  })
}

type RouteContextWithKind = { queryClient: QueryClient; contextKind?: ContextKind }

/** The page at `path` as its route's loader resolved it, read from the cache (a route's `head()` and `headers()`). */
export function cachedContentPage(context: RouteContextWithKind, path: string): Page | undefined {
  if (!context.contextKind) return undefined
  const resolution = context.queryClient.getQueryData(contentPageQuery(context.contextKind, path).queryKey)
  return resolution?.kind === 'page' ? resolution.page : undefined
}

/** The page at `path` as its route's loader resolved it (undefined when it is not a page). */
export function useContentPage(path: string): Page | undefined {
  const kind = useRouteContext({ from: '__root__', select: (c) => c.contextKind })
  const { data } = useSuspenseQuery(contentPageQuery(kind, path))
  return data.kind === 'page' ? data.page : undefined
}
