import { appliesTo, US_STATES, type PlanningAnswer, type PlanType } from '#contract/planning-constants.ts'
import type { PlanningField, PlanningForm, PlanningSection } from '#contract/planning.ts'
import { isoToUsDate, usDateToIso } from '#src/lib/us-date.ts'
import type { DraftAnswer } from './draft.ts'

/** Pure rules of the planning flow: which steps, in which order, and what is sent. */

export const PLAN_NOW_PATH = '/plan-now'
export const LOCATIONS_PATH = '/plan-now/locations'
export const REVIEW_PATH = '/plan-now/review'
export const THANK_YOU_PATH = '/plan-now/thank-you'
export const stepPath = (urlKey: string) => `/plan-now/step/${encodeURIComponent(urlKey)}`

/** What the visitor sees for each plan type on /plan-now (the values are spec §4's). */
export const PLAN_TYPE_CHOICES: ReadonlyArray<{ value: PlanType; label: string; hint: string }> = [
  { value: 'pre-plan-self', label: 'For myself', hint: 'I would like to plan my own arrangements ahead of time.' },
  { value: 'pre-plan-other', label: 'For someone else', hint: 'I am planning ahead for a family member or friend.' },
  { value: 'at-need', label: 'A death has occurred', hint: 'Someone close to me has passed away.' },
]

/** Spec §9 intro messages, verbatim. */
export const INTRO_MESSAGES = {
  prePlan: 'Not only is preplanning helpful to review your options — it also gives peace-of-mind to your loved ones.',
  atNeed: "We're sorry for your loss and understand this can be an emotional time. Let's work together right from your home.",
} as const

export function introMessage(planType: PlanType): string {
  return planType === 'at-need' ? INTRO_MESSAGES.atNeed : INTRO_MESSAGES.prePlan
}

/** Spec §8, verbatim. */
export const SUBMIT_FAILED = 'There was an error submitting your planning form.'

export function isPlanType(value: unknown): value is PlanType {
  return value === 'pre-plan-self' || value === 'pre-plan-other' || value === 'at-need'
}

/** The fields of a section asked for this plan type. */
export function fieldsFor(section: PlanningSection, planType: PlanType): PlanningField[] {
  return section.fields.filter((f) => appliesTo(f, planType))
}

/** The steps of the flow: the server's sections in order, without any that asks nothing of this plan type. */
export function stepSections(form: PlanningForm, planType: PlanType): PlanningSection[] {
  return form.sections.filter((s) => fieldsFor(s, planType).length > 0)
}

export type StepPosition = {
  section: PlanningSection
  /** 1-based, for "Step 2 of 6". */
  number: number
  total: number
  previous: string
  next: string
}

/**
 * Where a step sits: its number and the paths of Back and Next. Back from the first step goes to
 * the locations screen when there was a choice to make, else to the start; Next from the last
 * one goes to the review. Undefined for a urlKey the form does not have (for this plan type).
 */
export function stepPosition(form: PlanningForm, planType: PlanType, urlKey: string, locationCount: number): StepPosition | undefined {
  const steps = stepSections(form, planType)
  const index = steps.findIndex((s) => s.urlKey === urlKey)
  const section = steps[index]
  if (!section) return undefined
  const before = steps[index - 1]
  const after = steps[index + 1]
  return {
    section,
    number: index + 1,
    total: steps.length,
    previous: before ? stepPath(before.urlKey) : locationCount > 1 ? LOCATIONS_PATH : PLAN_NOW_PATH,
    next: after ? stepPath(after.urlKey) : REVIEW_PATH,
  }
}

/** The form value a field starts with: the saved answer, else the server's default. */
export function initialValue(field: PlanningField, answers: Readonly<Record<string, DraftAnswer>>): DraftAnswer {
  const saved = answers[field.id]
  if (field.type === 'checkbox') return typeof saved === 'boolean' ? saved : field.value === true
  if (typeof saved === 'string') return saved
  if (typeof field.value !== 'string') return ''
  return field.type === 'date' ? isoToUsDate(field.value) || field.value : field.value
}

/** The answer the api judges: dates as `YYYY-MM-DD` (an unfinished date stays as typed, and is refused). */
export function apiAnswer(field: Pick<PlanningField, 'type'>, value: DraftAnswer | undefined): PlanningAnswer | undefined {
  if (field.type === 'date' && typeof value === 'string' && value.trim() !== '') return usDateToIso(value.trim()) ?? value
  return value
}

/** One refused answer in the review's summary: what it is about, its message, and where to fix it. */
export type ErrorLink = { id: string; label: string; message: string; href?: string }

/**
 * The review's error summary, in the order of the steps: each field's message with a link to
 * its step (back to the review after) that focuses that field; a refused location links to the
 * locations screen. An answer the form does not know has nowhere to go and no link.
 */
export function errorLinks(form: PlanningForm, planType: PlanType, errors: Readonly<Record<string, string>>): ErrorLink[] {
  const links: ErrorLink[] = []
  if (errors.locationId) links.push({ id: 'locationId', label: 'Location', message: errors.locationId, href: LOCATIONS_PATH })
  for (const section of stepSections(form, planType)) {
    for (const field of fieldsFor(section, planType)) {
      const message = errors[field.id]
      if (message)
        links.push({
          id: field.id,
          label: field.name,
          message,
          href: `${stepPath(section.urlKey)}?from=review&field=${encodeURIComponent(field.id)}`,
        })
    }
  }
  const linked = new Set(links.map((l) => l.id))
  for (const [id, message] of Object.entries(errors)) {
    if (!linked.has(id)) links.push({ id, label: 'Another answer', message })
  }
  return links
}

/**
 * An answer as the review shows it, or undefined when there is nothing to show. A phone number is
 * spelled out here rather than through the imask pattern: route loaders import this module, and
 * imask would then ship on every page.
 */
export function displayAnswer(field: PlanningField, value: DraftAnswer | undefined): string | undefined {
  if (field.type === 'checkbox') return value === true ? 'Yes' : undefined
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const text = value.trim()
  switch (field.type) {
    case 'phone':
      return /^\d{10}$/.test(text) ? `(${text.slice(0, 3)}) ${text.slice(3, 6)}-${text.slice(6)}` : text
    case 'select':
    case 'radio':
    case 'state': {
      const options = field.options ?? (field.type === 'state' ? US_STATES : [])
      return options.find((o) => o.value === text)?.label ?? text
    }
    default:
      return text
  }
}

/** A new Idempotency-Key (contract/common.ts: 16–128 letters, digits, - or _). */
export function newIdempotencyKey(): string {
  return `plan-${crypto.randomUUID()}`
}

/**
 * The key for sending `body`: the attempt's own while the body is the same (a double click, a
 * retry), a new one once the answers changed (the api refuses a key reused for another body).
 */
export function attemptFor(previous: { key: string; body: string } | undefined, body: string, makeKey: () => string = newIdempotencyKey) {
  return previous && previous.body === body ? previous : { key: makeKey(), body }
}
