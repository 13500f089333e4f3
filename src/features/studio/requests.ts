import type { PlanningField } from '#contract/planning.ts'
import { REQUEST_STATE_LABELS, type PlanningRequestState } from '#contract/request-states.ts'
import type { PlanningRequest, PlanningRequestSummary, Today, WaitingReason } from '#contract/studio-requests.ts'
import { decedentFirstName, displayAnswer, fieldsFor, PLAN_TYPE_CHOICES, stepLabel, stepSections } from '#src/features/planning/index.ts'
import { intlZonedFields } from '#core/zoned-time.ts'
import { isoToUsDate } from '#src/lib/us-date.ts'

/**
 * Pure rules of the studio's planning requests and Today (issue 37 points 7 and 1): a request's
 * answers read as the visitor's review screen showed them, and the words of each list.
 */

/** One step of a request as the review showed it: its heading and each answered field in words. */
export type AnsweredSection = { key: string; label: string; rows: { id: string; label: string; text: string }[] }

/** The answer as the visitor's draft held it: dates as typed on the form (MM/DD/YYYY), not as stored. */
function draftValue(field: PlanningField, value: string | boolean | null | undefined): string | boolean | undefined {
  if (value === null || value === undefined) return undefined
  if (field.type === 'date' && typeof value === 'string') return isoToUsDate(value) || value
  return value
}

/** Every step of the request's plan type with what was answered, in the form's order; a step with no answer says so. */
export function answeredSections(request: Pick<PlanningRequest, 'form' | 'planType' | 'answers'>): AnsweredSection[] {
  const name = decedentFirstName(request.form.sections, request.answers)
  return stepSections(request.form, request.planType).map((section) => ({
    key: section.urlKey,
    label: stepLabel(section, request.planType, name),
    rows: fieldsFor(section, request.planType).flatMap((field) => {
      const text = displayAnswer(field, draftValue(field, request.answers[field.id]))
      return text === undefined ? [] : [{ id: field.id, label: field.name, text }]
    }),
  }))
}

/** "At-need (a death has occurred)": the plan type as the visitor chose it. */
export function planTypeLabel(planType: PlanningRequestSummary['planType']): string {
  return PLAN_TYPE_CHOICES.find((c) => c.value === planType)?.label ?? planType
}

/** A state in words, with who changed it when they did: "Contacted by Rosa Delgado". */
export function stateLine(request: Pick<PlanningRequestSummary, 'state' | 'stateChangedBy'>): string {
  const label = REQUEST_STATE_LABELS[request.state]
  const by = request.stateChangedBy
  return by ? `${label} by ${by.firstName} ${by.lastName}`.trim() : label
}

/** The list's filter: a state or every request. */
export const REQUEST_FILTERS: ReadonlyArray<{ value: PlanningRequestState | ''; label: string }> = [
  { value: '', label: 'All requests' },
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'converted', label: 'Case opened' },
  { value: 'closed', label: 'Closed' },
]

const REASON_WORDS: Record<WaitingReason, string> = {
  'arrangement-submitted': 'submitted the arrangement',
  'obituary-approved': 'approved the obituary',
  'video-approved': 'approved the memorial video',
  'video-comment': 'commented on the memorial video',
  'stationery-approved': 'approved a printed piece',
  'stationery-comment': 'commented on a printed piece',
}

/** "The family submitted the arrangement and approved the obituary." */
export function waitingLine(reasons: readonly WaitingReason[]): string {
  const words = reasons.map((r) => REASON_WORDS[r])
  const list = words.length <= 1 ? (words[0] ?? 'acted') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
  return `The family ${list}.`
}

/** A day of the seven as Today reads it: "Today", "Tomorrow", else "Saturday, December 5". */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today'
  const next = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  if (date === next) return 'Tomorrow'
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** Today's services grouped by their day on the home's clock, in order. */
export function servicesByDay(services: Today['services'], today: string): { date: string; label: string; services: Today['services'] }[] {
  const days: { date: string; label: string; services: Today['services'] }[] = []
  for (const service of services) {
    const last = days.at(-1)
    if (last && last.date === service.date) last.services.push(service)
    else days.push({ date: service.date, label: dayLabel(service.date, today), services: [service] })
  }
  return days
}

/** The rule of the waiting list, as the screen states it (decision 057). */
export const WAITING_RULE =
  'A case waits here when its family has submitted the arrangement, or approved or commented on the obituary, the memorial video or a printed piece, since someone at the home last marked the case handled.'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** When a request came, on the home's clock: "December 3, 2026 at 13:05". */
export function sentAt(iso: string, timeZone: string): string {
  const f = intlZonedFields(Date.parse(iso), timeZone)
  return `${MONTHS[f.month - 1]} ${f.day}, ${f.year} at ${String(f.hour).padStart(2, '0')}:${String(f.minute).padStart(2, '0')}`
}
