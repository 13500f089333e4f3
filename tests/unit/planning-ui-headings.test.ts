import { describe, expect, it } from 'vitest'
import type { PlanningSection } from '#contract/planning.ts'
import {
  CONTACT_HEADING,
  decedentFirstName,
  decedentFirstNameField,
  FINAL_HEADING,
  sectionKind,
  stepHeading,
  stepLabel,
} from '#src/features/planning/headings.ts'

const section = (name: string, urlKey: string, decedentDetails = false): PlanningSection => ({ name, urlKey, decedentDetails, fields: [] })
const CONTACT = section('Contact Information', 'contact-information')
const DECEDENT = section('Decedent Details', 'decedent-details', true)
const FAMILY = section('Additional Family', 'additional-family')
const EDUCATION = section('Education + Profession', 'education-profession')
const MILITARY = section('Military', 'military')
const FINAL = section('Final Details', 'final-details')
const OTHER = section('Service wishes', 'wishes')

describe('planning step headings (spec §2)', () => {
  it('knows each kind of section by its flag or name', () => {
    expect([CONTACT, DECEDENT, FAMILY, EDUCATION, MILITARY, FINAL, OTHER].map(sectionKind)).toEqual([
      'contact',
      'decedent',
      'family',
      'education',
      'military',
      'final',
      'final',
    ])
    // The flag wins over the name.
    expect(sectionKind(section('About them', 'about', true))).toBe('decedent')
  })

  it('keeps the spec’s fixed strings verbatim', () => {
    expect(CONTACT_HEADING).toBe('Tell us about yourself')
    expect(FINAL_HEADING).toBe("Let's wrap up with some final details ...")
  })

  it('speaks to the visitor when they plan for themself, and ignores a name', () => {
    const headings = [CONTACT, DECEDENT, FAMILY, EDUCATION, MILITARY, FINAL].map((s) => stepHeading(s, 'pre-plan-self', 'Walter'))
    expect(headings).toEqual([
      'Tell us about yourself',
      'A few more details about you',
      'Tell us about your family',
      'Your education and profession',
      'Your military service',
      "Let's wrap up with some final details ...",
    ])
  })

  it('uses the first name of the person planned for once it is known', () => {
    const headings = [CONTACT, DECEDENT, FAMILY, EDUCATION, MILITARY, FINAL].map((s) => stepHeading(s, 'pre-plan-other', 'Walter'))
    expect(headings).toEqual([
      'Tell us about yourself',
      'Tell us about Walter',
      "Tell us about Walter's family",
      "Walter's education and profession",
      "Walter's military service",
      "Let's wrap up with some final details ...",
    ])
    expect(stepHeading(FAMILY, 'at-need', '  Rose ')).toBe("Tell us about Rose's family")
  })

  it('says "their" until the name is known', () => {
    for (const name of [undefined, null, '', '   ']) {
      expect(stepHeading(FAMILY, 'pre-plan-other', name)).toBe('Tell us about their family')
      expect(stepHeading(EDUCATION, 'at-need', name)).toBe('Their education and profession')
      expect(stepHeading(MILITARY, 'pre-plan-other', name)).toBe('Their military service')
    }
    expect(stepHeading(DECEDENT, 'pre-plan-other')).toBe('Tell us about the person you are planning for')
    expect(stepHeading(DECEDENT, 'at-need')).toBe('Tell us about your loved one')
  })

  it('finds the first-name field of the decedent section', () => {
    const decedent: PlanningSection = {
      ...DECEDENT,
      fields: [
        { id: 'decedentFirstName', name: 'First name', type: 'text', required: true, value: '' },
        { id: 'decedentLastName', name: 'Last name', type: 'text', required: true, value: '' },
      ],
    }
    const contact: PlanningSection = {
      ...CONTACT,
      fields: [{ id: 'contactFirstName', name: 'First name', type: 'text', required: true, value: '' }],
    }
    expect(decedentFirstNameField([contact, decedent])).toBe('decedentFirstName')
    expect(decedentFirstNameField([contact])).toBeUndefined()
  })
})

describe('planning step labels (progress and review, issue 14)', () => {
  const ALL = [CONTACT, DECEDENT, FAMILY, EDUCATION, MILITARY, FINAL]

  it('never says "Decedent Details" to someone planning for themself', () => {
    expect(ALL.map((s) => stepLabel(s, 'pre-plan-self', 'Walter'))).toEqual([
      'Contact Information',
      'Your details',
      'Your family',
      'Your education and profession',
      'Your military service',
      'Final Details',
    ])
  })

  it('names the person planned for once known, else "their"', () => {
    expect(ALL.map((s) => stepLabel(s, 'pre-plan-other', ' Walter '))).toEqual([
      'Contact Information',
      "Walter's details",
      "Walter's family",
      "Walter's education and profession",
      "Walter's military service",
      'Final Details',
    ])
    expect(ALL.map((s) => stepLabel(s, 'at-need', ''))).toEqual([
      'Contact Information',
      'Their details',
      'Their family',
      'Their education and profession',
      'Their military service',
      'Final Details',
    ])
  })

  it('reads the first name from the answers by the decedent section', () => {
    const sections = [
      CONTACT,
      { ...DECEDENT, fields: [{ id: 'dFirst', name: 'First name', type: 'text' as const, required: true, value: '' }] },
    ]
    expect(decedentFirstName(sections, { dFirst: 'Rose' })).toBe('Rose')
    expect(decedentFirstName(sections, {})).toBeUndefined()
  })
})
