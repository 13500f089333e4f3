import { nameSlug } from '#core/names.ts'

/**
 * The rules and words of closing an account and naming its archive (decision 072), without zod:
 * the api (the mail, the cron) and the studio's screen say the same day in the same words.
 */

/** `YYYY-MM-DD` plus `days` calendar days (no clock, no zone: a day of the home's calendar). */
export function addDays(isoDate: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) throw new Error(`addDays: not a calendar day: ${isoDate}`)
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days))
  return day.toISOString().slice(0, 10)
}

/** The day everything is removed: `graceDays` after the day the owner asked (the home's calendar). */
export function removalDay(askedOn: string, graceDays: number): string {
  return addDays(askedOn, graceDays)
}

/** True once the home's today has reached the removal day: the cron of that day removes it. */
export function isDueForRemoval(removeOn: string, today: string): boolean {
  return today >= removeOn
}

/** `2027-01-04` → `Monday, January 4, 2027`. */
export function spokenDay(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** Whole days from `today` to `removeOn` (0 on the day itself, never below 0). */
export function daysLeft(removeOn: string, today: string): number {
  const ms = Date.parse(`${removeOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)
  return Math.max(0, Math.round(ms / 86_400_000))
}

/** The sentence the screen and the mail say about the grace period. */
export function closingSentence(removeOn: string, graceDays: number): string {
  return (
    `Everything of the home (its site, cases, families' accounts, obituaries, memories, statements, payments, price lists and files) ` +
    `is removed for good on ${spokenDay(removeOn)}, ${graceDays} days after the closing was asked for. ` +
    `Until then the public site, the family portal and the studio keep working, and the closing can be cancelled.`
  )
}

/** True when what the owner typed is the home's name (case and outer or doubled spaces aside). */
function normalName(s: string): string {
  return s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US')
}

export function confirmsName(typed: string, name: string): boolean {
  const norm = normalName
  return norm(typed) !== '' && norm(typed) === norm(name)
}

/** `whitfield-sons-funeral-home-data-2026-12-05.zip`. */
export function archiveFileName(homeName: string, today: string): string {
  return `${nameSlug(homeName, '')}-data-${today}.zip`
}

/** `1536` → `1.5 KB`, `0` → `0 bytes`: the size of the media as the screen says it. */
export function spokenBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`
}
