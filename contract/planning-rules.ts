import { z } from 'zod'
import { isPhoneNumber, PHONE_MESSAGE } from './phone.ts'
import { isMultilineText } from './text.ts'
import {
  appliesTo,
  isBlank,
  isCalendarDate,
  PLANNING_MESSAGES,
  US_STATES,
  type PlanningAnswer,
  type PlanningAnswers,
  type PlanningFieldRule,
  type PlanningOption,
  type PlanType,
} from './planning-constants.ts'
import { VALIDATION_MESSAGES } from './validation.ts'

// What the planning pages need without a schema lives in planning-constants.ts (issue 15); re-exported here.
export {
  appliesTo,
  caseStatusFor,
  DATE_YEARS,
  isBlank,
  isCalendarDate,
  PLAN_TYPES,
  PLANNING_CASE_STATUSES,
  PLANNING_FIELD_TYPES,
  PLANNING_MESSAGES,
  planTypeFor,
  US_STATES,
  type PlanningAnswer,
  type PlanningAnswers,
  type PlanningCaseStatus,
  type PlanningFieldRule,
  type PlanningFieldType,
  type PlanningOption,
  type PlanType,
} from './planning-constants.ts'

/**
 * Pure rules of the planning form, shared by the api (which enforces them on submit) and the
 * browser form (which shows the same messages before sending). No I/O, no clock: "today" is
 * passed in, so the same answer is judged the same everywhere. What needs no schema is in
 * contract/planning-constants.ts, re-exported here.
 */

const ZIP = /^\d{5}(?:-\d{4})?$/
const EmailSchema = z.email()

function optionsOf(field: PlanningFieldRule): readonly PlanningOption[] {
  return field.options ?? (field.type === 'state' ? US_STATES : [])
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
  if (!isMultilineText(text)) return VALIDATION_MESSAGES.characters
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
