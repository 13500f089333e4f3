import { describe, expect, it } from 'vitest'
import { CASE_PLACES } from '#src/features/studio/case-nav.ts'
import { invitationFacts, memberFacts } from '#src/features/studio/CaseFamily.tsx'
import { EMPTY_FAMILY_INVITE, familyInviteBody, isEmptyInvite } from '#src/features/studio/family-invite-form.ts'

describe("the studio's Family screen", () => {
  it('is the case navigation’s second place', () => {
    expect(CASE_PLACES.map((p) => p.label)).toEqual([
      'Overview',
      'Family',
      'Tasks',
      'Services',
      'Statement',
      'Obituary',
      'Printed pieces',
      'Video',
      'Payments',
    ])
  })

  it('says a member’s relationship and address, and an invitation’s role and dates', () => {
    expect(memberFacts({ email: 'ann@example.com', relationship: 'Daughter' })).toBe('Daughter · ann@example.com')
    expect(memberFacts({ email: 'ann@example.com', relationship: null })).toBe('ann@example.com')
    const sent = { role: 'viewer', sentAt: '2026-12-03T15:00:00Z', expiresAt: '2026-12-10T15:00:00Z' } as const
    expect(invitationFacts({ ...sent, expired: false }, 'America/Chicago')).toBe(
      'Viewer · sent December 3, 2026 · the link works until December 10, 2026',
    )
    expect(invitationFacts({ ...sent, expired: true }, 'America/Chicago')).toBe(
      'Viewer · sent December 3, 2026 · the link expired on December 10, 2026',
    )
  })

  it('sends what was typed, trimmed, without an empty relationship', () => {
    expect(
      familyInviteBody({ firstName: ' Ann ', lastName: 'Lee', email: ' ann@example.com ', relationship: ' ', role: 'viewer' }),
    ).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      role: 'viewer',
    })
    expect(isEmptyInvite(EMPTY_FAMILY_INVITE)).toBe(true)
    expect(isEmptyInvite({ ...EMPTY_FAMILY_INVITE, email: 'a' })).toBe(false)
  })
})
