import { DATE_YEARS } from '#contract/planning-constants.ts'
import { DATE_MESSAGES } from '#contract/validation-messages.ts'

export { DATE_YEARS }

/** A calendar date, without a time or a zone (a date of birth is the same day everywhere). */
export type CalendarDate = { year: number; month: number; day: number }

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

function daysIn(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC so no zone moves the date.
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * Reads `MM/DD/YYYY` (the date field's value), or `null` when it is incomplete or the day does
 * not exist (02/30/2000, 02/29/2001). Schemas use it to say "not a real date" with a message.
 */
export function parseUsDate(value: string): CalendarDate | null {
  const match = US_DATE.exec(value)
  if (!match) return null
  const month = Number(match[1])
  const day = Number(match[2])
  const year = Number(match[3])
  if (month < 1 || month > 12 || day < 1) return null
  return day <= daysIn(year, month) ? { year, month, day } : null
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0')
}

/** `03/28/1950` → `1950-03-28` for an api, or `null` when the date is not a real one. */
export function usDateToIso(value: string): string | null {
  const date = parseUsDate(value)
  if (!date) return null
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`
}

/** `1950-03-28` → `03/28/1950`, to put an api's date into the date field; `''` when it is not one. */
export function isoToUsDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return match ? `${match[2]}/${match[3]}/${match[1]}` : ''
}

/** The three boxes of a date field, as typed. */
export type DateParts = { month: string; day: string; year: string }
export type DatePart = keyof DateParts
export const EMPTY_DATE_PARTS: DateParts = { month: '', day: '', year: '' }

/** A lone digit with its zero (3 → 03), anything else as it is. */
function twoDigits(text: string): string {
  return /^\d$/.test(text) ? `0${text}` : text
}

/**
 * The form value of three boxes: `MM/DD/YYYY`, `''` when all are empty. A lone month or day
 * digit gets its zero (3 → 03: the same number); anything else stays as typed, so "28" as a
 * month or "50" as a year makes a value `parseUsDate` refuses, and the field says why.
 */
export function partsToUsDate(parts: DateParts): string {
  const [month, day, year] = [parts.month.trim(), parts.day.trim(), parts.year.trim()]
  if (month === '' && day === '' && year === '') return ''
  return `${twoDigits(month)}/${twoDigits(day)}/${year}`
}

/** The boxes of a form value (a saved draft, a reset): split at the slashes, nothing reinterpreted. */
export function usDateToParts(value: string): DateParts {
  if (value.trim() === '') return EMPTY_DATE_PARTS
  const [month = '', day = '', ...year] = value.split('/')
  return { month, day, year: year.join('/') }
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const US_FULL_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/

/**
 * A whole date pasted or autofilled into one box, split into the three, when it can be read one
 * way only: ISO `1950-03-28`, or month first with a four-digit year, `03/28/1950` (the order the
 * field asks for). `undefined` for anything else (`28/03/1950`, `3/28/50`, words): it stays as
 * typed and {@link datePartsProblem} says why.
 */
export function readWholeDate(text: string): DateParts | undefined {
  const trimmed = text.trim()
  const iso = ISO_DATE.exec(trimmed)
  const us = iso ? null : US_FULL_DATE.exec(trimmed)
  const parts = iso ? { year: iso[1], month: iso[2], day: iso[3] } : us ? { month: us[1], day: us[2], year: us[3] } : undefined
  if (!parts?.month || !parts.day || !parts.year) return undefined
  const read: DateParts = { month: parts.month, day: parts.day, year: parts.year }
  return datePartsProblem(read) === undefined ? read : undefined
}

/** Whether `text` looks like a whole date rather than one part (it has a separator between digits). */
export function looksLikeWholeDate(text: string): boolean {
  return /\d\s*[/.-]\s*\d/.test(text)
}

export type DateProblem = { message: string; parts: readonly DatePart[] }

const PART_NAMES: Record<DatePart, string> = { month: 'month', day: 'day', year: 'year' }

function inRange(text: string, from: number, to: number): boolean {
  return /^\d{1,2}$/.test(text) && Number(text) >= from && Number(text) <= to
}

/**
 * What is wrong with three boxes, with the boxes to mark, or `undefined` when they make a real
 * date, or are all empty (whether a date is required is the schema's business).
 */
export function datePartsProblem(parts: DateParts): DateProblem | undefined {
  const month = parts.month.trim()
  const day = parts.day.trim()
  const year = parts.year.trim()
  if (month === '' && day === '' && year === '') return undefined
  if ([month, day, year].some(looksLikeWholeDate)) return { message: DATE_MESSAGES.unreadable, parts: ['month', 'day', 'year'] }
  const missing = (['month', 'day', 'year'] as const).filter((part) => parts[part].trim() === '')
  if (missing.length > 0) return { message: DATE_MESSAGES.missing(missing.map((part) => PART_NAMES[part])), parts: missing }
  if (!inRange(month, 1, 12)) return { message: DATE_MESSAGES.month, parts: ['month'] }
  if (!inRange(day, 1, 31)) return { message: DATE_MESSAGES.day, parts: ['day'] }
  if (!/^\d{4}$/.test(year)) return { message: DATE_MESSAGES.year, parts: ['year'] }
  if (Number(year) < DATE_YEARS.from || Number(year) > DATE_YEARS.to) {
    return { message: DATE_MESSAGES.yearRange(DATE_YEARS.from, DATE_YEARS.to), parts: ['year'] }
  }
  if (Number(day) > daysIn(Number(year), Number(month))) return { message: DATE_MESSAGES.notReal, parts: ['day'] }
  return undefined
}
