import { OBITUARY_PATHS } from '#contract/obituary-constants.ts'
import type { ObituarySummary } from '#contract/obituaries.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { withQuery } from '#core/http/query.ts'

/** The newest published obituaries first (the api's search order), `size` of them. */
export const recentObituariesPath = (size: number) => withQuery(OBITUARY_PATHS.search, { size })

/** Quiet: a widget that cannot load must not turn the page into an error page. */
export const loadRecentObituaries = (size: number) => readAnswer(recentObituariesPath(size), 'obituarySearch', true)

/** The public page of an obituary (spec §2 `/obituaries/{id}/{name}`). */
export function obituaryPageHref(obituary: Pick<ObituarySummary, 'id' | 'nameSlug'>): string {
  return `/obituaries/${obituary.id}/${encodeURIComponent(obituary.nameSlug)}`
}

export const ALL_OBITUARIES_PATH = '/obituaries'
