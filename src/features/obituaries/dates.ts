import { clockTime, longDate, weekdayLongDate, zonedFields, zoneShortName } from '#src/lib/zoned-date.ts'

/**
 * Service times in the FUNERAL HOME's time zone (the api sends UTC instants plus its zone), the
 * same on the server and in the browser so hydration never disagrees, whatever zone the
 * visitor's phone is in: a 10 am funeral in Chicago is 10 am on the page. A zone this runtime
 * does not know reads as UTC (src/lib/zoned-date.ts).
 */

/** 'Thursday, November 26, 2026' */
export function formatEventDate(iso: string, timeZone: string): string {
  return weekdayLongDate(zonedFields(iso, timeZone))
}

/** '4:00 PM' */
function clock(iso: string, timeZone: string): string {
  return clockTime(zonedFields(iso, timeZone))
}

/** '4:00 PM – 7:00 PM CST', or '10:30 AM CST' without an end. An end on another day is only its time. */
export function formatEventTime(startsAt: string, endsAt: string | null, timeZone: string): string {
  const zone = zoneShortName(startsAt, timeZone)
  const range = endsAt ? `${clock(startsAt, timeZone)} – ${clock(endsAt, timeZone)}` : clock(startsAt, timeZone)
  return zone ? `${range} ${zone}` : range
}

/** The zone's offset from UTC at that instant, in minutes (Chicago in winter: -360); 0 (UTC) for a zone this runtime lacks. */
export function zoneOffsetMinutes(iso: string, timeZone: string): number {
  return zonedFields(iso, timeZone).offsetMinutes
}

/** The instant as local time with its offset, for schema.org: '2026-11-26T16:00:00-06:00'. */
export function isoWithOffset(iso: string, timeZone: string): string {
  const offset = zoneOffsetMinutes(iso, timeZone)
  const local = new Date(new Date(iso).getTime() + offset * 60_000).toISOString().slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** A memory's date in the funeral home's zone: 'November 22, 2026'. */
export function formatMemoryDate(iso: string, timeZone: string): string {
  return longDate(zonedFields(iso, timeZone))
}
