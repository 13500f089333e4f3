import { describe, expect, it } from 'vitest'
import { familyLock, wallActionRefusal, wallActionsFor } from '#api/src/staff/wall-queue-rules.ts'
import { STUDIO_WALL_MESSAGES } from '#contract/studio-wall.ts'

const margaret = { id: 1001, firstName: 'Margaret', lastName: 'Ellis' }
const rosa = { id: 2, firstName: 'Rosa', lastName: 'Delgado' }

describe("the home's wall rule (decision 062)", () => {
  it('lets staff approve or hide a held memory', () => {
    const held = { status: 'pending', moderatedAs: null, moderatedBy: null } as const
    expect(wallActionsFor(held)).toEqual(['approve', 'hide'])
    expect(wallActionRefusal(held, 'restore')).toBe(STUDIO_WALL_MESSAGES.restoreHiddenOnly)
  })

  it('lets staff hide what is shown, by them or by a wall that publishes at once, but not approve it again', () => {
    for (const shown of [
      { status: 'approved', moderatedAs: 'staff', moderatedBy: rosa },
      { status: 'approved', moderatedAs: null, moderatedBy: null },
    ] as const) {
      expect(wallActionsFor(shown)).toEqual(['hide'])
      expect(wallActionRefusal(shown, 'approve')).toBe(STUDIO_WALL_MESSAGES.approveHeldOnly)
    }
  })

  it('restores only what the home hid', () => {
    expect(wallActionsFor({ status: 'rejected', moderatedAs: 'staff', moderatedBy: rosa })).toEqual(['restore'])
    expect(wallActionRefusal({ status: 'rejected', moderatedAs: 'staff', moderatedBy: rosa }, 'hide')).toBe(
      STUDIO_WALL_MESSAGES.hideNotHidden,
    )
  })

  it('leaves every decision of the family alone, and names who made it', () => {
    const approved = { status: 'approved', moderatedAs: 'family', moderatedBy: margaret } as const
    const turnedAway = { status: 'rejected', moderatedAs: 'family', moderatedBy: margaret } as const
    expect(wallActionsFor(approved)).toEqual([])
    expect(wallActionsFor(turnedAway)).toEqual([])
    expect(familyLock(approved)).toBe(`Margaret Ellis of the family approved this memory. ${STUDIO_WALL_MESSAGES.familyDecided}`)
    expect(wallActionRefusal(turnedAway, 'restore')).toBe(
      `Margaret Ellis of the family turned away this memory. ${STUDIO_WALL_MESSAGES.familyDecided}`,
    )
    // A member whose account is gone still decided as the family.
    expect(familyLock({ ...approved, moderatedBy: null })).toMatch(/^Someone of the family approved/)
    expect(familyLock({ status: 'pending', moderatedAs: null, moderatedBy: null })).toBeNull()
  })
})
