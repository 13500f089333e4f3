import * as operations from '#contract/operation-routes.gen.ts'
import type { ContextKind, WebsiteContext } from '#contract/website.ts'
import { isRefusal, type Previewing } from '#src/lib/preview.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { keep, remember } from '#src/lib/request-scope.ts'
import { siteShell, type SiteShell } from './shell.ts'

/** What the read of a context sends: the draft with a preview link's token when there is one (decision 037). */
function renderContextInput(kind: ContextKind, previewToken?: string) {
  return { params: { kind }, ...(kind === 'draft' && previewToken ? { query: { previewToken } } : {}) }
}

/** How long the browser reuses the site document it fetched for a navigation. */
const SITE_DOCUMENT_REUSE_MS = 60_000

/**
 * The whole site document, every page with its modules: what the shell and each page are taken
 * from. Never sent with a page: on the server it is read once per request (the root and a
 * content page's loader share it); in the browser it is fetched only on a navigation to a content
 * page the server did not render, and reused for a minute. Its modules are checked when a page
 * is resolved (features/pages/loaders.ts). The draft is read with the preview link's token, if
 * any; without staff or a valid link the upstream refuses it (403).
 */
export function loadSiteDocument(kind: ContextKind, previewToken?: string): Promise<WebsiteContext> {
  const read = () =>
    readAnswer(operations.getApiWebRenderContextByKind, renderContextInput(kind, previewToken), kind === 'draft' ? 'refusable' : false)
  return keep(`site-document:${kind}`, read, SITE_DOCUMENT_REUSE_MS)
}

/**
 * The site's shell (shell.ts): approved for visitors, draft in preview (spec §4 builder). The root
 * route loads it into the router's context, which travels with the page; in the browser the shell
 * the page came with is kept (`rememberSiteShell`), so a navigation does not fetch it again.
 */
export function loadSiteShell(kind: ContextKind, previewToken?: string): Promise<SiteShell> {
  return keep(`site-shell:${kind}`, async () => siteShell(await loadSiteDocument(kind, previewToken)))
}

export type ShownSite = { contextKind: ContextKind; site: SiteShell; previewToken?: string }

/**
 * The shell a page shows (decision 037): asked for preview (`requested`: `true` for staff's own
 * session, or a preview link's token), the draft when the upstream grants it; refused (no staff
 * session, a link expired, tampered with or for another host), the approved site, as if no
 * preview had been asked for: never an error page.
 */
export async function loadShownSite(requested: Previewing): Promise<ShownSite> {
  if (requested !== false) {
    const previewToken = typeof requested === 'string' ? requested : undefined
    try {
      return { contextKind: 'draft', site: await loadSiteShell('draft', previewToken), ...(previewToken ? { previewToken } : {}) }
    } catch (error) {
      if (!isRefusal(error)) throw error
    }
  }
  return { contextKind: 'approved', site: await loadSiteShell('approved') }
}

/** In the browser, once the server-rendered page is live: the shell it came with serves every navigation. */
export function rememberSiteShell(kind: ContextKind, shell: SiteShell): void {
  remember(`site-shell:${kind}`, Promise.resolve(shell))
}
