import { createFileRoute } from '@tanstack/react-router'
import { QueriesLayout } from '#src/ui/QueriesLayout.tsx'

/**
 * The planning screens read and send through TanStack Query (address suggestions, the submission),
 * so they sit in its layout; their loaders await `queryClient()` (decision 027).
 */
export const Route = createFileRoute('/plan-now')({
  component: QueriesLayout,
})
