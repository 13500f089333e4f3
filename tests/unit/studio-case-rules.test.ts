import { describe, expect, it } from 'vitest'
import type { TimelineEntry } from '#contract/studio-case-page.ts'
import { detailChanges, fieldChange, knownDetails } from '#api/src/staff/case-changes.ts'
import { buildTimeline, timelineAuthors, type TimelineFact } from '#api/src/staff/case-timeline.ts'
import { caseEditBody, formFieldOf, sameCaseEdit, type CaseEditValues } from '#src/features/studio/case-details-form.ts'
import { stageBeforeClosing, timelineDeed, timelineSentence, timelineWhen } from '#src/features/studio/case-timeline.ts'
import { caseListQuery, countSentence, hasFilters, parseCaseListSearch, searchFromForm } from '#src/features/studio/studio-case-filters.ts'

/** The studio's case list and case page (issue 37 point 3): the address's filters, the change log, the timeline and its sentences. */

const entry = (over: Partial<TimelineEntry>): TimelineEntry => ({
  kind: 'changed',
  at: '2026-12-03T19:05:00.000Z',
  by: 'Rosa Delgado',
  subject: null,
  before: null,
  after: null,
  amountCents: null,
  ...over,
})

describe('the case list’s address', () => {
  it('reads what it knows and drops what is odd', () => {
    expect(
      parseCaseListSearch({ page: '2', name: '  Ellis ', stage: 'closed', location: '101', director: 1004, kind: 'PRE_PLAN' }),
    ).toEqual({
      page: 2,
      name: 'Ellis',
      stage: 'closed',
      location: 101,
      director: 1004,
      kind: 'PRE_PLAN',
    })
    expect(parseCaseListSearch({ page: 'abc', name: ['a', 'b'], stage: 'done', location: '-3', director: '1.5', kind: 'CLOSED' })).toEqual({
      page: undefined,
      name: undefined,
      stage: undefined,
      location: undefined,
      director: undefined,
      kind: undefined,
    })
    expect(parseCaseListSearch({ name: 'x'.repeat(300) }).name).toHaveLength(100)
  })

  it('asks the api from page 0, with only the filters given', () => {
    expect(caseListQuery({ page: 3, name: 'Ellis', location: 101 })).toEqual({ page: 2, size: 20, name: 'Ellis', locationId: 101 })
    expect(caseListQuery({ director: 1004, kind: 'AT_NEED', stage: 'open' })).toEqual({
      page: 0,
      size: 20,
      directorUserId: 1004,
      kind: 'AT_NEED',
      stage: 'open',
    })
  })

  it('starts a new search from the first page, and says what matched', () => {
    const form = new Map<string, string>([
      ['name', 'walter'],
      ['stage', ''],
      ['location', '102'],
      ['director', ''],
      ['kind', 'AT_NEED'],
    ])
    expect(searchFromForm(form)).toEqual({ name: 'walter', stage: undefined, location: 102, director: undefined, kind: 'AT_NEED' })
    expect(hasFilters({ page: 4 })).toBe(false)
    expect(hasFilters({ kind: 'PRE_PLAN' })).toBe(true)
    expect(countSentence(62, false)).toBe('62 cases.')
    expect(countSentence(1, true)).toBe('1 case matches the search.')
    expect(countSentence(0, true)).toBe('0 cases match the search.')
  })
})

describe('the change log', () => {
  const theCase = { firstName: 'Walter', middleName: null, lastName: 'Ellis', birthDate: '1941-03-14', deathDate: null, firstCall: null }

  it('logs each detail that changed, and what the case already said is no change', () => {
    const before = knownDetails(theCase)
    expect(
      detailChanges(before, {
        firstName: 'Walter',
        lastName: 'Ellis',
        birthDate: '1941-03-15',
        occupation: 'Teacher',
        military: { branch: 'Navy', fromYear: 1962, toYear: 1966 },
      }),
    ).toEqual([
      { field: 'details.birthDate', before: '1941-03-14', after: '1941-03-15' },
      { field: 'details.occupation', before: null, after: 'Teacher' },
      { field: 'details.military', before: null, after: 'Navy, 1962, 1966' },
    ])
    expect(detailChanges(null, { firstName: 'Walter', lastName: 'Ellis', suffix: '' })).toEqual([
      { field: 'details.firstName', before: null, after: 'Walter' },
      { field: 'details.lastName', before: null, after: 'Ellis' },
    ])
    expect(fieldChange('location', 'Elm Street Chapel', 'Elm Street Chapel')).toEqual([])
    expect(fieldChange('director', null, 'Rosa Delgado')).toEqual([{ field: 'director', before: null, after: 'Rosa Delgado' }])
  })
})

