import { describe, expect, it } from 'vitest'
import { isoToUsDate, parseUsDate, usDateToIso } from '#src/lib/us-date.ts'

describe('US dates', () => {
  it('reads MM/DD/YYYY', () => {
    expect(parseUsDate('03/28/1950')).toEqual({ year: 1950, month: 3, day: 28 })
    expect(parseUsDate('02/29/2000')).toEqual({ year: 2000, month: 2, day: 29 })
  })

  it('refuses incomplete dates and days that do not exist', () => {
    const invalid = ['', '03/28', '3/28/1950', '02/30/2000', '02/29/2001', '13/01/2000', '00/10/2000', '04/31/2020', '01/00/2020']
    expect(invalid.filter((value) => parseUsDate(value) !== null)).toEqual([])
  })

  it('converts to and from ISO for an api', () => {
    expect(usDateToIso('03/28/1950')).toBe('1950-03-28')
    expect(usDateToIso('02/30/2000')).toBeNull()
    expect(isoToUsDate('1950-03-28')).toBe('03/28/1950')
    expect(isoToUsDate('not a date')).toBe('')
  })
})
