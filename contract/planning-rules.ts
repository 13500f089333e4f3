import { z } from 'zod'
import { isPhoneNumber, PHONE_MESSAGE } from './phone.ts'
import { VALIDATION_MESSAGES } from './validation.ts'

/**
 * Pure rules of the planning form, shared by the api (which enforces them on submit) and the
 * browser form (which shows the same messages before sending). No I/O, no clock: "today" is
 * passed in, so the same answer is judged the same everywhere.
 */

/** spec §4: what the visitor chose on /plan-now. */
export const PLAN_TYPES = ['pre-plan-self', 'pre-plan-other', 'at-need'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

/** spec §3/§4: the case status a submission sends. */
export const PLANNING_CASE_STATUSES = ['AT_NEED', 'PRE_PLAN'] as const
export type PlanningCaseStatus = (typeof PLANNING_CASE_STATUSES)[number]

/** spec §4: "caseStatus sent is AT_NEED for at-need, otherwise PRE_PLAN". */
export function caseStatusFor(planType: PlanType): PlanningCaseStatus {
  return planType === 'at-need' ? 'AT_NEED' : 'PRE_PLAN'
}

/**
 * The plan type a submission is judged as when it names only a caseStatus (the spec body has no
 * plan type): AT_NEED is at-need; PRE_PLAN is read as planning for someone else, the reading
 * that asks for the most (the person's own name), so nothing required is ever skipped.
 */
export function planTypeFor(caseStatus: PlanningCaseStatus, planType?: PlanType): PlanType {
  if (planType) return planType
  return caseStatus === 'AT_NEED' ? 'at-need' : 'pre-plan-other'
}

export const PLANNING_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'date',
  'select',
  'radio',
  'checkbox',
  'textarea',
  'zip',
  'state',
  /** A street line with address lookup; a pick fills the fields named in `addressParts`. */
  'address',
] as const
export type PlanningFieldType = (typeof PLANNING_FIELD_TYPES)[number]

export type PlanningOption = { value: string; label: string }

/** What a form field is, as far as checking an answer goes (the api's field definition). */
export type PlanningFieldRule = {
  id: string
  name: string
  type: PlanningFieldType
  required: boolean
  options?: readonly PlanningOption[]
  maxLength?: number
  /** Dates: the day may not be after today (a date of birth, a date of death). */
  noFuture?: boolean
  /** The plan types the field is asked for; absent means every plan type. */
  planTypes?: readonly PlanType[]
}

/** An answer: text for every type, `true`/`false` for a checkbox. */
export type PlanningAnswer = string | boolean | null
export type PlanningAnswers = Record<string, PlanningAnswer>

/** US states, DC and territories a funeral home may serve, for `state` fields. */
export const US_STATES: readonly PlanningOption[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([value, label]) => ({ value: value ?? '', label: label ?? '' }))

/** Messages of the planning rules that spec §5 has no wording for. */
export const PLANNING_MESSAGES = {
  futureDate: 'Cannot be a future date',
  unknownField: 'Unknown field',
  /** An end before its start: said beside the end, naming the start as the form labels it. */
  endBeforeStart: (startName: string) => `Must be on or after the ${startName.toLowerCase()}`,
} as const

const ZIP = /^\d{5}(?:-\d{4})?$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Years a date accepts: everyone living or recently died, and plans decades ahead. */
export const DATE_YEARS = { from: 1900, to: 2099 } as const
const EmailSchema = z.email()

/** Whether `value` is a real calendar day `YYYY-MM-DD` (no 02/30) within the accepted years. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < DATE_YEARS.from || year > DATE_YEARS.to || month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function isBlank(value: PlanningAnswer | undefined): boolean {
  return value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '')
}

function optionsOf(field: PlanningFieldRule): readonly PlanningOption[] {
  return field.options ?? (field.type === 'state' ? US_STATES : [])
}

/** Whether the field is asked for this plan type. */
export function appliesTo(field: Pick<PlanningFieldRule, 'planTypes'>, planType: PlanType): boolean {
  return !field.planTypes || field.planTypes.includes(planType)
}

/**
 * The spec §5 message for one answer to one field, or `undefined` when it is acceptable.
 * `today` is `YYYY-MM-DD` in the funeral home's zone (for `noFuture` dates).
 */
