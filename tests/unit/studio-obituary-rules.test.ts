import { describe, expect, it } from 'vitest'
import { changesObituaryPages } from '#bff/cache/purge.ts'
import { longDate, obituaryState, obituaryTemplate } from '../../api/src/staff/obituary-rules.ts'

/** The obituary desk's pure rules (decision 059): where an obituary stands, and the plain first draft. */

describe('obituaryState', () => {
  const row = { publishedAt: null, scheduledFor: null, sentAt: null }
  it('reads not started, draft, with the family, scheduled and published', () => {
    expect(obituaryState(undefined)).toBe('not-started')
    expect(obituaryState(row)).toBe('draft')
    expect(obituaryState({ ...row, sentAt: '2026-12-01T10:00:00.000Z' })).toBe('with-family')
    expect(obituaryState({ ...row, sentAt: '2026-12-01T10:00:00.000Z', scheduledFor: '2026-12-05T10:00:00.000Z' })).toBe('scheduled')
    expect(obituaryState({ ...row, scheduledFor: null, publishedAt: '2026-12-05T10:00:00.000Z' })).toBe('published')
  })
})

describe('obituaryTemplate', () => {
  it('says only what the family answered, a sentence each, in paragraphs', () => {
    const draft = obituaryTemplate({
      firstName: 'Walter',
      middleName: 'James',
      lastName: 'Ellis',
      preferredName: 'Walt',
      residence: 'Springfield',
      birthDate: '1941-05-17',
      birthPlace: 'Dayton, Ohio',
      deathDate: '2026-11-19',
      deathPlace: 'Springfield, Illinois',
      fatherName: 'Harold Ellis',
      motherName: 'June Ellis',
      maritalStatus: 'married',
      spouseName: 'Margaret Ellis',
      occupation: 'a machinist',
      employer: 'Caterpillar',
      military: { branch: 'Navy', rank: 'Petty Officer', fromYear: 1962, toYear: 1966 },
    })
    expect(draft).toMatchObject({
      firstName: 'Walter',
      middleName: 'James',
      lastName: 'Ellis',
      birthDate: '1941-05-17',
      deathDate: '2026-11-19',
    })
    expect(draft.text.split('\n\n')).toEqual([
      'Walter “Walt” James Ellis of Springfield died on November 19, 2026 in Springfield, Illinois.',
      'Walter was born on May 17, 1941 in Dayton, Ohio to Harold Ellis and June Ellis.',
      'Walter worked as a machinist at Caterpillar. Walter served in the Navy as Petty Officer from 1962 to 1966.',
      'Walter is survived by Margaret Ellis.',
    ])
  })

  it('leaves out what was not answered, and never guesses a spouse from an unclear status', () => {
    expect(obituaryTemplate({ firstName: 'Ada', lastName: 'Moss' }).text).toBe('Ada Moss died.')
    const divorced = obituaryTemplate({ firstName: 'Ada', lastName: 'Moss', spouseName: 'Tom Moss', maritalStatus: 'divorced' })
    expect(divorced.text).not.toContain('Tom')
    expect(obituaryTemplate({ firstName: 'Ada', lastName: 'Moss', spouseName: 'Tom Moss', maritalStatus: 'widowed' }).text).toContain(
      'Ada was predeceased by Tom Moss.',
    )
    expect(obituaryTemplate({ firstName: 'Ada', lastName: 'Moss', motherName: 'Rose Moss', birthDate: '1950-01-31' }).text).toContain(
      'Ada was born on January 31, 1950 to Rose Moss.',
    )
  })

  it('writes a calendar date without a time zone', () => {
    expect(longDate('2026-01-01')).toBe('January 1, 2026')
    expect(longDate('1999-12-31')).toBe('December 31, 1999')
  })
})

describe('what the desk purges', () => {
  it('purges after a correction, publishing, unpublishing, the wall and a scheduler run; not after a refusal or a draft', () => {
    for (const path of [
      '/api/staff/cases/7/obituary',
      '/api/staff/cases/7/obituary/publish',
      '/api/staff/cases/7/obituary/unpublish',
      '/api/staff/cases/7/obituary/wall',
      '/api/staff/obituaries/scheduler-runs',
    ]) {
      expect([path, changesObituaryPages('POST', path, 200)]).toEqual([path, true])
    }
    expect(changesObituaryPages('PUT', '/api/staff/cases/7/obituary', 200, 'none')).toBe(false)
    expect(changesObituaryPages('POST', '/api/staff/cases/7/obituary/publish', 422)).toBe(false)
    expect(changesObituaryPages('GET', '/api/staff/cases/7/obituary', 200)).toBe(false)
    expect(changesObituaryPages('POST', '/api/staff/cases/7/obituary/template', 200)).toBe(false)
  })
})
