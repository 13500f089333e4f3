import type { MemorialComment } from '#contract/media.ts'
import { STUDIO_WALL_MESSAGES, WALL_ACTIONS, type WallAction } from '#contract/studio-wall.ts'

/**
 * The one rule of the home's wall queue (decision 062), pure so it is tested on its own:
 * - a memory **the family decided** (approved or turned away by a member) is theirs: staff may
 *   do nothing to it, and the screen says who decided and when;
 * - a held memory may be approved or hidden; a shown one (the home approved it, or the wall
 *   published it at once) may be hidden; one the home hid may be restored, back to held, so
 *   nothing reaches the public wall again without someone approving it.
 * The family keeps every power over their wall: they may change any decision, the home's too.
 */

type Decided = Pick<MemorialComment, 'status' | 'moderatedAs' | 'moderatedBy'>

/** "Margaret Ellis of the family approved this memory. …": why staff may do nothing, or null. */
export function familyLock(memory: Decided): string | null {
  if (memory.moderatedAs !== 'family' || memory.status === 'pending') return null
  const who = memory.moderatedBy ? `${memory.moderatedBy.firstName} ${memory.moderatedBy.lastName}`.trim() : 'Someone'
  const what = memory.status === 'approved' ? 'approved' : 'turned away'
  return `${who} of the family ${what} this memory. ${STUDIO_WALL_MESSAGES.familyDecided}`
}

/** Why staff may not take `action` on the memory now, or null when they may. */
export function wallActionRefusal(memory: Decided, action: WallAction): string | null {
  const locked = familyLock(memory)
  if (locked) return locked
  switch (action) {
    case 'approve':
      return memory.status === 'pending' ? null : STUDIO_WALL_MESSAGES.approveHeldOnly
    case 'hide':
      return memory.status === 'rejected' ? STUDIO_WALL_MESSAGES.hideNotHidden : null
    case 'restore':
      return memory.status === 'rejected' && memory.moderatedAs === 'staff' ? null : STUDIO_WALL_MESSAGES.restoreHiddenOnly
  }
}

/** What staff may do to the memory now, in the screen's order. */
export function wallActionsFor(memory: Decided): WallAction[] {
  return WALL_ACTIONS.filter((action) => wallActionRefusal(memory, action) === null)
}

/** The status an action leaves the memory in. */
export const WALL_ACTION_STATUS = { approve: 'approved', hide: 'rejected', restore: 'pending' } as const satisfies Record<
  WallAction,
  MemorialComment['status']
>
