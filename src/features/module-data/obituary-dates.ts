const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * `1936-02-11` → `February 11, 1936`. Read as a calendar date, never through Date and a time zone,
 * so a death on the 21st never shows as the 20th. Anything else gives undefined.
 */
export function formatCalendarDate(iso: string | null): string | undefined {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  if (!match) return undefined
  const month = MONTHS[Number(match[2]) - 1]
  const day = Number(match[3])
  if (!month || day < 1 || day > 31) return undefined
  return `${month} ${day}, ${match[1]}`
}
