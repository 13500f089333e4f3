import { Temporal } from 'temporal-polyfill'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clockTime, longDate, weekdayLongDate, zonedFields, zoneShortName } from '#src/lib/zoned-date.ts'

afterEach(() => vi.unstubAllGlobals())

const ZONES = [
  'America/Chicago',
  'America/New_York',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Boise',
  'Europe/Oslo',
  'Asia/Kolkata',
]

/** Every 31 hours through 2026 (every hour of the day, every weekday), and the minutes around the US daylight-saving changes. */
const INSTANTS = [
  ...Array.from({ length: 283 }, (_, i) => Date.UTC(2026, 0, 1) + i * 31 * 3_600_000),
  Date.UTC(2026, 2, 8, 7, 59),
  Date.UTC(2026, 2, 8, 8, 0),
  Date.UTC(2026, 10, 1, 5, 59),
  Date.UTC(2026, 10, 1, 6, 0),
]

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`
  if (!formatters.has(key)) formatters.set(key, new Intl.DateTimeFormat('en-US', { ...options, timeZone }))
  return formatters.get(key)!
}

function intl(ms: number, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return formatter(timeZone, options).format(new Date(ms))
}

function intlZone(ms: number, timeZone: string): string {
  return (
    formatter(timeZone, { timeZoneName: 'short' })
      .formatToParts(new Date(ms))
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  )
}

describe.each([
  ['Intl (no Temporal: Safari, the server)', false],
  ['Temporal (Chromium, Firefox)', true],
])('dates written out from the zone’s calendar fields, through %s', (_, withTemporal) => {
  it('read exactly as Intl writes them in en-US, through a year and its daylight-saving changes', () => {
    if (withTemporal) vi.stubGlobal('Temporal', Temporal)
    for (const zone of ZONES) {
      for (const ms of INSTANTS) {
        const fields = zonedFields(ms, zone)
        expect(longDate(fields)).toBe(intl(ms, zone, { dateStyle: 'long' }))
        expect(weekdayLongDate(fields)).toBe(intl(ms, zone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }))
        expect(clockTime(fields)).toBe(intl(ms, zone, { hour: 'numeric', minute: '2-digit' }))
        expect(zoneShortName(ms, zone)).toBe(intlZone(ms, zone))
      }
    }
  })

  it('gives the offset from UTC in minutes, and reads an unknown zone as UTC', () => {
    if (withTemporal) vi.stubGlobal('Temporal', Temporal)
    expect(zonedFields('2026-01-15T18:00:00.000Z', 'America/Chicago').offsetMinutes).toBe(-360)
    expect(zonedFields('2026-07-15T18:00:00.000Z', 'America/Chicago').offsetMinutes).toBe(-300)
    expect(zonedFields('2026-07-15T18:00:00.000Z', 'Asia/Kolkata').offsetMinutes).toBe(330)
    expect(zonedFields('2026-07-15T18:30:00.000Z', 'Mars/Olympus')).toEqual({
      year: 2026,
      month: 7,
      day: 15,
      weekday: 3,
      hour: 18,
      minute: 30,
      offsetMinutes: 0,
    })
  })
})

describe('with Temporal in the browser', () => {
  it('formats a US service time without a single Intl formatter', () => {
    vi.stubGlobal('Temporal', Temporal)
    // The polyfill itself may use Intl; what matters is that our code never builds a formatter.
    const zoned = zonedFields('2026-11-26T16:00:00.000Z', 'America/Chicago')
    const spy = vi.spyOn(Intl, 'DateTimeFormat')
    expect(clockTime(zoned)).toBe('10:00 AM')
    expect(weekdayLongDate(zoned)).toBe('Thursday, November 26, 2026')
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
