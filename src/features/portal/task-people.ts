import type { Task } from '#contract/family.ts'

/**
 * Who a task is for, as the case home's task list and each task's screen say it. Here, below the
 * tasks feature, because the portal's case home lists tasks too (features build on each other one way).
 */

export function isAssignedTo(task: Pick<Task, 'assignees'>, userId: number | undefined): boolean {
  return userId !== undefined && task.assignees.some((person) => person.id === userId)
}

/**
 * The signed-in member's own tasks first (the work shared out to them), then everyone else's;
 * within each group the funeral home's order is kept.
 */
export function tasksMineFirst<T extends Pick<Task, 'assignees'>>(tasks: readonly T[], userId: number | undefined): T[] {
  const mine = tasks.filter((task) => isAssignedTo(task, userId))
  return [...mine, ...tasks.filter((task) => !isAssignedTo(task, userId))]
}

/** "Ada Ellis and Tom Ellis", or "you" for the signed-in member: who is doing a task, in words. */
export function assigneeNames(task: Pick<Task, 'assignees'>, userId: number | undefined): string {
  const names = task.assignees.map((person) => (person.id === userId ? 'you' : `${person.firstName} ${person.lastName}`))
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}
