import { queryOptions } from '@tanstack/react-query'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/headers.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { AddressSuggestion, PlanningForm, PlanningLocation, PlanningReceipt, PlanningSubmission } from '#contract/planning.ts'
import { call } from '#src/lib/api-call.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/**
 * The planning flow's calls. Reads go through `readAnswer` (checked on the server, as sent in the
 * browser: decision 023), so no planning page parses answers with zod in the browser.
 */
const loadForm = (): Promise<PlanningForm> => readAnswer(operations.getApiWebPlanningFields)
const loadLocations = async (): Promise<PlanningLocation[]> => (await readAnswer(operations.getApiWebPlanningLocations)).content

/** The form does not change while someone fills it in: fetched once per visit. */
const FORM_STALE_MS = 30 * 60_000

/** The planning form: its sections in order, each with its field definitions. */
export function planningFormQuery() {
  return queryOptions({ queryKey: ['planning', 'form'], queryFn: () => loadForm(), staleTime: FORM_STALE_MS })
}

/** The locations a request can be sent to. */
export function planningLocationsQuery() {
  return queryOptions({ queryKey: ['planning', 'locations'], queryFn: () => loadLocations(), staleTime: FORM_STALE_MS })
}

/** Address suggestions for what was typed into a street field (browser only: it follows the keyboard). */
export function addressSuggestionsQuery(query: string) {
  return queryOptions({
    queryKey: ['planning', 'address', query.toLowerCase()],
    queryFn: async ({ signal }): Promise<AddressSuggestion[]> =>
      (await call(operations.getApiWebPlanningAddress, { query: { query } }, { signal })).content,
    staleTime: 5 * 60_000,
  })
}

/** POST /api/web/planning/submit with the attempt's Idempotency-Key (never retried by the client: it is a POST). */
export function submitPlanning(body: PlanningSubmission, idempotencyKey: string): Promise<PlanningReceipt> {
  return call(operations.postApiWebPlanningSubmit, { body }, { headers: { [HEADER_IDEMPOTENCY_KEY]: idempotencyKey } })
}
