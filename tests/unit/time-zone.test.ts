import { describe, expect, it } from 'vitest'
import { resolveTimeZone } from '#api/src/middleware/time-zone.ts'

describe("the api's time zone for a call", () => {
  it("is the caller's valid IANA zone", () => {
    expect(resolveTimeZone('Europe/Oslo', 'America/Chicago')).toBe('Europe/Oslo')
  })

  it("falls back to the funeral home's own zone when missing or invalid", () => {
    expect(resolveTimeZone(undefined, 'America/Chicago')).toBe('America/Chicago')
    expect(resolveTimeZone('', 'America/Chicago')).toBe('America/Chicago')
    expect(resolveTimeZone('Mars/Olympus', 'America/New_York')).toBe('America/New_York')
  })
})
