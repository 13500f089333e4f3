import { createFileRoute, notFound } from '@tanstack/react-router'
import { isTaskType } from '#contract/task-constants.ts'
import { portalHead } from '#src/features/portal/head.ts'
import { caseQuery, tasksQuery } from '#src/features/portal/queries.ts'
import { TASK_SCREENS } from '#src/features/tasks/screens.ts'
import { TaskFrame } from '#src/features/tasks/TaskFrame.tsx'
import { queryClient } from '#src/lib/queries.ts'

/**
 * /family-portal/{id}/{name}/task/{type} (spec §2): one route for every task, so the public pages'
 * entry carries one route, not ten (issue 15's budget). A type that is not a task, or a task the
 * case does not have, is the 404 page. The case, its tasks, the task's own reads and its screen's
 * code are asked for at once.
 */
export const Route = createFileRoute('/family-portal/$id/$name/task/$type')({
  loader: async ({ params }) => {
    const { type } = params
    if (!isTaskType(type)) throw notFound()
    const client = await queryClient()
    const id = Number(params.id)
    const screen = TASK_SCREENS[type]
    const [, tasks] = await Promise.all([
      client.ensureQueryData(caseQuery(id)),
      client.ensureQueryData(tasksQuery(id)),
      screen?.prefetch?.(client, id),
      screen?.load(),
    ])
    const task = tasks.content.find((t) => t.type === type)
    if (!task) throw notFound()
    return { title: task.title }
  },
  head: ({ loaderData, match }) => portalHead(match.context, loaderData?.title ?? 'Task'),
  component: TaskPage,
})

function TaskPage() {
  const { id, type } = Route.useParams()
  // The loader let only a task type through.
  return isTaskType(type) ? <TaskFrame caseId={Number(id)} type={type} /> : null
}
