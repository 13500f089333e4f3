import type { ContextKind, WebsiteContext } from '#contract/website.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { keep, remember } from '#src/lib/request-scope.ts'
import { siteShell, type SiteShell } from './shell.ts'

export const renderContextPath = (kind: ContextKind) => `/api/web/render-context/${kind}`

/** How long the browser reuses the site document it fetched for a navigation. */
const SITE_DOCUMENT_REUSE_MS = 60_000

/**
 * The whole site document, every page with its modules: what the shell and each page are taken
 * from. Never sent with a page: on the server it is read once per request (the root and a
 * content page's loader share it); in the browser it is fetched only on a navigation to a content
 * page the server did not render, and reused for a minute. Its modules are checked when a page
 * is resolved (features/pages/loaders.ts).
 */
export function loadSiteDocument(kind: ContextKind): Promise<WebsiteContext> {
  return keep(`site-document:${kind}`, () => readAnswer(renderContextPath(kind), 'renderContext'), SITE_DOCUMENT_REUSE_MS)
}

/**
 * The site's shell (shell.ts): approved for visitors, draft in preview (spec §4 builder). The root
 * route loads it into the router's context, which travels with the page; in the browser the shell
 * the page came with is kept (`rememberSiteShell`), so a navigation does not fetch it again.
 */
export function loadSiteShell(kind: ContextKind): Promise<SiteShell> {
  return keep(`site-shell:${kind}`, async () => siteShell(await loadSiteDocument(kind)))
}

/** In the browser, once the server-rendered page is live: the shell it came with serves every navigation. */
export function rememberSiteShell(kind: ContextKind, shell: SiteShell): void {
  remember(`site-shell:${kind}`, Promise.resolve(shell))
}
