import { createFileRoute, Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { portalHead } from '#src/features/portal/head.ts'

/** The editor's code (forms from the module schemas, zod) comes once the screen is open: a first load stays in the portal's budget. */
const EditorScreen = lazy(() => import('#src/features/editor/host/EditorScreen.tsx').then((m) => ({ default: m.EditorScreen })))

/**
 * The page editor (issue 21, decision 036): staff only, behind the portal's sign-in (the portal's
 * guard sends anyone signed out to the login page and back here). `page` is the path edited.
 */
export const Route = createFileRoute('/family-portal/editor')({
  validateSearch: (search: Record<string, unknown>): { page?: string } =>
    typeof search.page === 'string' && search.page.startsWith('/') && !search.page.startsWith('//') ? { page: search.page } : {},
  head: ({ match }) => portalHead(match.context, 'Edit the site'),
  component: EditorPage,
})

function EditorPage() {
  const { user } = Route.useRouteContext()
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (user?.role !== 'staff') {
    return (
      <main id="main" className="page portal-page">
        <h1>Edit the site</h1>
        <p>Only the funeral home’s staff can edit the site.</p>
        <Link to="/family-portal">Back to your family portal</Link>
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
