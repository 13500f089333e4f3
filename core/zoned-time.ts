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

/**
 * How far the zone's wall clock is ahead of UTC at `instant` (ms since the epoch), in
 * milliseconds (Chicago in winter: -6 h). Throws a RangeError for a zone this runtime lacks.
 */
export function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return asUtc - (instant - (instant % 1000))
}
