import { describe, expect, it } from 'vitest'
import { checkAnswers, dateOrderMessage, dateOrders, type PlanningFieldRule } from '#contract/planning-rules.ts'

const TODAY = '2026-11-23'
const date = (id: string, name: string, extra: Partial<PlanningFieldRule> = {}): PlanningFieldRule => ({
  id,
  name,
  type: 'date',
  required: false,
  ...extra,
})

const serviceStart = date('serviceStartDate', 'Service start date', { noFuture: true })
const serviceEnd = date('serviceEndDate', 'Service end date', { noFuture: true })
const birth = date('decedentBirthDate', 'Date of birth', { noFuture: true })
const death = date('decedentDeathDate', 'Date of death', { noFuture: true, planTypes: ['at-need'] })
const FIELDS = [birth, death, serviceStart, serviceEnd]

describe('dateOrders: which date fields are a start and an end', () => {
  it('pairs the seeded form by its labels: service start/end, birth/death', () => {
    expect(dateOrders(FIELDS).map((o) => [o.start.id, o.end.id])).toEqual([
      ['decedentBirthDate', 'decedentDeathDate'],
      ['serviceStartDate', 'serviceEndDate'],
    ])
  })

  it('pairs from/to labels on the rest of the name, and leaves lone or unrelated dates alone', () => {
    const from = date('a', 'Lived here from')
    const to = date('b', 'Lived here to')
    const other = date('c', 'Wedding date')
    const lonelyEnd = date('d', 'Lease end date')
    expect(dateOrders([from, other, to, lonelyEnd]).map((o) => [o.start.id, o.end.id])).toEqual([['a', 'b']])
    expect(dateOrders([{ ...serviceStart, type: 'text' }, serviceEnd])).toEqual([])
  })
})

describe('dateOrderMessage', () => {
  const [lifeOrder, serviceOrder] = dateOrders(FIELDS)

  it('refuses an end before its start, naming the start as the form labels it', () => {
    expect(dateOrderMessage(serviceOrder!, '1970-06-01', '1968-02-01')).toBe('Must be on or after the service start date')
    expect(dateOrderMessage(lifeOrder!, '1950-03-28', '1949-12-31')).toBe('Must be on or after the date of birth')
  })

  it('accepts the same day or later, and waits while either date is blank or unfinished', () => {
    expect(dateOrderMessage(serviceOrder!, '1970-06-01', '1970-06-01')).toBeUndefined()
    expect(dateOrderMessage(serviceOrder!, '1970-06-01', '1972-01-15')).toBeUndefined()
    expect(dateOrderMessage(serviceOrder!, '', '1968-02-01')).toBeUndefined()
    expect(dateOrderMessage(serviceOrder!, '1970-06-01', null)).toBeUndefined()
    expect(dateOrderMessage(serviceOrder!, '06/01/19', '1968-02-01')).toBeUndefined()
  })
})

describe('checkAnswers with dates in order (what the api refuses with a 422)', () => {
  it('keys the message by the end field', () => {
    const check = checkAnswers(FIELDS, { serviceStartDate: '1970-06-01', serviceEndDate: '1968-02-01' }, 'pre-plan-self', TODAY)
    expect(check.errors).toEqual({ serviceEndDate: 'Must be on or after the service start date' })
  })

  it("keeps an end date's own message (a future day) rather than the order one", () => {
    const check = checkAnswers(FIELDS, { serviceStartDate: '2030-01-01', serviceEndDate: '2029-01-01' }, 'pre-plan-self', TODAY)
    expect(check.errors).toEqual({ serviceStartDate: 'Cannot be a future date', serviceEndDate: 'Cannot be a future date' })
  })

  it('judges a pair only for the plan types that ask both (no date of death when planning ahead)', () => {
    const answers = { decedentBirthDate: '1950-03-28', decedentDeathDate: '1940-01-01' }
    expect(checkAnswers(FIELDS, answers, 'at-need', TODAY).errors).toEqual({ decedentDeathDate: 'Must be on or after the date of birth' })
    expect(checkAnswers(FIELDS, answers, 'pre-plan-other', TODAY).errors).toEqual({})
  })
})
