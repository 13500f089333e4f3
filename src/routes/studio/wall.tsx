import { createFileRoute } from '@tanstack/react-router'
import { MEMORIAL_COMMENT_STATUSES, type MemorialCommentStatus } from '#contract/media.ts'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead } from '#src/features/portal/index.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'
import { wallQueueQuery } from '#src/features/studio/queries.ts'
import { WallQueue } from '#src/features/studio/WallQueue.tsx'
import { queryClient } from '#src/lib/queries.ts'
import { wholeNumberParam } from '#src/lib/search-params.ts'

const MAX_PAGE = 10_000

type WallSearch = { page?: number; status?: MemorialCommentStatus; case?: number }

function statusParam(value: unknown): MemorialCommentStatus | undefined {
  return MEMORIAL_COMMENT_STATUSES.find((s) => s === value)
}

/** /studio/wall: the memorial walls of the home's cases (`?case=`: one), held memories first (issue 38 point 4). */
export const Route = createFileRoute('/studio/wall')({
  validateSearch: (search: Record<string, unknown>): WallSearch => {
    const page = wholeNumberParam(search.page, 1, MAX_PAGE)
    const status = statusParam(search.status)
    const caseId = wholeNumberParam(search.case, 1, Number.MAX_SAFE_INTEGER)
    return { ...(page ? { page } : {}), ...(status && status !== 'pending' ? { status } : {}), ...(caseId ? { case: caseId } : {}) }
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status ?? 'pending', caseId: search.case }),
  loader: async ({ deps, context }) => {
    if (staffMay(context.user.staffRole, 'cases'))
      await (await queryClient()).ensureQueryData(wallQueueQuery(deps.page - 1, deps.status, deps.caseId))
    return deps
  },
  head: ({ match }) => portalHead(match.context, 'Memorial walls'),
  component: WallPage,
})

function WallPage() {
  const { user } = Route.useRouteContext()
  const { page, status, caseId } = Route.useLoaderData()
  if (!staffMay(user.staffRole, 'cases')) return <NoCasesRole title="Memorial walls" />
  return <WallQueue page={page} status={status} caseId={caseId} />
}
