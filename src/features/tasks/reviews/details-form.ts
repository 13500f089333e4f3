import { z } from 'zod'
import { EDUCATION_LEVELS, MARITAL_STATUSES, MILITARY_BRANCHES, type CaseDetails, type CaseDetailsBody } from '#contract/case-details.ts'
import { line, text as multiline } from '#contract/text.ts'
import { DATE_MESSAGES } from '#contract/validation-messages.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'
import { isoToUsDate, parseUsDate, usDateToIso } from '#src/lib/us-date.ts'

/**
 * The add-details form (issue 20 point 1): the decedent's details as people type them (text,
 * dates as MM/DD/YYYY, years as four digits) and how they become the api's CaseDetailsBody.
 * Pure, so the mapping both ways and the draft's reading are unit tested.
 */

export type DetailsValues = {
  firstName: string
  middleName: string
  lastName: string
  suffix: string
  preferredName: string
  maidenName: string
  birthDate: string
  birthPlace: string
  deathDate: string
  deathPlace: string
  residence: string
  fatherName: string
  motherName: string
  maritalStatus: string
  spouseName: string
  education: string
  schools: string
  occupation: string
  employer: string
  religion: string
  notes: string
  military: { branch: string; rank: string; fromYear: string; toYear: string; honors: string }
}

const TEXT_KEYS = [
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'preferredName',
  'maidenName',
  'birthPlace',
  'deathPlace',
  'residence',
  'fatherName',
  'motherName',
  'spouseName',
  'schools',
  'occupation',
  'employer',
  'religion',
  'notes',
] as const

export const EMPTY_MILITARY: DetailsValues['military'] = { branch: '', rank: '', fromYear: '', toYear: '', honors: '' }

/** Nothing typed yet: the shape a field group of these details starts from. */
export const EMPTY_DETAILS: DetailsValues = {
  ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, ''])) as Pick<DetailsValues, (typeof TEXT_KEYS)[number]>),
  birthDate: '',
  deathDate: '',
  maritalStatus: '',
  education: '',
  military: EMPTY_MILITARY,
}

/** Each detail at its own name in a form that holds them at the top (the family's, and the studio's with more beside). */
export const DETAILS_FIELDS = Object.fromEntries(Object.keys(EMPTY_DETAILS).map((key) => [key, key])) as {
  [K in keyof DetailsValues]: K
}

/** The form's values from what the api holds; before anyone saved, the case's own names. */
function text(value: string | null | undefined): string {
  return value ?? ''
}

function orNull(value: string): string | null {
  return value.trim() || null
}

function year(value: string): number | null {
  return value.trim() ? Number(value.trim()) : null
}

export function detailsValues(details: CaseDetailsBody | null, names: { firstName: string; lastName: string }): DetailsValues {
  const d = details ?? { firstName: names.firstName, lastName: names.lastName }
  const values = Object.fromEntries(TEXT_KEYS.map((key) => [key, text(d[key])])) as Pick<DetailsValues, (typeof TEXT_KEYS)[number]>
  const m = d.military
  return {
    ...values,
    birthDate: d.birthDate ? isoToUsDate(d.birthDate) : '',
    deathDate: d.deathDate ? isoToUsDate(d.deathDate) : '',
    maritalStatus: text(d.maritalStatus),
    education: text(d.education),
    military: m
      ? {
          branch: m.branch,
          rank: text(m.rank),
          fromYear: m.fromYear ? String(m.fromYear) : '',
          toYear: m.toYear ? String(m.toYear) : '',
          honors: text(m.honors),
        }
      : EMPTY_MILITARY,
  }
}

/** The api's body from valid values: trimmed, an empty box is null, no military without a branch. */
export function detailsBody(values: DetailsValues): CaseDetailsBody {
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, orNull(values[key])]))
  const m = values.military
  return {
    ...texts,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: values.birthDate ? usDateToIso(values.birthDate) : null,
    deathDate: values.deathDate ? usDateToIso(values.deathDate) : null,
    maritalStatus: (values.maritalStatus || null) as CaseDetailsBody['maritalStatus'],
    education: (values.education || null) as CaseDetailsBody['education'],
    military: m.branch
      ? {
          branch: m.branch as (typeof MILITARY_BRANCHES)[number],
          rank: orNull(m.rank),
          fromYear: year(m.fromYear),
          toYear: year(m.toYear),
          honors: orNull(m.honors),
        }
      : null,
  }
}

