import { TASK_TRANSITIONS, type TaskStatus } from '#contract/task-constants.ts'

export { TASK_TRANSITIONS }

const LABELS: Readonly<Record<TaskStatus, string>> = {
  'not-started': 'not started',
  'in-progress': 'in progress',
  completed: 'completed',
  skipped: 'skipped',
}

/** Null when `from` → `to` is allowed, otherwise the sentence a 422 carries. */
export function taskTransitionError(from: TaskStatus, to: TaskStatus): string | null {
  if (from === to) return `The task is already ${LABELS[to]}`
  if (TASK_TRANSITIONS[from].includes(to)) return null
  const allowed = TASK_TRANSITIONS[from].map((s) => LABELS[s]).join(' or ')
  return `A task that is ${LABELS[from]} cannot become ${LABELS[to]}; it can become ${allowed}`
}

/** A task still waiting for someone (the case list's progress counts these). */
export function isOpenTask(status: TaskStatus): boolean {
  return status === 'not-started' || status === 'in-progress'
}
