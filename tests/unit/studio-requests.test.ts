import { describe, expect, it } from 'vitest'
import { markError, mayConvert, REQUEST_MESSAGES } from '#contract/request-states.ts'
import type { PlanningForm } from '#contract/planning.ts'
import { firstCallOfRequest } from '#api/src/staff/requests.ts'
import { staffNotice } from '#api/src/staff/notify.ts'
import { addDays, waitingCases, weekWindow } from '#api/src/staff/today.ts'
import { answeredSections, dayLabel, servicesByDay, stateLine, waitingLine } from '#src/features/studio/requests.ts'

/** The pure rules of the planning requests, Today and the staff mail (issue 37 points 7, 1 and 8). */

const FORM: PlanningForm = {
  sections: [
    {
      urlKey: 'contact-information',
      name: 'Contact Information',
      decedentDetails: false,
      fields: [
        { id: 'contactFirstName', name: 'First name', type: 'text', required: true, value: '' },
        { id: 'contactLastName', name: 'Last name', type: 'text', required: true, value: '' },
        { id: 'contactEmail', name: 'Email', type: 'email', required: true, value: '' },
        { id: 'contactPhone', name: 'Phone number', type: 'phone', required: true, value: '' },
        {
          id: 'contactRelationship',
          name: 'Relationship to the person',
          type: 'select',
          required: true,
          value: '',
          planTypes: ['pre-plan-other', 'at-need'],
          options: [{ value: 'daughter', label: 'Daughter' }],
        },
      ],
    },
    {
      urlKey: 'decedent-details',
      name: 'Decedent Details',
      decedentDetails: true,
      fields: [
        { id: 'decedentFirstName', name: 'First name', type: 'text', required: true, value: '' },
        { id: 'decedentDeathDate', name: 'Date of death', type: 'date', required: true, value: '', planTypes: ['at-need'] },
        { id: 'notes', name: 'Anything else', type: 'textarea', required: false, value: '' },
      ],
    },
  ],
}

const ANSWERS = {
  contactFirstName: 'June',
  contactLastName: 'Carver',
  contactEmail: 'june@example.com',
  contactPhone: '5553014477',
  contactRelationship: 'daughter',
  decedentFirstName: 'Arthur',
  decedentDeathDate: '2026-11-30',
  notes: '',
}

const service = (id: number, date: string) => ({
  id,
  caseId: 1,
  nameSlug: 'a-b',
  firstName: 'A',
  lastName: 'B',
  kind: 'visitation' as const,
  startsAt: `${date}T15:00:00.000Z`,
  date,
  startTime: '09:00',
  placeName: null,
})

describe('the state of a request', () => {
  it('may be marked contacted or closed until a case is opened, then never again', () => {
    expect(markError('new', 'contacted')).toBeNull()
    expect(markError('contacted', 'closed')).toBeNull()
    expect(markError('closed', 'contacted')).toBeNull()
    expect(markError('converted', 'closed')).toBe(REQUEST_MESSAGES.converted)
    expect(mayConvert('new')).toBe(true)
    expect(mayConvert('closed')).toBe(true)
    expect(mayConvert('converted')).toBe(false)
  })

  it('says who changed it', () => {
    expect(stateLine({ state: 'new', stateChangedBy: null })).toBe('New')
    expect(stateLine({ state: 'contacted', stateChangedBy: { id: 4, firstName: 'Rosa', lastName: 'Delgado' } })).toBe(
      'Contacted by Rosa Delgado',
    )
  })
})

describe('a request read as the review showed it', () => {
  it('lists each step of its plan type with the answers in words, dates as typed and option labels', () => {
    const sections = answeredSections({ form: FORM, planType: 'at-need', answers: ANSWERS })
    expect(sections.map((s) => s.rows.map((r) => [r.label, r.text]))).toEqual([
      [
        ['First name', 'June'],
        ['Last name', 'Carver'],
        ['Email', 'june@example.com'],
        ['Phone number', '(555) 301-4477'],
        ['Relationship to the person', 'Daughter'],
      ],
      [
        ['First name', 'Arthur'],
        ['Date of death', '11/30/2026'],
      ],
    ])
  })

  it('is the first call of a case: pre-need or at-need, the contact with their relationship, invited when they gave an email', () => {
    const person = { firstName: 'Arthur', middleName: null, lastName: 'Carver', deathDate: '2026-11-30' }
    const call = firstCallOfRequest({ answers: ANSWERS, planType: 'at-need', locationId: 101 }, person, FORM, { directorUserId: 4 })
    expect(call).toEqual({
      firstName: 'Arthur',
      lastName: 'Carver',
      deathDate: '2026-11-30',
      caseType: 'AT_NEED',
      locationId: 101,
      directorUserId: 4,
      contact: { firstName: 'June', lastName: 'Carver', relationship: 'Daughter', phone: '5553014477', email: 'june@example.com' },
      inviteContact: true,
    })
    const self = firstCallOfRequest(
      { answers: { ...ANSWERS, contactEmail: 'not an address' }, planType: 'pre-plan-self', locationId: 101 },
      { ...person, deathDate: null },
      FORM,
      { locationId: 102 },
    )
    expect(self).toMatchObject({ caseType: 'PRE_PLAN', locationId: 102, inviteContact: false })
    expect(self.contact).toEqual({ firstName: 'June', lastName: 'Carver', phone: '5553014477' })
  })
})

