/**
 * Dates and times as a funeral home's visitors read them (en-US, in the home's own zone), written
 * out here from the calendar fields of the instant in that zone.
 *
 * Why not `Intl.DateTimeFormat` alone: a page's first Intl formatter loads the locale's data, a
 * blocking 50-100 ms on a fast machine, four times that on a mid-range phone, on every public page
 * that shows a date while it hydrates (issue 15: Lighthouse's total blocking time). Where the
 * browser has Temporal (Chromium, Firefox) the fields come from it at once; elsewhere, and on the
 * server, from Intl. The text is the same either way (tests/unit/zoned-date.test.ts compares it
 * with Intl's over a year of instants), so hydration never disagrees with the server.
 */
import { intlZonedFields, type ZonedFields } from '#core/zoned-time.ts'

type TemporalLike = {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): {
        year: number
        month: number
        day: number
        dayOfWeek: number
        hour: number
        minute: number
        offsetNanoseconds: number
      }
    }
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function temporal(): TemporalLike | undefined {
  return (globalThis as { Temporal?: TemporalLike }).Temporal
}

function fromTemporal(api: TemporalLike, ms: number, timeZone: string): ZonedFields {
  const zoned = api.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone)
  return {
    year: zoned.year,
    month: zoned.month,
    day: zoned.day,
    weekday: zoned.dayOfWeek,
    hour: zoned.hour,
    minute: zoned.minute,
    offsetMinutes: Math.round(zoned.offsetNanoseconds / 60e9),
  }
}

/** The fields of `instant` (an ISO string or epoch ms) in `timeZone`, or in UTC when this runtime does not know the zone. */
export function zonedFields(instant: string | number, timeZone: string): ZonedFields {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime()
  const api = temporal()
  try {
    return api ? fromTemporal(api, ms, timeZone) : intlZonedFields(ms, timeZone)
  } catch {
    return api ? fromTemporal(api, ms, 'UTC') : intlZonedFields(ms, 'UTC')
  }
}

/** 'November 25, 2026' (a calendar date's fields are enough). */
export function longDate(fields: Pick<ZonedFields, 'year' | 'month' | 'day'>): string {
  return `${MONTHS[fields.month - 1]} ${fields.day}, ${fields.year}`
}

/** 'Thursday, November 26, 2026' */
export function weekdayLongDate(fields: ZonedFields): string {
  return `${WEEKDAYS[fields.weekday - 1]}, ${longDate(fields)}`
}

/** '4:00 PM' (a plain space, as ICU has written it again since CLDR 44: Chromium, workerd, Node). */
export function clockTime(fields: ZonedFields): string {
  const hour12 = fields.hour % 12 === 0 ? 12 : fields.hour % 12
  return `${hour12}:${String(fields.minute).padStart(2, '0')} ${fields.hour < 12 ? 'AM' : 'PM'}`
}

/**
 * The names en-US gives the zones of the United States, standard then daylight time. Other zones
 * ask Intl ('GMT+1'): the names differ by zone and year in ways not worth copying here.
 */
const US_ZONE_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  'America/New_York': ['EST', 'EDT'],
  'America/Detroit': ['EST', 'EDT'],
  'America/Indiana/Indianapolis': ['EST', 'EDT'],
  'America/Kentucky/Louisville': ['EST', 'EDT'],
  'America/Chicago': ['CST', 'CDT'],
  'America/Denver': ['MST', 'MDT'],
  'America/Boise': ['MST', 'MDT'],
  'America/Phoenix': ['MST', 'MST'],
  'America/Los_Angeles': ['PST', 'PDT'],
  'America/Anchorage': ['AKST', 'AKDT'],
  'Pacific/Honolulu': ['HST', 'HST'],
}

/** The zone's short name at that instant ('CST', 'CDT'; 'GMT-5' where en-US has none). */
export function zoneShortName(instant: string | number, timeZone: string): string {
  const names = US_ZONE_NAMES[timeZone]
  if (names) {
    const ms = typeof instant === 'number' ? instant : new Date(instant).getTime()
    const january = zonedFields(Date.UTC(new Date(ms).getUTCFullYear(), 0, 1), timeZone).offsetMinutes
    return zonedFields(ms, timeZone).offsetMinutes > january ? names[1] : names[0]
  }
  try {
    return intlZoneName(instant, timeZone)
  } catch {
    return intlZoneName(instant, 'UTC')
  }
}

function intlZoneName(instant: string | number, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? ''
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** `2026-01-01` → 'January 1, 2026'; null (no date set, or not a date) → null, and the page says nothing of a date. */
export function effectiveDateText(isoDate: string | null): string | null {
  const match = isoDate ? CALENDAR_DATE.exec(isoDate) : null
  if (!match) return null
  const month = Number(match[2])
  if (month < 1 || month > 12) return null
  return longDate({ year: Number(match[1]), month, day: Number(match[3]) })
}
