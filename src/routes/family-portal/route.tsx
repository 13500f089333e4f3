import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { PortalFrame, PortalFrameProblem } from '#src/features/portal/PortalFrame.tsx'
import { currentQueryClient } from '#src/lib/query-client.ts'

/**
 * Every /family-portal screen (spec §2). The guard: all but the open screens (login, password
 * reset, and the invitation and sign-up links a mail opens) need a signed-in user, else the login
 * page with where they were going, query kept. On a full load this runs on the server (a
 * redirect before anything renders; someone whose access cookie expired but who is still signed
 * in goes on from the login page by itself: auth/resume-session.ts), on a navigation in the browser. Never edge-cached (bff/cache/rules.ts), stored or indexed (bff/session/portal-pages.ts).
 */
export const Route = createFileRoute('/family-portal')({
  // The guard comes on demand: route options are in every page's entry (decision 023).
  beforeLoad: async ({ location }) => (await import('#src/features/portal/guard.ts')).portalGuard(location),
  component: PortalLayout,
  // A guard that could not run (offline) keeps the portal's frame and offers "Try again" (issue 34
  // §4), not the root error page. Its error screen rides in the frame's own chunk: a chunk of its
  // own (the build's default for error components) could not be fetched offline either.
  errorComponent: PortalLayoutProblem,
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent'], ['pendingComponent']],
})

function PortalLayout() {
  return (
    <QueryClientProvider client={currentQueryClient()}>
      <PortalFrame />
    </QueryClientProvider>
  )
}

function PortalLayoutProblem(props: ErrorComponentProps) {
  return (
    <QueryClientProvider client={currentQueryClient()}>
      <PortalFrameProblem {...props} />
    </QueryClientProvider>
  )
}
