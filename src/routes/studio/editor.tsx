import { createFileRoute, Link } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { lazy, Suspense } from 'react'
import { portalHead } from '#src/features/portal/index.ts'

/** The editor's code (forms from the module schemas, zod) comes once the screen is open: a first load stays in the portal's budget. */
/** The edited path from `?page=`: a path of this site only (never `//other.example`). */
export function editedPage(search: Record<string, unknown>): { page?: string } {
  return typeof search.page === 'string' && search.page.startsWith('/') && !search.page.startsWith('//') ? { page: search.page } : {}
}

const EditorScreen = lazy(() => import('#src/features/editor/host/EditorScreen.tsx').then((m) => ({ default: m.EditorScreen })))

/**
 * The page editor (issue 21, decision 036), in the studio since issue 37: for the roles that work
 * on pages (owner, site editor), behind the studio's guard. `page` is the path edited.
 */
export const Route = createFileRoute('/studio/editor')({
  validateSearch: editedPage,
  head: ({ match }) => portalHead(match.context, 'Edit the site'),
  component: EditorPage,
})

function EditorPage() {
  const { user } = Route.useRouteContext()
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (!staffMay(user.staffRole, 'pages')) {
    return (
      <main id="main" className="page portal-page">
        <h1>Edit the site</h1>
        <p>Your role at the funeral home does not include editing the site. The owner can change that.</p>
        <Link to="/studio">Back to the studio</Link>
      </main>
    )
  }
  return (
    <Suspense
      fallback={
        <main id="main" className="page portal-page" aria-busy="true">
          <h1>Edit the site</h1>
          <p>Loading the editor…</p>
        </main>
      }
    >
      <EditorScreen path={page ?? '/'} onPath={(path) => void navigate({ search: { page: path }, replace: true })} />
    </Suspense>
  )
}
