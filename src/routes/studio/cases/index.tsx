import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { caseDirectorsQuery, staffCasesQuery } from '#src/features/studio/queries.ts'
import { StudioCaseList } from '#src/features/studio/StudioCaseList.tsx'
import { caseListQuery, parseCaseListSearch, type CaseListSearch } from '#src/features/studio/studio-case-filters.ts'
import { queryClient } from '#src/lib/queries.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'

/**
 * /studio/cases: the home's cases, newest first, searched by name and filtered by stage, kind,
 * location and director, paged (issue 37 point 3), for the roles that work cases. The search
 * lives in the address: shareable, and the back button goes back a search.
 */
export const Route = createFileRoute('/studio/cases/')({
  validateSearch: parseCaseListSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => {
    if (staffMay(context.user.staffRole, 'cases')) {
      const client = await queryClient()
      // The directors too: the filter's choices must be there when the form first shows the search.
      await Promise.all([client.ensureQueryData(staffCasesQuery(caseListQuery(deps.search))), client.ensureQueryData(caseDirectorsQuery)])
    }
    return { search: deps.search }
  },
  head: ({ match }) => portalHead(match.context, 'Cases'),
  component: CasesPage,
})

function CasesPage() {
  const { user } = Route.useRouteContext()
  if (!staffMay(user.staffRole, 'cases')) {
    return <NoCasesRole title="Cases" />
  }
  return <Cases />
}

function Cases() {
  const { search } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(staffCasesQuery(caseListQuery(search)))
  return <StudioCaseList search={search} cases={data} onSearch={(next: CaseListSearch) => void navigate({ search: next })} />
}
