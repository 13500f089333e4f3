import type { Task } from '#contract/family.ts'
import { TASK_TRANSITIONS, type TaskStatus, type TaskType } from '#contract/task-constants.ts'

/**
 * The family's tasks as the portal shows them (issue 19): whose they are, what each can become
 * next, and in what order a member sees them. Pure: the case home and the task frame use them.
 */

/** Review tasks finish when what they review is approved (the api completes them then). */
const APPROVAL_TASKS: ReadonlySet<TaskType> = new Set(['review-obituary', 'review-video', 'review-stationery'])

export function completesByApproval(type: TaskType): boolean {
  return APPROVAL_TASKS.has(type)
}

/**
 * What finishing the task needs, said beside its status (issue 34.2): a review task by approving
 * below; any other by its Mark as done, once the family has all they want there (the work itself
 * only starts it: nobody but them knows when the last photo is in). Nothing once it is finished.
 */
export function finishingNote(task: Pick<Task, 'type' | 'status'>): string | undefined {
  if (completesByApproval(task.type)) return task.status === 'completed' ? undefined : 'Approving below completes this task.'
  if (task.status === 'completed' || task.status === 'skipped') return undefined
  return 'What you save here is kept as you go. When nothing more is needed, press Mark as done.'
}

export type TaskAction = { to: TaskStatus; label: string; look: 'primary' | 'secondary' | 'quiet' }

/**
 * The buttons that move a task on from `status`, most likely first. Every one is a transition the
 * api allows (contract/task-constants.ts). A review task is completed by approving, never by a
 * button here, so nobody marks an obituary done without approving its words.
 */
export function taskActions(task: Pick<Task, 'type' | 'status'>): TaskAction[] {
  const byApproval = completesByApproval(task.type)
  const actions: TaskAction[] = []
  switch (task.status) {
    case 'not-started':
      if (!byApproval) actions.push({ to: 'completed', label: 'Mark as done', look: 'primary' })
      actions.push({ to: 'in-progress', label: "I'm working on this", look: 'secondary' })
      actions.push({ to: 'skipped', label: 'Not needed', look: 'quiet' })
      break
    case 'in-progress':
      if (!byApproval) actions.push({ to: 'completed', label: 'Mark as done', look: 'primary' })
      actions.push({ to: 'skipped', label: 'Not needed', look: 'quiet' })
      break
    case 'completed':
      actions.push({ to: 'in-progress', label: 'Reopen', look: 'secondary' })
      break
    case 'skipped':
      actions.push({ to: 'not-started', label: 'Take it up again', look: 'secondary' })
      break
  }
  return actions.filter((action) => TASK_TRANSITIONS[task.status].includes(action.to))
}

/** What the status line and the announcement after a change say. */
export const TASK_STATUS_SENTENCES: Readonly<Record<TaskStatus, string>> = {
  'not-started': 'Not started yet.',
  'in-progress': 'Someone is working on this.',
  completed: 'Done.',
  skipped: 'Marked as not needed.',
}
