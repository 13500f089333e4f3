import { STAGE_LABELS, type CaseStage } from '#contract/case-stages.ts'
import type { CaseDetailsBody } from '#contract/case-details.ts'
import type { TimelineEntry } from '#contract/studio-case-page.ts'
import { formatCents } from '#core/money.ts'

/**
 * The case page's timeline as sentences (issue 37 point 3): "Rosa Delgado changed the date of
 * birth from March 14, 1941 to March 15, 1941", with when it happened on the home's clock. Pure,
 * so every kind of entry is unit tested.
 */

/** How each logged field is named in a sentence. */
export const CHANGE_FIELD_LABELS: Readonly<Record<string, string>> = {
  'details.firstName': 'the first name',
  'details.middleName': 'the middle name',
  'details.lastName': 'the last name',
  'details.suffix': 'the suffix',
  'details.preferredName': 'the name they were known by',
  'details.maidenName': 'the maiden name',
  'details.birthDate': 'the date of birth',
  'details.birthPlace': 'the place of birth',
  'details.deathDate': 'the date of death',
  'details.deathPlace': 'the place of death',
  'details.residence': 'the home',
  'details.fatherName': 'the father’s name',
  'details.motherName': 'the mother’s name',
  'details.maritalStatus': 'the marital status',
  'details.spouseName': 'the spouse’s name',
  'details.education': 'the education',
  'details.schools': 'the schools',
  'details.occupation': 'the occupation',
  'details.employer': 'the employer',
  'details.military': 'the military service',
  'details.religion': 'the religion',
  'details.notes': 'the notes for the funeral home',
  whereNow: 'where they are now',
  location: 'the location',
  director: 'the director in charge',
}

const MARITAL: Readonly<Record<NonNullable<CaseDetailsBody['maritalStatus']>, string>> = {
  married: 'married',
  widowed: 'widowed',
  divorced: 'divorced',
  separated: 'separated',
  'never-married': 'never married',
}
const EDUCATION: Readonly<Record<NonNullable<CaseDetailsBody['education']>, string>> = {
  'eighth-grade-or-less': '8th grade or less',
  'some-high-school': 'some high school, no diploma',
  'high-school': 'a high school diploma or GED',
  'some-college': 'some college, no degree',
  associate: 'an associate degree',
  bachelor: 'a bachelor’s degree',
  master: 'a master’s degree',
  'doctorate-or-professional': 'a doctorate or professional degree',
}

/** A calendar date as people read it: 1941-03-14 → March 14, 1941. */
export function readableDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
}

/** A logged value as the sentence says it. */
export function readableValue(field: string, value: string): string {
  if (field === 'details.birthDate' || field === 'details.deathDate') return readableDate(value)
  if (field === 'details.maritalStatus') return MARITAL[value as keyof typeof MARITAL] ?? value
  if (field === 'details.education') return EDUCATION[value as keyof typeof EDUCATION] ?? value
  return `“${value}”`
}

const stageWord = (stage: string | null) => (stage ? (STAGE_LABELS[stage as CaseStage] ?? stage).toLowerCase() : 'open')

/** What happened, after who did it: "changed the date of birth from … to …". */
export function timelineDeed(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'opened':
      return 'opened the case'
    case 'invited':
      return `invited ${entry.subject ?? 'someone'} to the family portal`
    case 'joined':
      return 'joined the family portal'
    case 'package':
      return `chose the package “${entry.after ?? ''}”`
    case 'submitted':
      return 'submitted the arrangement'
    case 'paid':
      return `paid ${formatCents(entry.amountCents ?? 0)}`
    case 'approved':
      return `approved ${entry.subject ?? 'a proof'}`
    case 'commented':
      return `commented on ${entry.subject ?? 'a proof'}`
    case 'version':
      return `made version ${entry.after ?? ''} of ${entry.subject ?? 'a proof'}`
    case 'sent':
      return `sent ${entry.after ? `version ${entry.after} of ` : ''}${entry.subject ?? 'a proof'} to the family`
    case 'stage':
      if (entry.after === 'closed') return 'closed the case'
      if (entry.before === 'closed') return `reopened the case as ${stageWord(entry.after)}`
      return `moved the case from ${stageWord(entry.before)} to ${stageWord(entry.after)}`
    case 'changed': {
      const field = entry.subject ?? ''
      const label = CHANGE_FIELD_LABELS[field] ?? 'a detail'
      if (entry.before === null && entry.after !== null) return `set ${label} to ${readableValue(field, entry.after)}`
      if (entry.after === null) return `cleared ${label}${entry.before === null ? '' : `, which was ${readableValue(field, entry.before)}`}`
      return `changed ${label} from ${readableValue(field, entry.before ?? '')} to ${readableValue(field, entry.after)}`
    }
  }
}

/** When, on the home's clock: "December 3, 2026 at 1:05 PM". */
export function timelineWhen(at: string, timeZone: string): string {
  const when = new Date(at)
  const day = when.toLocaleDateString('en-US', { dateStyle: 'long', timeZone })
  const time = when.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
  return `${day} at ${time}`
}

/** The whole sentence: "Rosa Delgado changed the date of birth from … to … on December 3, 2026 at 1:05 PM." */
export function timelineSentence(entry: TimelineEntry, timeZone: string): string {
  if (entry.kind === 'opened' && entry.by === null) return `The case was opened on ${timelineWhen(entry.at, timeZone)}.`
  return `${entry.by ?? 'Someone'} ${timelineDeed(entry)} on ${timelineWhen(entry.at, timeZone)}.`
}

/** The stage a closed case goes back to when reopened: the one it had before it was closed (open when unknown). */
export function stageBeforeClosing(timeline: readonly TimelineEntry[]): CaseStage {
  const closing = timeline.find((entry) => entry.kind === 'stage' && entry.after === 'closed')
  const before = closing?.before
  return before && before !== 'closed' && before in STAGE_LABELS ? (before as CaseStage) : 'open'
}