describe('Today', () => {
  it('lists a case while its family acted after the home last marked it handled, latest first', () => {
    const acts = [
      { caseId: 1, reason: 'obituary-approved' as const, at: '2026-12-01T10:00:00.000Z' },
      { caseId: 1, reason: 'video-comment' as const, at: '2026-12-02T10:00:00.000Z' },
      { caseId: 2, reason: 'arrangement-submitted' as const, at: '2026-12-03T09:00:00.000Z' },
      { caseId: 3, reason: 'stationery-approved' as const, at: '2026-11-20T09:00:00.000Z' },
    ]
    const handled = new Map<number, string | null>([
      [1, '2026-12-01T12:00:00.000Z'],
      [2, null],
      [3, '2026-11-21T00:00:00.000Z'],
    ])
    expect(waitingCases(acts, handled)).toEqual([
      { caseId: 2, reasons: ['arrangement-submitted'], since: '2026-12-03T09:00:00.000Z' },
      { caseId: 1, reasons: ['video-comment'], since: '2026-12-02T10:00:00.000Z' },
    ])
    expect(waitingLine(['arrangement-submitted', 'obituary-approved', 'video-comment'])).toBe(
      'The family submitted the arrangement, approved the obituary and commented on the memorial video.',
    )
  })

  it("bounds the seven days by the home's midnights, across a month and a clock change", () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    // Chicago: CST (UTC-6).
    expect(weekWindow('2026-12-03', 'America/Chicago')).toEqual({ from: '2026-12-03T06:00:00.000Z', to: '2026-12-10T06:00:00.000Z' })
    // The week of the spring change: CST at the start, CDT (UTC-5) at the end.
    expect(weekWindow('2027-03-10', 'America/Chicago')).toEqual({ from: '2027-03-10T06:00:00.000Z', to: '2027-03-17T05:00:00.000Z' })
  })

  it('groups the services by day and names today and tomorrow', () => {
    const days = servicesByDay(
      [service(1, '2026-12-03'), service(2, '2026-12-04'), service(3, '2026-12-04'), service(4, '2026-12-07')],
      '2026-12-03',
    )
    expect(days.map((d) => [d.label, d.services.map((s) => s.id)])).toEqual([
      ['Today', [1]],
      ['Tomorrow', [2, 3]],
      ['Monday, December 7', [4]],
    ])
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Tomorrow')
  })
})

describe('the mail to staff', () => {
  const theCase = { id: 7, companyId: 1, firstName: 'Iris', lastName: 'Practice', directorUserId: 4 }
  it('says what happened in one sentence, with the place in the studio', () => {
    expect(staffNotice({ kind: 'payment', case: theCase, amountCents: 5000 }, { firstName: 'Margaret', lastName: 'Ellis' })).toEqual({
      line: 'Margaret Ellis paid $50.00 towards the statement for Iris Practice.',
      subject: 'Payment received: Iris Practice',
      path: '/studio/cases/7',
    })
    expect(
      staffNotice({ kind: 'planning-request', requestId: 9, personName: 'Nora Quill', planType: 'pre-plan-self' }, undefined),
    ).toMatchObject({
      subject: 'New planning request: Nora Quill',
      path: '/studio/requests/9',
    })
  })

  it('never turns a typed name into a link', () => {
    const notice = staffNotice(
      { kind: 'approved', case: { ...theCase, firstName: 'Visit', lastName: 'pay-here.example' }, what: 'the obituary' },
      { firstName: 'www.evil.example', lastName: '' },
    )
    expect(notice.line).toBe('www[.]evil[.]example approved the obituary for Visit pay-here[.]example.')
  })
})
