import { z } from 'zod'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { DRAFT_PAGE_PATH, DRAFT_SHELL_PATH, WebsiteContextSchema, type ContextKind, type Page, type SiteShell } from '#contract/website.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { siteDocumentOf } from './host-document.ts'

/** The editor's calls: a staff screen, so answers are checked with the contract here. */

export const siteDocumentQuery = (kind: ContextKind) => ({
  queryKey: ['editor', 'site-document', kind] as const,
  queryFn: async () => siteDocumentOf(await browserHttp.get(`/api/web/render-context/${kind}`, WebsiteContextSchema)),
  // The editor holds the draft it edits: a refetch on focus must not replace unsaved work.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})

/** One page of the draft (decision 046): a save sends only what changed, whatever the size of the site. */
export function saveDraftPage(path: string, page: Page): Promise<void> {
  return browserHttp.put(DRAFT_PAGE_PATH, z.undefined(), { query: { path }, body: page })
}

/** The draft's design, navigation, settings, header and footer. */
export function saveDraftShell(shell: SiteShell): Promise<void> {
  return browserHttp.put(DRAFT_SHELL_PATH, z.undefined(), { body: shell })
}

export function publishDraft(): Promise<void> {
  return browserHttp.post(APPROVE_RENDER_CONTEXT_PATH, z.undefined())
}
