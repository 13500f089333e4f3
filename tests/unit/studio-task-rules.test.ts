import { describe, expect, it } from 'vitest'
import {
  dayInWords,
  dueLine,
  isPastDue,
  nextReminderAt,
  REMINDER_GAP_MS,
  removalRefusal,
  staffStatusChoices,
  staffStatusRefusal,
} from '#contract/studio-task-rules.ts'
import { clockWords, tooSoonSentence } from '#api/src/staff/tasks.ts'
import { assignedLine, remindedWhen } from '#src/features/studio/CaseTasks.tsx'

/** What staff may do to a case's tasks (issue 37 point 5), and how a due date reads. */
describe('the studio’s task rules', () => {
  it('takes off a task only when the family has no work in it', () => {
    expect(removalRefusal({ status: 'not-started', title: 'Review the memorial video' })).toBeNull()
    expect(removalRefusal({ status: 'skipped', title: 'Review the memorial video' })).toBeNull()
    expect(removalRefusal({ status: 'in-progress', title: 'Share photos' })).toBe(
      'The family has started “Share photos”, so it stays on the case with their work. You can mark it not needed instead.',
    )
    expect(removalRefusal({ status: 'completed', title: 'Choose music' })).toBe(
      'The family has finished “Choose music”, so it stays on the case with their work.',
    )
  })

  it('moves a status by the family’s transitions, never a review task to done', () => {
    expect(staffStatusChoices({ type: 'upload-photos', status: 'not-started' })).toEqual(['in-progress', 'completed', 'skipped'])
    expect(staffStatusChoices({ type: 'review-obituary', status: 'not-started' })).toEqual(['in-progress', 'skipped'])
    expect(staffStatusChoices({ type: 'review-video', status: 'completed' })).toEqual(['in-progress'])
    expect(staffStatusChoices({ type: 'select-theme', status: 'skipped' })).toEqual(['not-started'])
    const obituary = { type: 'review-obituary', status: 'in-progress', title: 'Review the obituary' } as const
    expect(staffStatusRefusal(obituary, 'skipped')).toBeNull()
    expect(staffStatusRefusal(obituary, 'completed')).toBe(
      '“Review the obituary” is done when the family approves it on its screen, so it cannot be marked done here.',
    )
    expect(staffStatusRefusal(obituary, 'in-progress')).toBe('“Review the obituary” is already in progress.')
    expect(staffStatusRefusal({ type: 'upload-music', status: 'skipped', title: 'Choose music' }, 'completed')).toBe(
      '“Choose music” is not needed; it can become not started.',
    )
  })

  it('lets one reminder go a day', () => {
    const at = '2026-12-03T13:05:00.000Z'
    const sent = Date.parse(at)
    expect(nextReminderAt(null, sent)).toBeNull()
    expect(nextReminderAt(at, sent + 1000)).toBe(sent + REMINDER_GAP_MS)
    expect(nextReminderAt(at, sent + REMINDER_GAP_MS)).toBeNull()
  })

  it('says when the last reminder went on the home’s clock', () => {
    const at = '2026-12-03T19:05:00.000Z'
    expect(clockWords(Date.parse(at), 'America/Chicago')).toBe('Thursday, December 3 at 1:05 PM')
    expect(tooSoonSentence('Share photos', at, Date.parse(at) + REMINDER_GAP_MS, 'America/Chicago')).toBe(
      'A reminder for “Share photos” went to the family on Thursday, December 3 at 1:05 PM. Another can go from Friday, December 4 at 1:05 PM, so they are not mailed twice in a day.',
    )
  })

  it('says a due date in words, calmly once it has gone', () => {
    expect(dayInWords('2027-01-15', '2026-12-03')).toBe('Friday, January 15')
    expect(dayInWords('2027-09-15', '2026-12-03')).toBe('Wednesday, September 15, 2027')
    const open = { dueDate: '2027-01-15', status: 'not-started' } as const
    expect(dueLine(open, '2026-12-03')).toBe('Due Friday, January 15')
    expect(dueLine(open, '2027-01-15')).toBe('Due today, Friday, January 15')
    expect(dueLine(open, '2027-01-18')).toBe('Was due Friday, January 15. It is not too late.')
    expect(isPastDue(open, '2027-01-18')).toBe(true)
    // Finished: the date as it was, no more.
    expect(dueLine({ ...open, status: 'completed' }, '2027-01-18')).toBe('Due Friday, January 15')
    expect(isPastDue({ ...open, status: 'completed' }, '2027-01-18')).toBe(false)
    expect(dueLine({ dueDate: null, status: 'not-started' }, '2027-01-18')).toBeUndefined()
  })

  it('says on the tasks screen who has a task and when the last reminder went', () => {
    expect(assignedLine({ assignees: [] })).toBe('No one in the family has taken it yet')
    const margaret = { id: 1, firstName: 'Margaret', lastName: 'Ellis', email: 'm@example.org' }
    const james = { id: 2, firstName: 'James', lastName: 'Ellis', email: 'j@example.org' }
    expect(assignedLine({ assignees: [margaret, james] })).toBe('Assigned to Margaret Ellis, James Ellis')
    expect(remindedWhen('2026-12-03T19:05:00.000Z', 'America/Chicago')).toBe('Thursday, December 3 at 1:05 PM')
  })
})
