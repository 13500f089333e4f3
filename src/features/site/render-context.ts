import { queryOptions } from '@tanstack/react-query'
import type { ContextKind, WebsiteContext } from '#contract/website.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { siteShell } from './shell.ts'

export const renderContextPath = (kind: ContextKind) => `/api/web/render-context/${kind}`

/** The context as read (src/lib/read-answer.ts); a page's modules are checked when it is resolved (content-page.ts). */
const loadSiteDocument = (kind: ContextKind): Promise<WebsiteContext> => readAnswer(renderContextPath(kind), 'renderContext')

/**
 * The whole site document, every page with its modules: what the shell and each page are taken
 * from. Never sent with a page (`meta.dehydrate: false`, src/lib/query-client.ts): on the server
 * it lives for the request; in the browser it is fetched once, on the first navigation to a
 * content page the server did not render.
 */
export function siteDocumentQuery(kind: ContextKind) {
  return queryOptions({
    queryKey: ['site-document', kind],
    queryFn: () => loadSiteDocument(kind),
    staleTime: 60_000,
    meta: { dehydrate: false },
  })
}

/** The site's shell (shell.ts): approved for visitors, draft in preview (spec §4 builder). Every page carries it. */
export function renderContextQuery(kind: ContextKind) {
  return queryOptions({
    queryKey: ['render-context', kind],
    queryFn: async ({ client }) => siteShell(await client.ensureQueryData(siteDocumentQuery(kind))),
    staleTime: 60_000,
  })
}
