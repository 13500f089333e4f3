import { OBITUARY_PATHS } from '#contract/obituary-constants.ts'
import { withQuery } from '#core/http/query.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** The newest published obituaries first (the api's search order), `size` of them. */
export const recentObituariesPath = (size: number) => withQuery(OBITUARY_PATHS.search, { size })

/** Quiet: a widget that cannot load must not turn the page into an error page. */
export const loadRecentObituaries = (size: number) => readAnswer(recentObituariesPath(size), 'obituarySearch', true)
