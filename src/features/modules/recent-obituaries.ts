import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { OBITUARY_PATHS, ObituaryPageSchema, type ObituarySummary } from '#contract/obituaries.ts'
import type { Page } from '#contract/paging.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { withQuery } from '#core/http/query.ts'

/** The newest published obituaries first (the api's search order), `size` of them. */
export const recentObituariesPath = (size: number) => withQuery(OBITUARY_PATHS.search, { size })

/**
 * On the server: in-process, public, and a failure does not set the page's status (a widget that
 * cannot load must not turn the page into an error page). In the browser: through the BFF proxy.
 */
const loadRecentObituaries = createIsomorphicFn()
  .server(async (size: number): Promise<Page<ObituarySummary>> => {
    const { upstreamQuiet } = await import('#src/lib/upstream.server.ts')
    return upstreamQuiet(recentObituariesPath(size), ObituaryPageSchema)
  })
  .client((size: number) => browserHttp.get(recentObituariesPath(size), ObituaryPageSchema))

export function recentObituariesQuery(size: number) {
  return queryOptions({
    queryKey: ['obituaries', 'recent', size],
    queryFn: () => loadRecentObituaries(size),
    staleTime: 60_000,
  })
}

/** The public page of an obituary (spec §2 `/obituaries/{id}/{name}`). */
export function obituaryPageHref(obituary: Pick<ObituarySummary, 'id' | 'nameSlug'>): string {
  return `/obituaries/${obituary.id}/${encodeURIComponent(obituary.nameSlug)}`
}

export const ALL_OBITUARIES_PATH = '/obituaries'
