import { createFileRoute, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { caseDirectorsQuery, requestQuery } from '#src/features/studio/queries.ts'
import { RequestDetail, type CaseChoice } from '#src/features/studio/RequestDetail.tsx'
import { queryClient } from '#src/lib/queries.ts'
import { wholeNumberParam } from '#src/lib/search-params.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'

/** /studio/requests/{id}: one planning request, every answer, and opening a case from it (issue 37 point 7). */
export const Route = createFileRoute('/studio/requests/$id')({
  validateSearch: (search: Record<string, unknown>): CaseChoice => {
    const location = wholeNumberParam(search.location, 1, Number.MAX_SAFE_INTEGER)
    const director = wholeNumberParam(search.director, 1, Number.MAX_SAFE_INTEGER)
    return { ...(location ? { location } : {}), ...(director ? { director } : {}) }
  },
  loader: async ({ params, context }) => {
    const requestId = Number(params.id)
    if (!Number.isSafeInteger(requestId) || requestId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { requestId, name: null }
    const client = await queryClient()
    const [request] = await Promise.all([client.ensureQueryData(requestQuery(requestId)), client.ensureQueryData(caseDirectorsQuery)])
    return { requestId, name: fullName(request.person) }
  },
  head: ({ match, loaderData }) =>
    portalHead(match.context, loaderData?.name ? `Planning request for ${loaderData.name}` : 'Planning request'),
  component: RequestPage,
})

function RequestPage() {
  const data = Route.useLoaderData()
  if (!data.name) {
    return <NoCasesRole title="Planning request" />
  }
  return <Detail requestId={data.requestId} />
}

function Detail({ requestId }: { requestId: number }) {
  const choice = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <RequestDetail
      requestId={requestId}
      choice={choice}
      onChoose={(next) =>
        void navigate({
          search: { ...(next.location ? { location: next.location } : {}), ...(next.director ? { director: next.director } : {}) },
          replace: true,
        })
      }
    />
  )
}
