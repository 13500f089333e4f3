/**
 * Instants and wall clocks in a time zone, through Intl: the one place that reads a zone's
 * calendar fields and offset from `Intl.DateTimeFormat` (src/lib/zoned-date.ts uses Temporal first
 * where the browser has it, and this otherwise; the api's seed uses `zonedTime`).
 */

/** The calendar and clock of an instant in a zone. `weekday` counts from Monday (1) to Sunday (7). */
export type ZonedFields = {
  year: number
  month: number
  day: number
  weekday: number
  hour: number
  minute: number
  /** Ahead of UTC, in minutes (Chicago in winter: -360). */
  offsetMinutes: number
}

const INTL_WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

/**
 * One formatter per zone, made on first use (never while a module loads: a first Intl formatter
 * loads the locale's data, decision 026): a page lists many dates, and a funeral home has one zone.
 */
const fieldFormatters = new Map<string, Intl.DateTimeFormat>()

function fieldFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = fieldFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    fieldFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The zone's fields at `ms` and its exact offset in milliseconds (historical offsets have seconds). */
function intlReading(ms: number, timeZone: string): { fields: ZonedFields; aheadMs: number } {
  const parts = fieldFormatter(timeZone).formatToParts(new Date(ms))
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = [
    get('year'),
    get('month'),
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  ].map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  // The formatter drops milliseconds: compare with the instant's whole second (also before 1970).
  const aheadMs = wall - (ms - (((ms % 1000) + 1000) % 1000))
  return {
    fields: { year, month, day, weekday: INTL_WEEKDAYS[get('weekday')] ?? 1, hour, minute, offsetMinutes: Math.round(aheadMs / 60_000) },
    aheadMs,
  }
}

/** The fields of `ms` (since the epoch) in `timeZone`. Throws a RangeError for a zone this runtime lacks. */
export function intlZonedFields(ms: number, timeZone: string): ZonedFields {
  return intlReading(ms, timeZone).fields
}

/**
 * How far the zone's wall clock is ahead of UTC at `instant` (ms since the epoch), in
 * milliseconds (Chicago in winter: -6 h). Throws a RangeError for a zone this runtime lacks.
 */
export function offsetMs(instant: number, timeZone: string): number {
  return intlReading(instant, timeZone).aheadMs
}

/**
 * The UTC instant of a wall-clock time in a time zone: "10:30 on 2026-11-27 in Chicago" →
 * `2026-11-27T16:30:00.000Z`. Service times are entered in the funeral home's zone and stored
 * as instants; daylight-saving changes are handled by asking Intl for the zone's offset.
 */
export function zonedTime(date: string, hour: number, minute: number, timeZone: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  const wall = Date.UTC(y, m - 1, d, hour, minute)
  // Two passes: the offset at the first guess may differ from the offset at the answer near a DST change.
  let utc = wall - offsetMs(wall, timeZone)
  utc = wall - offsetMs(utc, timeZone)
  return new Date(utc).toISOString()
}

/** Reads an instant's calendar in a zone: `intlZonedFields`, or the app's Temporal-first `zonedFields`. */
export type ZonedFieldsReader = (ms: number, timeZone: string) => ZonedFields

/**
 * Today's calendar date (`YYYY-MM-DD`) in a time zone: "not in the future" means the funeral
 * home's today, on the api and in the browser alike. The browser passes its Temporal-first reader
 * (src/lib/zoned-date.ts) so that no Intl formatter is made while a page hydrates (decision 026).
 * Throws a RangeError for a zone the reader does not know (the app's reader falls back to UTC).
 */
export function todayIn(timeZone: string, now: Date = new Date(), fieldsOf: ZonedFieldsReader = intlZonedFields): string {
  const { year, month, day } = fieldsOf(now.getTime(), timeZone)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
