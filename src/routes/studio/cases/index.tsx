import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { casesQuery, portalHead } from '#src/features/portal/index.ts'
import { StudioCaseList } from '#src/features/studio/StudioCaseList.tsx'
import { queryClient } from '#src/lib/queries.ts'
import { wholeNumberParam } from '#src/lib/search-params.ts'

/** Far beyond any home's pages of cases; keeps a silly `?page=` from becoming a silly upstream query. */
const MAX_PAGE = 10_000

/** /studio/cases: the home's cases, newest first, paged (issue 37 point 3), for the roles that work cases. */
export const Route = createFileRoute('/studio/cases/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: wholeNumberParam(search.page, 1, MAX_PAGE) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps, context }) => {
    if (staffMay(context.user.staffRole, 'cases')) await (await queryClient()).ensureQueryData(casesQuery(deps.page - 1))
    return { page: deps.page }
  },
  head: ({ match }) => portalHead(match.context, 'Cases'),
  component: CasesPage,
})

function CasesPage() {
  const { user } = Route.useRouteContext()
  if (!staffMay(user.staffRole, 'cases')) {
    return (
      <main id="main" className="page portal-page">
        <h1>Cases</h1>
        <p>Your role at the funeral home does not include cases. The owner can change that.</p>
        <Link to="/studio">Back to the studio</Link>
      </main>
    )
  }
  return <Cases />
}

function Cases() {
  const { page } = Route.useLoaderData()
  const { data } = useSuspenseQuery(casesQuery(page - 1))
  return <StudioCaseList page={page} cases={data} />
}
