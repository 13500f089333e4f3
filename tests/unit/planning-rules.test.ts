import { describe, expect, it } from 'vitest'
import {
  caseStatusFor,
  checkAnswers,
  isCalendarDate,
  planTypeFor,
  validateAnswer,
  type PlanningFieldRule,
} from '#contract/planning-rules.ts'

const TODAY = '2026-11-23'
const text = (extra: Partial<PlanningFieldRule> = {}): PlanningFieldRule => ({
  id: 'f',
  name: 'F',
  type: 'text',
  required: false,
  ...extra,
})

describe('caseStatus mapping (spec §4)', () => {
  it('sends AT_NEED for at-need, otherwise PRE_PLAN', () => {
    expect(caseStatusFor('at-need')).toBe('AT_NEED')
    expect(caseStatusFor('pre-plan-self')).toBe('PRE_PLAN')
    expect(caseStatusFor('pre-plan-other')).toBe('PRE_PLAN')
  })

  it('reads a bare PRE_PLAN as planning for someone else (the stricter form)', () => {
    expect(planTypeFor('AT_NEED')).toBe('at-need')
    expect(planTypeFor('PRE_PLAN')).toBe('pre-plan-other')
    expect(planTypeFor('PRE_PLAN', 'pre-plan-self')).toBe('pre-plan-self')
  })
})

describe('validateAnswer', () => {
  it('requires a non-blank answer, and a ticked box for a required checkbox', () => {
    for (const value of [undefined, null, '', '   '])
      expect(validateAnswer(text({ required: true }), value, TODAY)).toBe('This field is required')
    expect(validateAnswer(text(), '', TODAY)).toBeUndefined()
    const box = text({ type: 'checkbox', required: true })
    expect(validateAnswer(box, false, TODAY)).toBe('This field is required')
    expect(validateAnswer(box, true, TODAY)).toBeUndefined()
    expect(validateAnswer({ ...box, required: false }, false, TODAY)).toBeUndefined()
  })

  it('says what type it expected', () => {
    expect(validateAnswer(text(), true, TODAY)).toBe('Expected text')
    expect(validateAnswer(text({ type: 'checkbox' }), 'yes', TODAY)).toBe('Expected yes or no')
  })

  it('limits length after trimming', () => {
    expect(validateAnswer(text({ maxLength: 5 }), 'abcdef', TODAY)).toBe('Cannot exceed 5 characters')
    expect(validateAnswer(text({ maxLength: 5 }), ' abcde ', TODAY)).toBeUndefined()
  })

  it('checks email, phone and ZIP formats', () => {
    expect(validateAnswer(text({ type: 'email' }), 'ruth@', TODAY)).toBe('Please enter a valid email address')
    expect(validateAnswer(text({ type: 'email' }), 'ruth@example.com', TODAY)).toBeUndefined()
    for (const ok of ['(555) 014-2200', '555-014-2200', '5550142200', '+1 555 014 2200', '+44 20 7946 0958', '(555) 014-2200 x 12'])
      expect(validateAnswer(text({ type: 'phone' }), ok, TODAY)).toBeUndefined()
    for (const bad of ['555-0142', '(555) 014-22000', 'call me'])
      expect(validateAnswer(text({ type: 'phone' }), bad, TODAY)).toBe('Please enter a valid format')
    expect(validateAnswer(text({ type: 'zip' }), '62704', TODAY)).toBeUndefined()
    expect(validateAnswer(text({ type: 'zip' }), '62704-1234', TODAY)).toBeUndefined()
    expect(validateAnswer(text({ type: 'zip' }), '6270', TODAY)).toBe('Please enter a valid format')
  })

  it('accepts real ISO dates within the form’s years, and no future date where asked', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('1899-12-31')).toBe(false)
    expect(isCalendarDate('03/28/1950')).toBe(false)
    const date = text({ type: 'date', noFuture: true })
    expect(validateAnswer(date, '1950-03-28', TODAY)).toBeUndefined()
    expect(validateAnswer(date, TODAY, TODAY)).toBeUndefined()
    expect(validateAnswer(date, '2026-11-24', TODAY)).toBe('Cannot be a future date')
    expect(validateAnswer(date, '2026-02-30', TODAY)).toBe('Please enter a valid format')
    expect(validateAnswer({ ...date, noFuture: false }, '2030-01-01', TODAY)).toBeUndefined()
  })

  it('accepts only listed options, naming them', () => {
    const select = text({
      type: 'radio',
      options: [
        { value: 'burial', label: 'Burial' },
        { value: 'cremation', label: 'Cremation' },
      ],
    })
    expect(validateAnswer(select, 'burial', TODAY)).toBeUndefined()
    expect(validateAnswer(select, 'Burial', TODAY)).toBe('Invalid option selected. Valid options are: burial, cremation')
    expect(validateAnswer(text({ type: 'state' }), 'ME', TODAY)).toBeUndefined()
    expect(validateAnswer(text({ type: 'state' }), 'XX', TODAY)).toMatch(/^Invalid option selected\. Valid options are: AL, AK, AZ/)
  })
})

describe('checkAnswers', () => {
  const fields: PlanningFieldRule[] = [
    text({ id: 'first', required: true }),
    text({ id: 'death', type: 'date', required: true, planTypes: ['at-need'] }),
    text({ id: 'notes' }),
    text({ id: 'ok', type: 'checkbox', required: true }),
  ]

  it('keys errors by field id and flags unknown fields', () => {
    const { errors } = checkAnswers(fields, { first: '', extra: 'x' }, 'at-need', TODAY)
    expect(errors).toEqual({
      first: 'This field is required',
      death: 'This field is required',
      ok: 'This field is required',
      extra: 'Unknown field',
    })
  })

  it('keeps trimmed answers, drops blanks and fields of another plan type', () => {
    const result = checkAnswers(fields, { first: ' Ann ', death: '2026-01-01', notes: '', ok: true }, 'pre-plan-self', TODAY)
    expect(result).toEqual({ answers: { first: 'Ann', ok: true }, errors: {} })
  })
})
