import { describe, expect, it } from 'vitest'
import type { PlanningForm } from '#contract/planning.ts'
import { queryWords } from '#api/src/planning/address-lookup.ts'
import { planningNoticeText } from '#api/src/planning/notification.ts'
import { plannedPerson } from '#api/src/planning/people.ts'
import { planningReference } from '#api/src/planning/random.ts'

const answers = {
  contactFirstName: 'Ruth',
  contactLastName: 'Albright',
  decedentFirstName: 'Harold',
  decedentMiddleName: 'Eugene',
  decedentLastName: 'Albright',
  decedentBirthDate: '1936-04-09',
  decedentDeathDate: '2026-11-21',
}

describe('plannedPerson', () => {
  it('at need: the decedent, with both dates', () => {
    expect(plannedPerson(answers, 'at-need')).toEqual({
      firstName: 'Harold',
      middleName: 'Eugene',
      lastName: 'Albright',
      birthDate: '1936-04-09',
      deathDate: '2026-11-21',
    })
  })

  it('planning ahead: never a date of death', () => {
    expect(plannedPerson(answers, 'pre-plan-other').deathDate).toBeNull()
  })

  it('planning for oneself: the contact, unless the person’s own name was given', () => {
    const self = { contactFirstName: 'Ann', contactLastName: 'Kowalski', decedentBirthDate: '1952-02-29' }
    expect(plannedPerson(self, 'pre-plan-self')).toMatchObject({
      firstName: 'Ann',
      lastName: 'Kowalski',
      birthDate: '1952-02-29',
      deathDate: null,
    })
    expect(plannedPerson(answers, 'pre-plan-self')).toMatchObject({ firstName: 'Harold', lastName: 'Albright' })
  })
})

describe('helpers', () => {
  it('makes readable references without look-alike characters', () => {
    for (let i = 0; i < 50; i++) expect(planningReference()).toMatch(/^PL-[A-HJ-NP-Z2-9]{8}$/)
  })

  it('splits an address query into at most five words', () => {
    expect(queryWords(' 12 Elm,  Maple ')).toEqual(['12', 'elm', 'maple'])
    expect(queryWords('a b c d e f g')).toHaveLength(5)
  })
})

describe('planningNoticeText', () => {
  const form: PlanningForm = {
    sections: [
      {
        urlKey: 'contact-information',
        name: 'Contact Information',
        decedentDetails: false,
        fields: [{ id: 'contactFirstName', name: 'First name', type: 'text', required: true, value: '' }],
      },
      {
        urlKey: 'final-details',
        name: 'Final Details',
        decedentDetails: false,
        fields: [
          {
            id: 'disposition',
            name: 'Burial or cremation',
            type: 'radio',
            required: true,
            value: '',
            options: [{ value: 'burial', label: 'Burial' }],
          },
          { id: 'notes', name: 'Notes', type: 'textarea', required: false, value: '' },
          { id: 'ack', name: 'Understood', type: 'checkbox', required: true, value: false },
        ],
      },
      {
        urlKey: 'military',
        name: 'Military',
        decedentDetails: false,
        fields: [{ id: 'rank', name: 'Rank', type: 'text', required: false, value: '' }],
      },
    ],
  }

  it('lists every answer by section with labels, skipping empty sections', () => {
    const { subject, text } = planningNoticeText(
      form,
      { contactFirstName: 'Ruth', disposition: 'burial', notes: 'Line one\nLine two', ack: true },
      { reference: 'PL-ABCDEFGH', planType: 'at-need', personName: 'Harold Albright', locationName: 'Elm Street Chapel', caseId: 1234 },
    )
    expect(subject).toBe('Planning request PL-ABCDEFGH: At-need (a death has occurred) for Harold Albright')
    expect(text).toContain('CONTACT INFORMATION\nFirst name: Ruth')
    expect(text).toContain('Burial or cremation: Burial\nNotes: Line one\n  Line two\nUnderstood: Yes')
    expect(text).toContain('Location: Elm Street Chapel')
    expect(text).not.toContain('MILITARY')
  })
})