const name = (max: number) => line(max)
const optionalDate = z.string().refine((value) => value === '' || parseUsDate(value) !== null, DATE_MESSAGES.notReal)
const optionalYear = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}$/.test(value), DATE_MESSAGES.year)
  // One message at a time: the range is said only of a year of four numbers.
  .refine((value) => !/^\d{4}$/.test(value) || (Number(value) >= 1900 && Number(value) <= 2100), DATE_MESSAGES.yearRange(1900, 2100))
const choice = (options: readonly string[]) => z.union([z.literal(''), z.enum(options as [string, ...string[]])])

/** What the form accepts: the contract's limits (spec §5 wording), as text. Only the legal name is required. */
export const detailsFormSchema = z.object({
  firstName: name(100).min(1),
  middleName: name(100),
  lastName: name(100).min(1),
  suffix: name(20),
  preferredName: name(100),
  maidenName: name(100),
  birthDate: optionalDate,
  birthPlace: name(200),
  deathDate: optionalDate,
  deathPlace: name(200),
  residence: name(200),
  fatherName: name(200),
  motherName: name(200),
  maritalStatus: choice(MARITAL_STATUSES),
  spouseName: name(200),
  education: choice(EDUCATION_LEVELS),
  schools: name(500),
  occupation: name(200),
  employer: name(200),
  religion: name(100),
  notes: multiline(4000),
  military: z.object({
    branch: choice(MILITARY_BRANCHES),
    rank: name(100),
    fromYear: optionalYear,
    toYear: optionalYear,
    honors: name(500),
  }),
})

export const MARITAL_LABELS: Readonly<Record<(typeof MARITAL_STATUSES)[number], string>> = {
  married: 'Married',
  widowed: 'Widowed',
  divorced: 'Divorced',
  separated: 'Separated',
  'never-married': 'Never married',
}

export const EDUCATION_LABELS: Readonly<Record<(typeof EDUCATION_LEVELS)[number], string>> = {
  'eighth-grade-or-less': '8th grade or less',
  'some-high-school': 'Some high school, no diploma',
  'high-school': 'High school diploma or GED',
  'some-college': 'Some college, no degree',
  associate: 'Associate degree',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  'doctorate-or-professional': 'Doctorate or professional degree',
}

/** How the api's `missing` names read on screen. */
export const DETAIL_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  birthDate: 'Date of birth',
  birthPlace: 'Place of birth',
  deathDate: 'Date of death',
  deathPlace: 'Place of death',
  fatherName: "Father's name",
  motherName: "Mother's name",
  maritalStatus: 'Marital status',
  education: 'Education',
  occupation: 'Occupation',
}

/** "Still needed for the death certificate: Father's name and Occupation." or undefined when complete. */
export function missingSentence(details: Pick<CaseDetails, 'complete' | 'missing'>): string | undefined {
  if (details.complete || details.missing.length === 0) return undefined
  const names = details.missing.map((key) => DETAIL_LABELS[key] ?? key)
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  return `Still needed for the death certificate: ${list}.`
}

// ── The unsaved draft kept on the device ─────────────────────────────────────────────────────

const draftText = z.string().max(4000).catch('')
const TextDraft = z.object(
  Object.fromEntries(TEXT_KEYS.map((key) => [key, draftText])) as Record<(typeof TEXT_KEYS)[number], typeof draftText>,
)

/** What is read back from the device: text only, anything else dropped. */
export const DetailsDraftSchema = TextDraft.extend({
  birthDate: draftText,
  deathDate: draftText,
  maritalStatus: draftText,
  education: draftText,
  military: z
    .object({ branch: draftText, rank: draftText, fromYear: draftText, toYear: draftText, honors: draftText })
    .catch(EMPTY_MILITARY),
})

/** One draft per funeral home and case. */
export function detailsDraftKey(host: string, caseId: number): string {
  return draftStorageKey('case-details', host, caseId)
}

/** Whether two sets of values say the same (what the server holds needs no draft). */
export function sameDetails(a: DetailsValues, b: DetailsValues): boolean {
  const keys = [...TEXT_KEYS, 'birthDate', 'deathDate', 'maritalStatus', 'education'] as const
  const service = ['branch', 'rank', 'fromYear', 'toYear', 'honors'] as const
  return keys.every((key) => a[key].trim() === b[key].trim()) && service.every((key) => a.military[key].trim() === b.military[key].trim())
}
