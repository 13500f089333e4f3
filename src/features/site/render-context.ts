import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { WebsiteContextSchema, type ContextKind, type WebsiteContext } from '#contract/website.ts'
import { browserHttp } from '#src/lib/browser-http.ts'

export const renderContextPath = (kind: ContextKind) => `/api/web/render-context/${kind}`

/** On the server: in-process through the BFF client. In the browser: same-origin through the BFF proxy. */
const loadRenderContext = createIsomorphicFn()
  .server(async (kind: ContextKind): Promise<WebsiteContext> => {
    const { upstreamJson } = await import('#src/lib/upstream.server.ts')
    return upstreamJson(renderContextPath(kind), WebsiteContextSchema)
  })
  .client((kind: ContextKind) => browserHttp.get(renderContextPath(kind), WebsiteContextSchema))

/** The site's render context: approved for visitors, draft in preview (spec §4 builder). */
export function renderContextQuery(kind: ContextKind) {
  return queryOptions({
    queryKey: ['render-context', kind],
    queryFn: () => loadRenderContext(kind),
    staleTime: 60_000,
  })
}
