/** A calendar date, without a time or a zone (a date of birth is the same day everywhere). */
export type CalendarDate = { year: number; month: number; day: number }

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

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
  // Day 0 of the next month is the last day of this one; UTC so no zone moves the date.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth ? { year, month, day } : null
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
