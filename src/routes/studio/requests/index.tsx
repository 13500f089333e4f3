import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PLANNING_REQUEST_STATES, type PlanningRequestState } from '#contract/request-states.ts'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { requestsQuery } from '#src/features/studio/queries.ts'
import { RequestList } from '#src/features/studio/RequestList.tsx'
import { queryClient } from '#src/lib/queries.ts'
import { wholeNumberParam } from '#src/lib/search-params.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'

const MAX_PAGE = 10_000

type RequestSearch = { page?: number; state?: PlanningRequestState }

function stateParam(value: unknown): PlanningRequestState | undefined {
  return PLANNING_REQUEST_STATES.find((s) => s === value)
}

/** /studio/requests: the home's planning requests, newest first, by state, paged (issue 37 point 7). */
export const Route = createFileRoute('/studio/requests/')({
  validateSearch: (search: Record<string, unknown>): RequestSearch => {
    const page = wholeNumberParam(search.page, 1, MAX_PAGE)
    const state = stateParam(search.state)
    return { ...(page ? { page } : {}), ...(state ? { state } : {}) }
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, state: search.state }),
  loader: async ({ deps, context }) => {
    if (staffMay(context.user.staffRole, 'cases')) await (await queryClient()).ensureQueryData(requestsQuery(deps.page - 1, deps.state))
    return deps
  },
  head: ({ match }) => portalHead(match.context, 'Planning requests'),
  component: RequestsPage,
})

function RequestsPage() {
  const { user } = Route.useRouteContext()
  if (!staffMay(user.staffRole, 'cases')) {
    return <NoCasesRole title="Planning requests" />
  }
  return <Requests />
}

function Requests() {
  const { page, state } = Route.useLoaderData()
  const { data } = useSuspenseQuery(requestsQuery(page - 1, state))
  return <RequestList page={page} state={state} requests={data} timeZone={useSite().company.timeZone} />
}
