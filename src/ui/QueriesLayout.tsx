import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { currentQueryClient } from '#src/lib/query-client.ts'

/**
 * The layout of the screens that use TanStack Query (the shop, planning): their routes' loaders
 * awaited `queryClient()` (src/lib/queries.ts), so this request's or this tab's client is there.
 * Only their code loads it (decision 027).
 */
export function QueriesLayout() {
  return (
    <QueryClientProvider client={currentQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  )
}