export function validateAnswer(field: PlanningFieldRule, value: PlanningAnswer | undefined, today: string): string | undefined {
  if (field.type === 'checkbox') {
    if (value !== undefined && value !== null && typeof value !== 'boolean') return VALIDATION_MESSAGES.expected('boolean')
    return field.required && value !== true ? VALIDATION_MESSAGES.required : undefined
  }
  if (value !== undefined && value !== null && typeof value !== 'string') return VALIDATION_MESSAGES.expected('string')
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return field.required ? VALIDATION_MESSAGES.required : undefined
  if (field.maxLength !== undefined && text.length > field.maxLength) return VALIDATION_MESSAGES.maxLength(field.maxLength)
  switch (field.type) {
    case 'email':
      return EmailSchema.safeParse(text).success ? undefined : VALIDATION_MESSAGES.email
    case 'phone':
      return isPhoneNumber(text) ? undefined : PHONE_MESSAGE
    case 'zip':
      return ZIP.test(text) ? undefined : VALIDATION_MESSAGES.pattern
    case 'date':
      if (!isCalendarDate(text)) return VALIDATION_MESSAGES.pattern
      return field.noFuture && text > today ? PLANNING_MESSAGES.futureDate : undefined
    case 'select':
    case 'radio':
    case 'state': {
      const options = optionsOf(field)
      return options.some((o) => o.value === text) ? undefined : VALIDATION_MESSAGES.option(options.map((o) => o.value))
    }
    default:
      return undefined
  }
}

export type PlanningCheck = {
  /** Every applicable answer, trimmed, keyed by field id (fields of other plan types dropped). */
  answers: PlanningAnswers
  /** Field id → message; empty when the submission is acceptable. */
  errors: Record<string, string>
}

/**
 * Checks a whole submission against the form's fields: every applicable field's answer, and no
 * answer to a field the form does not have. Answers to fields of another plan type are dropped,
 * not rejected: a draft kept on the device may still hold them after the plan type changed.
 */
export function checkAnswers(
  fields: readonly PlanningFieldRule[],
  answers: PlanningAnswers,
  planType: PlanType,
  today: string,
): PlanningCheck {
  const errors: Record<string, string> = {}
  const kept: PlanningAnswers = {}
  const known = new Set(fields.map((f) => f.id))
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) errors[id] = PLANNING_MESSAGES.unknownField
  }
  for (const field of fields) {
    if (!appliesTo(field, planType)) continue
    const value = Object.hasOwn(answers, field.id) ? answers[field.id] : undefined
    const message = validateAnswer(field, value, today)
    if (message) errors[field.id] = message
    else if (!isBlank(value)) kept[field.id] = typeof value === 'string' ? value.trim() : (value ?? null)
  }
  for (const order of dateOrders(fields.filter((f) => appliesTo(f, planType)))) {
    if (errors[order.start.id] || errors[order.end.id]) continue
    const message = dateOrderMessage(order, kept[order.start.id], kept[order.end.id])
    if (message) errors[order.end.id] = message
  }
  return { answers: kept, errors }
}

/** Two date fields where the second may not be before the first (military service start and end, birth and death). */
export type DateOrder = { start: PlanningFieldRule; end: PlanningFieldRule }

const START_WORDS: ReadonlySet<string> = new Set(['start', 'starting', 'begin', 'beginning', 'from'])
const END_WORDS: ReadonlySet<string> = new Set(['end', 'ending', 'until', 'to'])

/**
 * What a date field is the start or end of, read from its label, since the form's definitions
 * carry no link between fields: "Service start date" and "Service end date" pair on "service
 * date", "Date of birth" and "Date of death" on a life. Undefined for a date that is neither.
 */
function rangeEnd(field: PlanningFieldRule): { key: string; side: 'start' | 'end' } | undefined {
  const words: string[] = field.name.toLowerCase().match(/[a-z0-9]+/g) ?? []
  if (words.includes('birth')) return { key: 'life', side: 'start' }
  if (words.includes('death')) return { key: 'life', side: 'end' }
  const start = words.some((w) => START_WORDS.has(w))
  const end = words.some((w) => END_WORDS.has(w))
  if (start === end) return undefined
  const key = words.filter((w) => !START_WORDS.has(w) && !END_WORDS.has(w)).join(' ')
  return { key, side: start ? 'start' : 'end' }
}

/** The start/end pairs among the form's date fields, each end with the first start of the same name. */
export function dateOrders(fields: readonly PlanningFieldRule[]): DateOrder[] {
  const dates = fields.filter((f) => f.type === 'date').map((field) => ({ field, range: rangeEnd(field) }))
  const orders: DateOrder[] = []
  for (const end of dates) {
    if (end.range?.side !== 'end') continue
    const start = dates.find((d) => d.range?.side === 'start' && d.range.key === end.range?.key)
    if (start) orders.push({ start: start.field, end: end.field })
  }
  return orders
}

/**
 * The message for an end before its start, or undefined when the order is right or cannot be
 * judged yet (either date blank or not a whole calendar day: their own rules speak for them).
 * Answers are `YYYY-MM-DD`, so comparing the text compares the days.
 */
export function dateOrderMessage(order: DateOrder, start: PlanningAnswer | undefined, end: PlanningAnswer | undefined): string | undefined {
  if (typeof start !== 'string' || typeof end !== 'string') return undefined
  const [from, to] = [start.trim(), end.trim()]
  if (!isCalendarDate(from) || !isCalendarDate(to)) return undefined
  return to < from ? PLANNING_MESSAGES.endBeforeStart(order.start.name) : undefined
}
