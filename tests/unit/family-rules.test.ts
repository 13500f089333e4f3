import { describe, expect, it } from 'vitest'
import { detailsErrors, lifeDatesErrors, missingDetails } from '#api/src/family/case-details-rules.ts'
import { afterReview, approveError, commentError, isAwaitingFamily } from '#api/src/family/reviews.ts'
import { isOpenTask, TASK_TRANSITIONS, taskTransitionError } from '#api/src/family/task-status.ts'
import { TASK_STATUSES, type TaskStatus } from '#contract/family.ts'

describe('task transitions', () => {
  it('allows the documented moves', () => {
    const allowed: [TaskStatus, TaskStatus][] = [
      ['not-started', 'in-progress'],
      ['not-started', 'completed'],
      ['not-started', 'skipped'],
      ['in-progress', 'completed'],
      ['in-progress', 'skipped'],
      ['in-progress', 'not-started'],
      ['completed', 'in-progress'],
      ['skipped', 'not-started'],
    ]
    for (const [from, to] of allowed) expect(taskTransitionError(from, to)).toBeNull()
  })

  it('rejects every other move, and staying put, with a sentence', () => {
    let rejected = 0
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES) {
        if (TASK_TRANSITIONS[from].includes(to)) continue
        rejected++
        expect(taskTransitionError(from, to)).toMatch(/^(The task is already|A task that is)/)
      }
    }
    expect(rejected).toBe(8)
    expect(taskTransitionError('skipped', 'completed')).toBe('A task that is skipped cannot become completed; it can become not started')
    expect(taskTransitionError('completed', 'completed')).toBe('The task is already completed')
  })

  it('counts not-started and in-progress tasks as open', () => {
    expect(TASK_STATUSES.filter(isOpenTask)).toEqual(['not-started', 'in-progress'])
  })
})

describe('reviews (video and stationery)', () => {
  it('approves anything the family can see, never what is still being prepared', () => {
    expect(approveError('in-production', 'The video')).toBe(
      'The video is still being prepared; you can approve it once it is ready for review',
    )
    expect(approveError('ready-for-review', 'The video')).toBeNull()
    expect(approveError('changes-requested', 'The video')).toBeNull()
    expect(approveError('approved', 'The video')).toBeNull()
  })

  it('takes comments only while reviewing; a comment requests changes', () => {
    expect(commentError('in-production', 'The bookmark')).toMatch(/still being prepared/)
    expect(commentError('approved', 'The bookmark')).toBe('The bookmark is already approved; call the funeral home to change it')
    expect(commentError('ready-for-review', 'The bookmark')).toBeNull()
    expect(afterReview('ready-for-review', 'comment')).toBe('changes-requested')
    expect(afterReview('changes-requested', 'approve')).toBe('approved')
    expect(isAwaitingFamily('changes-requested')).toBe(true)
    expect(isAwaitingFamily('in-production')).toBe(false)
  })
})

describe('case details rules', () => {
  const base = { firstName: 'Walter', lastName: 'Ellis' }

  it('lists the death-certificate fields still missing', () => {
    expect(missingDetails(null)).toContain('firstName')
    const missing = missingDetails({ ...base, birthDate: '1941-03-14', birthPlace: '', occupation: null })
    expect(missing).toEqual([
      'birthPlace',
      'deathDate',
      'deathPlace',
      'fatherName',
      'motherName',
      'maritalStatus',
      'education',
      'occupation',
    ])
  })

  it('keeps dates in order and out of the future (in the caller’s calendar)', () => {
    expect(detailsErrors({ ...base, birthDate: '1941-03-14', deathDate: '2026-11-18' }, '2026-11-23')).toEqual({})
    expect(detailsErrors({ ...base, birthDate: '1941-03-14', deathDate: '1940-01-01' }, '2026-11-23')).toEqual({
      deathDate: 'The date of death cannot be before the date of birth',
    })
    expect(detailsErrors({ ...base, deathDate: '2026-11-24' }, '2026-11-23')).toEqual({
      deathDate: 'The date of death cannot be in the future',
    })
    expect(detailsErrors({ ...base, military: { branch: 'Navy', fromYear: 1970, toYear: 1968 } }, '2026-11-23')).toEqual({
      'military.toYear': 'The end of service cannot be before its start',
    })
    expect(lifeDatesErrors('2000-01-02', '2000-01-01')).toEqual({ deathDate: 'The date of death cannot be before the date of birth' })
    expect(lifeDatesErrors(null, '2000-01-01')).toEqual({})
  })
})
