import { describe, expect, it } from 'vitest'
import type { PlanningForm } from '#contract/planning.ts'
import { caseStatusFor, PLAN_TYPES } from '#contract/planning-rules.ts'
import {
  attemptFor,
  displayAnswer,
  errorLinks,
  initialValue,
  introMessage,
  stepPosition,
  stepSections,
} from '#src/features/planning/steps.ts'
import { buildSubmission } from '#src/features/planning/submission.ts'

const FORM: PlanningForm = {
  sections: [
    {
      urlKey: 'contact-information',
      name: 'Contact Information',
      decedentDetails: false,
      fields: [
        { id: 'contactFirstName', name: 'First name', type: 'text', required: true, value: '' },
        { id: 'contactPhone', name: 'Phone', type: 'phone', required: false, value: '' },
        { id: 'contactState', name: 'State', type: 'state', required: false, value: 'IL' },
      ],
    },
    {
      urlKey: 'decedent-details',
      name: 'Decedent Details',
      decedentDetails: true,
      fields: [
        { id: 'decedentFirstName', name: 'First name', type: 'text', required: true, value: '', planTypes: ['pre-plan-other', 'at-need'] },
        { id: 'decedentDeathDate', name: 'Date of death', type: 'date', required: true, value: '', noFuture: true, planTypes: ['at-need'] },
      ],
    },
    {
      urlKey: 'final-details',
      name: 'Final Details',
      decedentDetails: false,
      fields: [{ id: 'agree', name: 'I understand', type: 'checkbox', required: true, value: false }],
    },
  ],
}

describe('planning steps', () => {
  it('skips a section that asks nothing of the plan type', () => {
    expect(stepSections(FORM, 'pre-plan-self').map((s) => s.urlKey)).toEqual(['contact-information', 'final-details'])
    expect(stepSections(FORM, 'at-need').map((s) => s.urlKey)).toEqual(['contact-information', 'decedent-details', 'final-details'])
  })

  it('numbers the steps and links Back and Next', () => {
    expect(stepPosition(FORM, 'at-need', 'contact-information', 2)).toMatchObject({
      number: 1,
      total: 3,
      previous: '/plan-now/locations',
      next: '/plan-now/step/decedent-details',
    })
    expect(stepPosition(FORM, 'at-need', 'contact-information', 1)?.previous).toBe('/plan-now')
    expect(stepPosition(FORM, 'pre-plan-self', 'final-details', 1)).toMatchObject({
      number: 2,
      total: 2,
      previous: '/plan-now/step/contact-information',
      next: '/plan-now/review',
    })
    expect(stepPosition(FORM, 'pre-plan-self', 'decedent-details', 1)).toBeUndefined()
  })

  it('starts a field from the saved answer, else the server default', () => {
    const [, , state] = FORM.sections[0]?.fields ?? []
    expect(state && initialValue(state, {})).toBe('IL')
    expect(state && initialValue(state, { contactState: 'WI' })).toBe('WI')
  })

  it('maps the plan type to the case status (spec §4) through the contract', () => {
    expect(PLAN_TYPES.map(caseStatusFor)).toEqual(['PRE_PLAN', 'PRE_PLAN', 'AT_NEED'])
    for (const planType of PLAN_TYPES) {
      const answers = { contactFirstName: ' Ann ', decedentFirstName: 'Walter', decedentDeathDate: '03/28/2026', agree: true }
      const check = buildSubmission(FORM, planType, 101, answers, '2026-11-01')
      expect(check.ok && check.body.caseStatus).toBe(caseStatusFor(planType))
      expect(check.ok && check.body.planType).toBe(planType)
    }
  })

  it('sends trimmed answers keyed by field id, dates as YYYY-MM-DD, only the plan type’s fields', () => {
    const answers = {
      contactFirstName: ' Ann ',
      contactPhone: '5550142200',
      decedentFirstName: 'Walter',
      decedentDeathDate: '03/28/2026',
      agree: true,
    }
    expect(buildSubmission(FORM, 'at-need', 101, answers, '2026-11-01')).toEqual({
      ok: true,
      body: {
        locationId: 101,
        caseStatus: 'AT_NEED',
        planType: 'at-need',
        fields: {
          contactFirstName: 'Ann',
          contactPhone: '5550142200',
          contactState: 'IL',
          decedentFirstName: 'Walter',
          decedentDeathDate: '2026-03-28',
          agree: true,
        },
      },
    })
    const self = buildSubmission(FORM, 'pre-plan-self', 101, answers, '2026-11-01')
    expect(self.ok && Object.keys(self.body.fields)).toEqual(['contactFirstName', 'contactPhone', 'contactState', 'agree'])
  })

  it('gives the spec §5 messages and the first step to fix', () => {
    const check = buildSubmission(FORM, 'at-need', 101, { decedentDeathDate: '02/30/2026' }, '2026-11-01')
    expect(check).toEqual({
      ok: false,
      errors: {
        contactFirstName: 'This field is required',
        decedentFirstName: 'This field is required',
        decedentDeathDate: 'Please enter a valid format',
        agree: 'This field is required',
      },
    })
  })

  it("lists refused answers for the review's summary in step order, each linked to its step and field", () => {
    const links = errorLinks(FORM, 'at-need', {
      agree: 'Needed',
      unknownQuestion: 'Unknown field',
      decedentFirstName: 'Required',
      locationId: 'Pick one',
    })
    expect(links).toEqual([
      { id: 'locationId', label: 'Location', message: 'Pick one', href: '/plan-now/locations' },
      {
        id: 'decedentFirstName',
        label: 'First name',
        message: 'Required',
        href: '/plan-now/step/decedent-details?from=review&field=decedentFirstName',
      },
      { id: 'agree', label: 'I understand', message: 'Needed', href: '/plan-now/step/final-details?from=review&field=agree' },
      { id: 'unknownQuestion', label: 'Another answer', message: 'Unknown field' },
    ])
  })

  it('shows answers as people read them', () => {
    const [first, phone, state] = FORM.sections[0]?.fields ?? []
    if (!first || !phone || !state) throw new Error('fixture')
    expect(displayAnswer(phone, '5550142200')).toBe('(555) 014-2200')
    expect(displayAnswer(state, 'ME')).toBe('Maine')
    expect(displayAnswer(first, '  ')).toBeUndefined()
    const agree = FORM.sections[2]?.fields[0]
    expect(agree && displayAnswer(agree, true)).toBe('Yes')
    expect(agree && displayAnswer(agree, false)).toBeUndefined()
  })

  it('keeps one Idempotency-Key per attempt, a new one when the body changes', () => {
    let n = 0
    const makeKey = () => `key-${++n}-0123456789abcdef`
    const first = attemptFor(undefined, '{"a":1}', makeKey)
    expect(attemptFor(first, '{"a":1}', makeKey)).toBe(first)
    const changed = attemptFor(first, '{"a":2}', makeKey)
    expect(changed.key).not.toBe(first.key)
    expect(attemptFor(undefined, 'x').key).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
  })

  it('has the spec §9 intro messages', () => {
    expect(introMessage('pre-plan-self')).toBe(
      'Not only is preplanning helpful to review your options — it also gives peace-of-mind to your loved ones.',
    )
    expect(introMessage('pre-plan-other')).toBe(introMessage('pre-plan-self'))
    expect(introMessage('at-need')).toBe(
      "We're sorry for your loss and understand this can be an emotional time. Let's work together right from your home.",
    )
  })
})
