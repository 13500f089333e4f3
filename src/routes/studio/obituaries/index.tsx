import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { ObituaryList } from '#src/features/studio/ObituaryList.tsx'
import { staffObituariesQuery } from '#src/features/studio/queries.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'
import { queryClient } from '#src/lib/queries.ts'
import { wholeNumberParam } from '#src/lib/search-params.ts'

const MAX_PAGE = 10_000

type ObituarySearch = { page?: number; name?: string }

/** /studio/obituaries: every case's obituary and where it stands, newest case first, by name (issue 38 point 1). */
export const Route = createFileRoute('/studio/obituaries/')({
  validateSearch: (search: Record<string, unknown>): ObituarySearch => {
    const page = wholeNumberParam(search.page, 1, MAX_PAGE)
    const name = typeof search.name === 'string' ? search.name.trim().slice(0, 100) : ''
    return { ...(page ? { page } : {}), ...(name ? { name } : {}) }
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, name: search.name }),
  loader: async ({ deps, context }) => {
    if (staffMay(context.user.staffRole, 'cases'))
      await (await queryClient()).ensureQueryData(staffObituariesQuery(deps.page - 1, deps.name))
    return deps
  },
  head: ({ match }) => portalHead(match.context, 'Obituaries'),
  component: ObituariesPage,
})

function ObituariesPage() {
  const { user } = Route.useRouteContext()
  if (!staffMay(user.staffRole, 'cases')) {
    return <NoCasesRole title="Obituaries" />
  }
  return <Obituaries />
}

function Obituaries() {
  const { page, name } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(staffObituariesQuery(page - 1, name))
  return (
    <ObituaryList
      page={page}
      name={name}
      obituaries={data}
      timeZone={useSite().company.timeZone}
      onSearch={(next) => void navigate({ search: next ? { name: next } : {} })}
    />
  )
}
