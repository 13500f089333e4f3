import type { ObituarySummary } from '#contract/obituaries.ts'

/** The public page of an obituary (spec §2 `/obituaries/{id}/{name}`). */
export function obituaryPageHref(obituary: Pick<ObituarySummary, 'id' | 'nameSlug'>): string {
  return `/obituaries/${obituary.id}/${encodeURIComponent(obituary.nameSlug)}`
}

export const ALL_OBITUARIES_PATH = '/obituaries'
