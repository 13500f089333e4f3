import { isCalendarDate, type PlanningAnswers, type PlanType } from '#contract/planning-rules.ts'

/**
 * The well-known field ids the server reads. A funeral home may add questions of its own, but
 * these are how the new case gets its name and dates.
 */
export const KNOWN_FIELDS = {
  contactFirstName: 'contactFirstName',
  contactLastName: 'contactLastName',
  contactEmail: 'contactEmail',
  decedentFirstName: 'decedentFirstName',
  decedentMiddleName: 'decedentMiddleName',
  decedentLastName: 'decedentLastName',
  decedentBirthDate: 'decedentBirthDate',
  decedentDeathDate: 'decedentDeathDate',
} as const

export type PlannedPerson = {
  firstName: string
  middleName: string | null
  lastName: string
  birthDate: string | null
  deathDate: string | null
}

function textOf(answers: PlanningAnswers, id: string): string | null {
  const value = answers[id]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

function dateOf(answers: PlanningAnswers, id: string): string | null {
  const value = textOf(answers, id)
  return value && isCalendarDate(value) ? value : null
}

/**
 * The person the plan is for: planning for oneself, the contact (unless the person's own name
 * fields were filled in too); otherwise the decedent fields. A death date only at need.
 */
export function plannedPerson(answers: PlanningAnswers, planType: PlanType): PlannedPerson {
  const own = { first: textOf(answers, KNOWN_FIELDS.decedentFirstName), last: textOf(answers, KNOWN_FIELDS.decedentLastName) }
  const useContact = planType === 'pre-plan-self' && !(own.first && own.last)
  const firstName = (useContact ? textOf(answers, KNOWN_FIELDS.contactFirstName) : own.first) ?? 'Unknown'
  const lastName = (useContact ? textOf(answers, KNOWN_FIELDS.contactLastName) : own.last) ?? 'Unknown'
  return {
    firstName,
    middleName: textOf(answers, KNOWN_FIELDS.decedentMiddleName),
    lastName,
    birthDate: dateOf(answers, KNOWN_FIELDS.decedentBirthDate),
    deathDate: planType === 'at-need' ? dateOf(answers, KNOWN_FIELDS.decedentDeathDate) : null,
  }
}
