import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import {
  AddressSuggestionListSchema,
  PLANNING_PATHS,
  PlanningFormSchema,
  PlanningLocationListSchema,
  PlanningReceiptSchema,
  type AddressSuggestion,
  type PlanningForm,
  type PlanningLocation,
  type PlanningReceipt,
  type PlanningSubmission,
} from '#contract/planning.ts'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { withQuery } from '#core/http/query.ts'

/** Server: in-process through the BFF client. Browser: same origin, through the BFF. */
const loadForm = createIsomorphicFn()
  .server(async (): Promise<PlanningForm> => {
    const { upstreamJson } = await import('#src/lib/upstream.server.ts')
    return upstreamJson(PLANNING_PATHS.fields, PlanningFormSchema)
  })
  .client(() => browserHttp.get(PLANNING_PATHS.fields, PlanningFormSchema))

const loadLocations = createIsomorphicFn()
  .server(async (): Promise<PlanningLocation[]> => {
    const { upstreamJson } = await import('#src/lib/upstream.server.ts')
    return (await upstreamJson(PLANNING_PATHS.locations, PlanningLocationListSchema)).content
  })
  .client(async () => (await browserHttp.get(PLANNING_PATHS.locations, PlanningLocationListSchema)).content)

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
      (await browserHttp.get(withQuery(PLANNING_PATHS.address, { query }), AddressSuggestionListSchema, { signal })).content,
    staleTime: 5 * 60_000,
  })
}

/** POST /api/web/planning/submit with the attempt's Idempotency-Key (never retried by the client: it is a POST). */
export function submitPlanning(body: PlanningSubmission, idempotencyKey: string): Promise<PlanningReceipt> {
  return browserHttp.post(PLANNING_PATHS.submit, PlanningReceiptSchema, {
    body,
    headers: { [HEADER_IDEMPOTENCY_KEY]: idempotencyKey },
  })
}