describe('the timeline', () => {
  it('is newest first; at one moment the case is opened before anyone is invited', () => {
    const facts: TimelineFact[] = [
      { kind: 'opened', at: '2026-12-01T10:00:00.000Z', byUserId: null },
      { kind: 'invited', at: '2026-12-01T10:00:00.000Z', byUserId: 1004, subject: 'June Penrose' },
      { kind: 'paid', at: '2026-12-02T09:00:00.000Z', byUserId: 1001, amountCents: 50_000 },
      { kind: 'approved', at: null, byUserId: 1001, subject: 'the obituary' },
      { kind: 'joined', at: '2026-12-01T12:00:00.000Z', byUserId: 9999 },
    ]
    const names = new Map([
      [1004, 'Rosa Delgado'],
      [1001, 'Margaret Ellis'],
    ])
    expect(timelineAuthors(facts)).toEqual([1004, 1001, 9999])
    expect(buildTimeline(facts, names).map((e) => [e.kind, e.by])).toEqual([
      ['paid', 'Margaret Ellis'],
      ['joined', null],
      ['invited', 'Rosa Delgado'],
      ['opened', null],
    ])
  })

  it('says each thing that happened in plain words, on the home’s clock', () => {
    const zone = 'America/Chicago'
    expect(timelineWhen('2026-12-03T19:05:00.000Z', zone)).toBe('December 3, 2026 at 1:05 PM')
    expect(timelineSentence(entry({ subject: 'details.birthDate', before: '1941-03-14', after: '1941-03-15' }), zone)).toBe(
      'Rosa Delgado changed the date of birth from March 14, 1941 to March 15, 1941 on December 3, 2026 at 1:05 PM.',
    )
    expect(timelineSentence(entry({ kind: 'opened', by: null }), zone)).toBe('The case was opened on December 3, 2026 at 1:05 PM.')
    expect(timelineDeed(entry({ subject: 'details.occupation', after: 'Teacher' }))).toBe('set the occupation to “Teacher”')
    expect(timelineDeed(entry({ subject: 'whereNow', before: 'At home' }))).toBe('cleared where they are now, which was “At home”')
    expect(timelineDeed(entry({ subject: 'details.maritalStatus', before: 'married', after: 'widowed' }))).toBe(
      'changed the marital status from married to widowed',
    )
    expect(timelineDeed(entry({ kind: 'invited', subject: 'June Penrose' }))).toBe('invited June Penrose to the family portal')
    expect(timelineDeed(entry({ kind: 'package', after: 'Traditional Service' }))).toBe('chose the package “Traditional Service”')
    expect(timelineDeed(entry({ kind: 'paid', amountCents: 125_000 }))).toBe('paid $1,250.00')
    expect(timelineDeed(entry({ kind: 'commented', subject: 'the memorial video' }))).toBe('commented on the memorial video')
    expect(timelineDeed(entry({ kind: 'version', subject: 'the memorial video', after: '2' }))).toBe('made version 2 of the memorial video')
    expect(timelineDeed(entry({ kind: 'sent', subject: 'the prayer card', after: '1' }))).toBe(
      'sent version 1 of the prayer card to the family',
    )
    expect(timelineDeed(entry({ kind: 'stage', before: 'open', after: 'arranged' }))).toBe('moved the case from open to arranged')
    expect(timelineDeed(entry({ kind: 'stage', before: 'serviced', after: 'closed' }))).toBe('closed the case')
    expect(timelineDeed(entry({ kind: 'stage', before: 'closed', after: 'serviced' }))).toBe('reopened the case as serviced')
    expect(timelineSentence(entry({ kind: 'joined', by: null }), zone)).toMatch(/^Someone joined the family portal on /)
  })

  it('reopens a closed case where it was before it was closed', () => {
    expect(
      stageBeforeClosing([
        entry({ kind: 'stage', before: 'serviced', after: 'closed' }),
        entry({ kind: 'stage', before: 'open', after: 'serviced' }),
      ]),
    ).toBe('serviced')
    expect(stageBeforeClosing([])).toBe('open')
  })
})

describe('the correction form', () => {
  const values: CaseEditValues = {
    firstName: ' Walter ',
    middleName: '',
    lastName: 'Ellis',
    suffix: '',
    preferredName: '',
    maidenName: '',
    birthDate: '03/14/1941',
    birthPlace: '',
    deathDate: '',
    deathPlace: '',
    residence: '',
    fatherName: '',
    motherName: '',
    maritalStatus: '',
    spouseName: '',
    education: '',
    schools: '',
    occupation: '',
    employer: '',
    religion: '',
    notes: '',
    military: { branch: '', rank: '', fromYear: '', toYear: '', honors: '' },
    whereNow: ' ',
    locationId: '102',
    directorUserId: '',
  }

  it('sends the whole details, where they are now only for a first call, and nobody in charge as null', () => {
    const body = caseEditBody(values, true)
    expect(body).toMatchObject({ whereNow: null, locationId: 102, directorUserId: null })
    expect(body.details).toMatchObject({ firstName: 'Walter', lastName: 'Ellis', birthDate: '1941-03-14', military: null })
    expect(caseEditBody(values, false)).not.toHaveProperty('whereNow')
    expect(formFieldOf('details.military.toYear')).toBe('military.toYear')
    expect(formFieldOf('locationId')).toBe('locationId')
    expect(sameCaseEdit(values, { ...values, firstName: 'Walter' })).toBe(true)
    expect(sameCaseEdit(values, { ...values, directorUserId: '1004' })).toBe(false)
  })
})
