import { TASK_TRANSITIONS, type TaskStatus, type TaskType } from './task-constants.ts'

/**
 * What staff may do to a case's tasks (issue 37 point 5), as plain rules the api enforces and the
 * studio's screen offers: which types to take off a case, which status to move one to, and how
 * often to remind the family. Schema-free, so the studio's screen uses them without zod; the
 * calls: contract/studio-tasks.ts, the api: api/src/staff/tasks.ts.
 */

/** Review tasks finish when the family approves what they review (the api completes them then). */
export const APPROVAL_TASK_TYPES: readonly TaskType[] = ['review-obituary', 'review-video', 'review-stationery']

export function finishesByApproval(type: TaskType): boolean {
  return APPROVAL_TASK_TYPES.includes(type)
}

/** A task the family still has to do: the only kind worth a reminder. */
export function isOpen(status: TaskStatus): boolean {
  return status === 'not-started' || status === 'in-progress'
}

/**
 * Why a task may not be taken off its case, or null when it may: a task the family has finished
 * or has work in stays (taking it away would hide their work); one not started, or marked not
 * needed, may go. Staff are told the way that remains: mark it not needed.
 */
export function removalRefusal(task: { status: TaskStatus; title: string }): string | null {
  if (task.status === 'completed') return `The family has finished “${task.title}”, so it stays on the case with their work.`
  if (task.status === 'in-progress')
    return `The family has started “${task.title}”, so it stays on the case with their work. You can mark it not needed instead.`
  return null
}

/**
 * The statuses staff may move a task to: the family's own transitions (contract/task-constants.ts),
 * except that a review task is never marked done by hand: it is done when the family approves.
 */
export function staffStatusChoices(task: { type: TaskType; status: TaskStatus }): TaskStatus[] {
  return TASK_TRANSITIONS[task.status].filter((to) => !(to === 'completed' && finishesByApproval(task.type)))
}

/** How staff name each status (the family's screen says "Done", "Skipped" in its own words). */
export const STAFF_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Done',
  skipped: 'Not needed',
}

/** Why staff may not move a task to `to`, or null when they may. */
export function staffStatusRefusal(task: { type: TaskType; status: TaskStatus; title: string }, to: TaskStatus): string | null {
  if (task.status === to) return `“${task.title}” is already ${STAFF_STATUS_LABELS[to].toLowerCase()}.`
  if (staffStatusChoices(task).includes(to)) return null
  if (to === 'completed' && finishesByApproval(task.type))
    return `“${task.title}” is done when the family approves it on its screen, so it cannot be marked done here.`
  const allowed = staffStatusChoices(task).map((s) => STAFF_STATUS_LABELS[s].toLowerCase())
  return `“${task.title}” is ${STAFF_STATUS_LABELS[task.status].toLowerCase()}; it can become ${allowed.join(' or ')}.`
}

/** One reminder a day per task: a double tap, or a second look the same afternoon, mails once. */
export const REMINDER_GAP_MS = 24 * 60 * 60 * 1000

/** When the next reminder for a task may go (epoch ms), or null when one may go now. */
export function nextReminderAt(remindedAt: string | null, now: number): number | null {
  if (remindedAt === null) return null
  const next = Date.parse(remindedAt) + REMINDER_GAP_MS
  return Number.isFinite(next) && next > now ? next : null
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar day's epoch ms at UTC midnight, or NaN. */
function dayMs(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN
}

/**
 * A calendar day in words, "Friday, January 15"; the year too when the day is half a year or
 * more from `today` ("Friday, January 15, 2027"). Both are `YYYY-MM-DD` on the home's calendar.
 */
export function dayInWords(date: string, today: string): string {
  const ms = dayMs(date)
  if (Number.isNaN(ms)) return date
  const d = new Date(ms)
  const words = `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`
  const far = Math.abs(ms - dayMs(today)) >= 183 * DAY_MS
  return far || Number.isNaN(dayMs(today)) ? `${words}, ${d.getUTCFullYear()}` : words
}

/**
 * A task's due date as the family and staff read it (`today` on the home's calendar): "Due Friday,
 * January 15", "Due today, Friday, January 15", and for an open task whose day has gone, calmly,
 * "Was due Friday, January 15. It is not too late." Undefined without a date.
 */
export function dueLine(task: { dueDate: string | null; status: TaskStatus }, today: string): string | undefined {
  if (!task.dueDate) return undefined
  const day = dayInWords(task.dueDate, today)
  if (task.dueDate === today) return `Due today, ${day}`
  if (task.dueDate < today && isOpen(task.status)) return `Was due ${day}. It is not too late.`
  return `Due ${day}`
}

/** Whether an open task's due day has gone (the screens mark it, calmly). */
export function isPastDue(task: { dueDate: string | null; status: TaskStatus }, today: string): boolean {
  return task.dueDate !== null && task.dueDate < today && isOpen(task.status)
}
