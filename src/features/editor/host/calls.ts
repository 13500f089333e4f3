import { z } from 'zod'
import { APPROVE_RENDER_CONTEXT_PATH, DRAFT_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { WebsiteContextSchema, type ContextKind, type SiteDocument } from '#contract/website.ts'
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

export function saveDraft(document: SiteDocument): Promise<void> {
  return browserHttp.put(DRAFT_RENDER_CONTEXT_PATH, z.undefined(), { body: document })
}

export function publishDraft(): Promise<void> {
  return browserHttp.post(APPROVE_RENDER_CONTEXT_PATH, z.undefined())
}
