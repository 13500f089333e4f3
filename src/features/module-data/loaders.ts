import * as operations from '#contract/operation-routes.gen.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** The newest published obituaries first (the api's search order), `size` of them. */
export const recentObituariesPath = (size: number) => operationPath(operations.getApiWebObituaries, { query: { size } })

/** Quiet: a widget that cannot load must not turn the page into an error page. */
export const loadRecentObituaries = (size: number) => readAnswer(operations.getApiWebObituaries, { query: { size } }, true)
