import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { portalHead, portalKeys } from '#src/features/portal/index.ts'
import { FirstCallForm } from '#src/features/studio/forms.tsx'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'

/** /studio/cases/new: a first call opens a case (issue 37 point 3), for the roles that work cases. */
export const Route = createFileRoute('/studio/cases/new')({
  head: ({ match }) => portalHead(match.context, 'Take a first call'),
  component: FirstCallPage,
})

function FirstCallPage() {
  const { user } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const queryClient = useQueryClient()
  if (!staffMay(user.staffRole, 'cases')) {
    return <NoCasesRole title="Take a first call" />
  }
  return (
    <main id="main" className="page portal-page">
      <h1>Take a first call</h1>
      <p className="portal-page__intro">
        What you type is kept on this device until the case is opened, so an interrupted call loses nothing.
      </p>
      <FirstCallForm
        selfId={user.id}
        onOpened={(result) => {
          // The case list counts this case now; the director goes on with it on its studio page.
          void queryClient.invalidateQueries({ queryKey: [...portalKeys.all, 'cases'] })
          void queryClient.invalidateQueries({ queryKey: ['studio', 'cases'] })
          void navigate({ to: '/studio/cases/$id', params: { id: String(result.id) } })
        }}
      />
    </main>
  )
}
