import { describe, expect, it } from 'vitest'
import {
  approvalSentence,
  commentsAbout,
  moderationChoices,
  momentOf,
  parseStationeryItem,
  parseWallStatus,
  reviewActions,
  stationeryProgress,
  videoMoment,
  wallSettingsExplained,
} from '#src/features/tasks/reviews/rules.ts'

const ADA = { id: 7, firstName: 'Ada', lastName: 'Practice' }
const APPROVAL = { approvedAt: '2026-11-27T22:15:00.000Z', approvedBy: ADA }

describe('who approved and when', () => {
  it('names the approver and the moment in the funeral home’s zone', () => {
    expect(approvalSentence(APPROVAL, 99, 'America/Chicago')).toBe('Approved by Ada Practice on November 27, 2026 at 4:15 PM.')
  })

  it('says "you" to the member who approved', () => {
    expect(approvalSentence(APPROVAL, 7, 'America/Chicago')).toBe('Approved by you on November 27, 2026 at 4:15 PM.')
  })
})

describe('what the family may do with a piece', () => {
  it('nothing while it is prepared, both while reviewing, nothing once approved', () => {
    expect(reviewActions('in-production', 'The video')).toMatchObject({ canApprove: false, canComment: false })
    expect(reviewActions('ready-for-review', 'The video')).toMatchObject({ canApprove: true, canComment: true })
    expect(reviewActions('changes-requested', 'The video')).toMatchObject({ canApprove: true, canComment: true })
    const approved = reviewActions('approved', 'The video')
    expect(approved).toMatchObject({ canApprove: false, canComment: false })
    expect(approved.note).toContain('call the funeral home')
  })
})

describe('moments of the video', () => {
  it('reads seconds as people say them', () => {
    expect(videoMoment(0)).toBe('0:00')
    expect(videoMoment(95)).toBe('1:35')
    expect(videoMoment(3725)).toBe('1:02:05')
    expect(videoMoment(4.9)).toBe('0:04')
  })

  it('takes the whole second the player is at, never past the end', () => {
    expect(momentOf(4.7, 8)).toBe(4)
    expect(momentOf(8.4, 8)).toBe(8)
    expect(momentOf(Number.NaN, 8)).toBe(0)
    expect(momentOf(12.2, null)).toBe(12)
  })
})

describe('stationery', () => {
  it('reads only a piece’s type as the {item} of its screen', () => {
    expect(parseStationeryItem('prayer-card')).toBe('prayer-card')
    expect(parseStationeryItem('toString')).toBeUndefined()
    expect(parseStationeryItem('poster')).toBeUndefined()
  })

  it('sorts comments by the page they are about, or the piece as a whole', () => {
    const comments = [
      { id: 1, pageType: 'front' as const },
      { id: 2, pageType: null },
      { id: 3, pageType: 'front' as const },
    ]
    expect(commentsAbout(comments, 'front').map((c) => c.id)).toEqual([1, 3])
    expect(commentsAbout(comments, null).map((c) => c.id)).toEqual([2])
    expect(commentsAbout(comments, 'back')).toEqual([])
  })

  it('counts the approved pieces', () => {
    expect(stationeryProgress([{ status: 'approved' }, { status: 'ready-for-review' }])).toBe('1 of 2 pieces approved')
    expect(stationeryProgress([{ status: 'approved' }])).toBe('1 of 1 piece approved')
  })
})

describe('the memorial wall', () => {
  it('offers approve and hide for a waiting memory, and a way back for a decided one', () => {
    expect(moderationChoices('pending').map((c) => c.to)).toEqual(['approved', 'rejected'])
    expect(moderationChoices('approved').map((c) => c.to)).toEqual(['rejected', 'pending'])
    expect(moderationChoices('rejected').map((c) => c.to)).toEqual(['approved', 'pending'])
  })

  it('reads the status filter, waiting memories by default', () => {
    expect(parseWallStatus('approved')).toBe('approved')
    expect(parseWallStatus('rejected')).toBe('rejected')
    expect(parseWallStatus('deleted')).toBe('pending')
    expect(parseWallStatus(undefined)).toBe('pending')
  })

  it('says what each setting means for visitors', () => {
    const held = wallSettingsExplained({ moderation: 'review', open: true, allowPhotos: true })
    expect(held[0]).toContain('wait for your family')
    expect(held[1]).toContain('add one photo')
    const atOnce = wallSettingsExplained({ moderation: 'publish', open: true, allowPhotos: false })
    expect(atOnce[0]).toContain('as soon as they are shared')
    expect(atOnce[1]).toContain('words only')
    // Closed: no form at all, whatever the rest says.
    expect(wallSettingsExplained({ moderation: 'publish', open: false, allowPhotos: true })).toEqual([
      expect.stringContaining('cannot share new ones'),
    ])
  })
})
