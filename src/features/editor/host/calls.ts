import { z } from 'zod'
import * as operations from '#contract/operation-routes.gen.ts'
import { WebsiteContextSchema, type ContextKind, type Page, type SiteShell } from '#contract/website.ts'
import { callOperation } from '#core/http/operation-call.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { siteDocumentOf } from './host-document.ts'

/** The editor's calls: a staff screen, so answers are checked with the contract here. */

export const siteDocumentQuery = (kind: ContextKind) => ({
  queryKey: ['editor', 'site-document', kind] as const,
  queryFn: async () =>
    siteDocumentOf(await callOperation(browserHttp, operations.getApiWebRenderContextByKind, { params: { kind } }, WebsiteContextSchema)),
  // The editor holds the draft it edits: a refetch on focus must not replace unsaved work.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})

/** One page of the draft (decision 046): a save sends only what changed, whatever the size of the site. */
export function saveDraftPage(path: string, page: Page): Promise<void> {
  return callOperation(browserHttp, operations.putApiWebRenderContextDraftPage, { query: { path }, body: page }, z.undefined())
}

/** The draft's design, navigation, settings, header and footer. */
export function saveDraftShell(shell: SiteShell): Promise<void> {
  return callOperation(browserHttp, operations.putApiWebRenderContextDraftShell, { body: shell }, z.undefined())
}

export function publishDraft(): Promise<void> {
  return callOperation(browserHttp, operations.postApiWebRenderContextApprove, {}, z.undefined())
}
