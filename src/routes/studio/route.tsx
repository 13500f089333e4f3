import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { sessionQuery } from '#src/features/auth/index.ts'
import '#src/features/portal/portal.css'
import { StudioFrame, StudioFrameProblem } from '#src/features/studio/StudioFrame.tsx'
import { currentQueryClient } from '#src/lib/query-client.ts'

/**
 * Every /studio screen (issue 37): the funeral home's workspace, signed in as the portal is (its
 * login page brings staff back here). Never edge-cached (bff/cache/rules.ts), stored or indexed
 * (bff/portal-pages.ts). Its code is a signed-in area's (decision 050): public pages carry none.
 */
export const Route = createFileRoute('/studio')({
  // The guard comes on demand, as the portal's: route options are in every page's entry.
  beforeLoad: async ({ location }) => (await import('#src/features/studio/guard.ts')).studioGuard(location),
  component: StudioLayout,
  // The error screen rides in the frame's chunk, so it can show while the device is offline.
  errorComponent: StudioLayoutProblem,
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent'], ['pendingComponent']],
})

function StudioLayout() {
  const { user } = Route.useRouteContext()
  return (
    <QueryClientProvider client={currentQueryClient()}>
      <StudioFrame user={user} />
    </QueryClientProvider>
  )
}

function StudioLayoutProblem(props: ErrorComponentProps) {
  return (
    <QueryClientProvider client={currentQueryClient()}>
      <SignedInProblem {...props} />
    </QueryClientProvider>
  )
}

function SignedInProblem(props: ErrorComponentProps) {
  const { data } = useQuery(sessionQuery)
  return <StudioFrameProblem {...props} user={data?.user ?? undefined} />
}
