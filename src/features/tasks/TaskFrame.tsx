import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense, type ReactNode } from 'react'
import type { TaskType } from '#contract/task-constants.ts'
import { sessionQuery } from '#src/features/auth/index.ts'
import { fullName } from '#core/names.ts'
import { casePath, caseQuery, ReadOnlyUnless, tasksQuery } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { dueLine } from '#contract/studio-task-rules.ts'
import { todayIn } from '#core/zoned-time.ts'
import { zonedFields } from '#src/lib/zoned-date.ts'
import { TaskAssignment } from './TaskAssignment.tsx'
import { TaskStatusPanel } from './TaskStatusPanel.tsx'
import { TASK_BODIES } from './screens.ts'
import './tasks.css'

/**
 * Every task screen (issue 19 point 1): the task's title and what it is for, where it stands and
 * the buttons that move it on, who is doing it, then the task's own work. The route's loader read
 * the case and its tasks, so none of this waits on the network. `children`, when given, stands in
 * for the type's own body (a sub-screen: `review-stationery/{item}`).
 */
export function TaskFrame({ caseId, type, children }: { caseId: number; type: TaskType; children?: ReactNode }) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data: tasks } = useSuspenseQuery(tasksQuery(caseId))
  const { data: session } = useQuery(sessionQuery)
  const { company } = useSite()
  const task = tasks.content.find((t) => t.type === type)
  // The loader turned a task the case does not have into the 404 page; this is its type guard.
  if (!task) return null
  const Body = TASK_BODIES[type]
  return (
    <main id="main" className="page portal-page task-page">
      <p className="task-page__back">
        <Link to={casePath(familyCase.id, familyCase.nameSlug)}>Back to {fullName(familyCase)}</Link>
      </p>
      <header className="task-page__header">
        <p className="task-page__kicker">A task for the family of {familyCase.firstName}</p>
        <h1>{task.title}</h1>
        <p className="task-page__purpose">{task.description}</p>
        {task.dueDate ? <p className="task-page__due">{dueLine(task, todayIn(company.timeZone, undefined, zonedFields))}</p> : null}
      </header>
      {/* A viewer reads the task and its work; the buttons that change them are a helper's or the arranger's (decision 056). */}
      <ReadOnlyUnless caseId={caseId} action="contribute">
        <div className="task-page__state">
          <TaskStatusPanel caseId={caseId} task={task} />
          <TaskAssignment caseId={caseId} task={task} userId={session?.user?.id} />
        </div>
        <div className="task-page__work">
          <Suspense fallback={<output className="task-page__loading">Loading…</output>}>
            {children ?? (Body ? <Body familyCase={familyCase} task={task} /> : null)}
          </Suspense>
        </div>
      </ReadOnlyUnless>
    </main>
  )
}
