import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { caseQuery, casePath, portalHead } from '#src/features/portal/index.ts'
import { CaseNav } from '#src/features/studio/CaseNav.tsx'
import { CaseTasks } from '#src/features/studio/CaseTasks.tsx'
import { TaskDueForm } from '#src/features/studio/forms.tsx'
import { caseTasksQuery } from '#src/features/studio/queries.ts'
import { queryClient } from '#src/lib/queries.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'

/** /studio/cases/{id}/tasks: which tasks the family has, their status, who has them, due dates and reminders (issue 37 point 5). */
export const Route = createFileRoute('/studio/cases/$id/tasks')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { caseId, name: null }
    const client = await queryClient()
    const [theCase] = await Promise.all([
      client.ensureQueryData(caseQuery(caseId)),
      client.ensureQueryData(caseTasksQuery(caseId)),
      TaskDueForm.preload(),
    ])
    return { caseId, name: fullName(theCase), path: casePath(theCase.id, theCase.nameSlug) }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.name ? `Tasks for ${loaderData.name}` : 'Tasks'),
  component: TasksPage,
})

function TasksPage() {
  const data = Route.useLoaderData()
  if (!data.name) {
    return <NoCasesRole title="Tasks" />
  }
  return (
    <main id="main" className="page portal-page">
      <h1>Tasks for {data.name}</h1>
      <CaseNav caseId={data.caseId} name={data.name} />
      <p>
        <Link to={data.path}>Open the case as the family sees it</Link>
      </p>
      <CaseTasks caseId={data.caseId} />
    </main>
  )
}
