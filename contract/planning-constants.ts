/**
 * The planning form's plain values and rules that need no schema (plan types, field types, the
 * states, which fields a plan type asks, what a calendar date is), apart from
 * contract/planning-rules.ts (which re-exports them): the planning pages read them as they render,
 * and the answer checks (zod's email, the phone rules) load only with the forms (issue 15).
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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Years a date accepts: everyone living or recently died, and plans decades ahead. */
export const DATE_YEARS = { from: 1900, to: 2099 } as const

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

/** Whether the field is asked for this plan type. */
export function appliesTo(field: Pick<PlanningFieldRule, 'planTypes'>, planType: PlanType): boolean {
  return !field.planTypes || field.planTypes.includes(planType)
}

/** The planning calls of the web api (spec §7). */
export const PLANNING_PATHS = {
  address: '/api/web/planning/address',
  fields: '/api/web/planning/fields',
  locations: '/api/web/planning/locations',
  submit: '/api/web/planning/submit',
} as const

/** Address lookup: at least 3 characters, so a single keystroke never lists a whole town. */
export const ADDRESS_QUERY_MIN = 3
