import { describe, expect, it } from 'vitest'
import { CaseDetailsBodySchema, type CaseDetailsBody } from '#contract/case-details.ts'
import { parseInput } from '#contract/validation.ts'
import {
  DetailsDraftSchema,
  detailsBody,
  detailsFormSchema,
  detailsValues,
  missingSentence,
  sameDetails,
} from '#src/features/tasks/reviews/details-form.ts'

const NAMES = { firstName: 'Ada', lastName: 'Practice' }

const FULL: CaseDetailsBody = {
  firstName: 'Ada',
  middleName: 'May',
  lastName: 'Practice',
  birthDate: '1941-05-17',
  deathDate: '2026-11-19',
  birthPlace: 'Springfield, Illinois',
  maritalStatus: 'widowed',
  education: 'bachelor',
  military: { branch: 'Navy', rank: 'Lieutenant', fromYear: 1962, toYear: 1966, honors: null },
}

function problems(values: unknown): Record<string, string> {
  const result = parseInput(detailsFormSchema, values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the case details form', () => {
  it('starts from the case’s names before anyone saved', () => {
    const values = detailsValues(null, NAMES)
    expect(values).toMatchObject({ firstName: 'Ada', lastName: 'Practice', birthDate: '', maritalStatus: '' })
    expect(values.military.branch).toBe('')
  })

  it('shows saved dates as MM/DD/YYYY and years as text, and sends them back as the api reads them', () => {
    const values = detailsValues(FULL, NAMES)
    expect(values.birthDate).toBe('05/17/1941')
    expect(values.military.fromYear).toBe('1962')
    const body = detailsBody(values)
    expect(CaseDetailsBodySchema.parse(body)).toMatchObject({ ...FULL, military: { ...FULL.military, honors: null } })
    expect(body.deathPlace).toBeNull()
  })

  it('sends no military service without a branch, and trims what was typed', () => {
    const values = {
      ...detailsValues(null, NAMES),
      firstName: '  Ada ',
      military: { branch: '', rank: 'Sergeant', fromYear: '', toYear: '', honors: '' },
    }
    const body = detailsBody(values)
    expect(body.military).toBeNull()
    expect(body.firstName).toBe('Ada')
  })

  it('needs only the legal name, with the spec’s messages', () => {
    expect(problems(detailsValues(null, NAMES))).toEqual({})
    expect(problems({ ...detailsValues(null, NAMES), firstName: ' ' })).toEqual({ firstName: 'This field is required' })
    expect(problems({ ...detailsValues(null, NAMES), suffix: 'x'.repeat(21) })).toEqual({ suffix: 'Cannot exceed 20 characters' })
  })

  it('refuses dates that are not real and years outside 1900–2100', () => {
    const values = detailsValues(null, NAMES)
    expect(problems({ ...values, birthDate: '02/30/1941' })).toEqual({ birthDate: 'Please enter a real date' })
    expect(problems({ ...values, military: { ...values.military, fromYear: '1850' } })).toEqual({
      'military.fromYear': 'Year must be between 1900 and 2100',
    })
    expect(problems({ ...values, military: { ...values.military, toYear: '66' } })).toEqual({
      'military.toYear': 'Year must include 4 numbers',
    })
  })

  it('keeps a draft only when it differs from what is saved, and reads a stored draft safely', () => {
    const saved = detailsValues(FULL, NAMES)
    expect(sameDetails(saved, { ...saved, birthPlace: `${saved.birthPlace} ` })).toBe(true)
    expect(sameDetails(saved, { ...saved, occupation: 'Teacher' })).toBe(false)
    const read = DetailsDraftSchema.parse({ ...saved, occupation: 42, military: 'none', extra: 'dropped' })
    expect(read.occupation).toBe('')
    expect(read.military.branch).toBe('')
    expect(read).not.toHaveProperty('extra')
  })

  it('names what the death certificate still needs', () => {
    expect(missingSentence({ complete: false, missing: ['fatherName', 'occupation'] })).toBe(
      "Still needed for the death certificate: Father's name and Occupation.",
    )
    expect(missingSentence({ complete: true, missing: [] })).toBeUndefined()
  })
})
