import type { Task } from '#contract/family.ts'
import { TASK_STATUS_LABELS } from '#src/features/portal/index.ts'
import { Button } from '#src/ui/Button.tsx'
import { toast } from '#src/ui/toast/toast.ts'
import { useTaskChange } from './calls.ts'
import { finishingNote, TASK_STATUS_SENTENCES, taskActions, type TaskAction } from './rules.ts'

const DONE_MESSAGES: Readonly<Record<TaskAction['to'], string>> = {
  completed: 'Marked as done',
  'in-progress': 'Marked as in progress',
  'not-started': 'Taken up again',
  skipped: 'Marked as not needed',
}

/**
 * Where a task stands and the buttons that move it on (spec §7 status call): done, reopened,
 * not needed, and what finishing needs: a review task is finished by approving on the screen
 * below, any other by Mark as done (its work only starts it, issue 34.2).
 */
export function TaskStatusPanel({ caseId, task }: { caseId: number; task: Task }) {
  const { change, pending } = useTaskChange(caseId, task.id)
  const actions = taskActions(task)
  const note = finishingNote(task)

  async function move(action: TaskAction) {
    const moved = await change({ kind: 'status', to: action.to }, 'The task was not changed')
    if (moved) toast.success(DONE_MESSAGES[action.to], { description: `“${moved.title}”: ${TASK_STATUS_SENTENCES[moved.status]}` })
  }

  return (
    <section className="task-status" aria-labelledby="task-status-title" data-status={task.status}>
      <h2 id="task-status-title" className="task-status__title">
        Status: <span className="task-status__value">{TASK_STATUS_LABELS[task.status]}</span>
      </h2>
      {note ? <p className="task-status__note">{note}</p> : null}
      <div className="task-status__actions">
        {actions.map((action) => (
          <Button
            key={action.to}
            variant={action.look === 'primary' ? 'primary' : 'secondary'}
            size={action.look === 'quiet' ? 'sm' : 'md'}
            busy={pending?.kind === 'status' && pending.to === action.to}
            aria-disabled={pending !== undefined || undefined}
            onClick={() => void (pending ? undefined : move(action))}
          >
            {pending?.kind === 'status' && pending.to === action.to ? 'Saving…' : action.label}
          </Button>
        ))}
      </div>
    </section>
  )
}
