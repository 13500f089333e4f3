import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * The editor's old address (decision 036): it moved into the studio (issue 37). Bookmarks and
 * links keep working, with the page being edited.
 */
export const Route = createFileRoute('/family-portal/editor')({
  validateSearch: (search: Record<string, unknown>): { page?: string } => (typeof search.page === 'string' ? { page: search.page } : {}),
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/studio/editor', search: search.page === undefined ? {} : { page: search.page }, replace: true, statusCode: 301 })
  },
})
