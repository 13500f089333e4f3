/**
 * The family's tasks (spec §2 task routes, §4 "Tasks move through statuses set by a transition
 * call (status values not shown)"): their types and statuses, and which status may follow which.
 * Schema-free, so the portal's screens name them without loading zod (decision 023);
 * contract/family.ts builds the schemas from them and documents the statuses.
 */

/** Every task a case has, one per type; each is also the last segment of its screen's address. */
export const TASK_TYPES = [
  'add-details',
  'review-video',
  'select-theme',
  'upload-music',
  'upload-photos',
  'review-obituary',
  'review-wall-comments',
  'review-wall-settings',
  'upload-obituary-photo',
  'review-stationery',
] as const
export type TaskType = (typeof TASK_TYPES)[number]

export const TASK_STATUSES = ['not-started', 'in-progress', 'completed', 'skipped'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

/**
 * Which task statuses may follow which. A finished task can be reopened, a skipped one taken up
 * again; nothing jumps from skipped to completed without being taken up first.
 */
export const TASK_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  'not-started': ['in-progress', 'completed', 'skipped'],
  'in-progress': ['completed', 'skipped', 'not-started'],
  completed: ['in-progress'],
  skipped: ['not-started'],
}

export function isTaskType(value: string): value is TaskType {
  return (TASK_TYPES as readonly string[]).includes(value)
}
