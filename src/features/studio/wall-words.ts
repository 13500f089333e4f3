import type { MemorialCommentStatus } from '#contract/media.ts'
import type { WallAction, WallQueueItem } from '#contract/studio-wall.ts'
import { sentAt } from './requests.ts'

/**
 * The words of the home's wall queue (issue 38 point 4, decision 062): which memories a view
 * shows, who decided and when (on the home's clock), and each action's button.
 */

/** The queue's views, by status, as the address names them (`?status=`). */
export const WALL_VIEWS: ReadonlyArray<{ value: MemorialCommentStatus; label: string; empty: string }> = [
  { value: 'pending', label: 'Held for review', empty: 'No memories are waiting. New ones appear here when a wall holds them for review.' },
  { value: 'approved', label: 'On the wall', empty: 'No memories are on the walls yet.' },
  { value: 'rejected', label: 'Hidden', empty: 'No memories are hidden.' },
]

export const WALL_ACTION_LABELS: Readonly<Record<WallAction, string>> = {
  approve: 'Approve',
  hide: 'Hide',
  restore: 'Restore to held',
}

/** What the screen says once an action is done. */
export const WALL_ACTION_DONE: Readonly<Record<WallAction, (author: string) => string>> = {
  approve: (author) => `The memory from ${author} is on the wall now.`,
  hide: (author) => `The memory from ${author} is hidden. The family can see that the funeral home hid it.`,
  restore: (author) => `The memory from ${author} is held for review again.`,
}

type Decision = Pick<WallQueueItem, 'status' | 'moderatedAs' | 'moderatedBy' | 'moderatedAt'>

/**
 * Who decided, in one line: "Approved by Rosa Delgado of the funeral home, December 3, 2026 at
 * 13:05", "Turned away by Margaret Ellis of the family, …", or for a wall that publishes at once
 * "Shown at once: the family’s wall publishes new memories". Null while held.
 */
export function decidedLine(memory: Decision, timeZone: string): string | null {
  if (memory.status === 'pending') return null
  if (!memory.moderatedAs || !memory.moderatedAt) {
    return memory.status === 'approved' ? 'Shown at once: the family’s wall publishes new memories.' : 'Hidden.'
  }
  const verb = memory.status === 'approved' ? 'Approved' : memory.moderatedAs === 'family' ? 'Turned away' : 'Hidden'
  const person = memory.moderatedBy ? `${memory.moderatedBy.firstName} ${memory.moderatedBy.lastName}`.trim() : 'someone'
  const side = memory.moderatedAs === 'family' ? 'of the family' : 'of the funeral home'
  return `${verb} by ${person} ${side}, ${sentAt(memory.moderatedAt, timeZone)}.`
}

/** "Posted December 1, 2026 at 09:30": when the memory came, on the home's clock. */
export function postedLine(createdAt: string, timeZone: string): string {
  return `Posted ${sentAt(createdAt, timeZone)}`
}
