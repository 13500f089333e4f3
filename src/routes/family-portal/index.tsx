import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { CaseCard } from '#src/features/portal/CaseCard.tsx'
import { portalHead } from '#src/features/portal/head.ts'
import { casesQuery } from '#src/features/portal/queries.ts'
import { queryClient } from '#src/lib/queries.ts'
import { wholeNumberParam } from '#src/lib/search-params.ts'
import { TEXTS } from '#src/lib/texts.ts'

/** Far beyond any family's cases; keeps a silly `?page=` from becoming a silly upstream query. */
const MAX_PAGE = 1_000

/** /family-portal: the loved ones whose arrangements the signed-in person may see (spec §2), paged. */
export const Route = createFileRoute('/family-portal/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: wholeNumberParam(search.page, 1, MAX_PAGE) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps }) => {
    await (await queryClient()).ensureQueryData(casesQuery(deps.page - 1))
    return { page: deps.page }
  },
  head: ({ match }) => portalHead(match.context, 'Your family portal'),
  component: CaseListPage,
})

function CaseListPage() {
  const { page } = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(casesQuery(page - 1))
  return (
    <main id="main" className="page portal-page">
      <h1>{user ? `Welcome, ${user.firstName}` : 'Your family portal'}</h1>
      <p className="portal-page__intro">
        Here are the loved ones whose arrangements you are helping with. Open one to see the plans and what the funeral home asks of the
        family.
      </p>
      {data.content.length === 0 ? (
        <div className="portal-empty">
          <p>{TEXTS.noData}</p>
          <p>When a family member or the funeral home invites you, open the link in their email: your loved one will appear here.</p>
        </div>
      ) : (
        <ul className="case-list" aria-label="Your loved ones">
          {data.content.map((c) => (
            <CaseCard key={c.id} familyCase={c} />
          ))}
        </ul>
      )}
      {data.totalPages > 1 ? (
        <nav className="portal-pager" aria-label="More loved ones">
          {page > 1 ? (
            <Link to="/family-portal" search={{ page: page - 1 }}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {data.totalPages}
          </span>
          {page < data.totalPages ? (
            <Link to="/family-portal" search={{ page: page + 1 }}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}
