import { describe, expect, it } from 'vitest'
import { DATE_MESSAGES } from '#contract/validation.ts'
import {
  datePartsProblem,
  isoToUsDate,
  parseUsDate,
  partsToUsDate,
  readWholeDate,
  usDateToIso,
  usDateToParts,
  type DateParts,
} from '#src/lib/us-date.ts'

const parts = (month: string, day: string, year: string): DateParts => ({ month, day, year })

describe('US dates', () => {
  it('reads MM/DD/YYYY', () => {
    expect(parseUsDate('03/28/1950')).toEqual({ year: 1950, month: 3, day: 28 })
    expect(parseUsDate('02/29/2000')).toEqual({ year: 2000, month: 2, day: 29 })
  })

  it('refuses incomplete dates and days that do not exist', () => {
    const invalid = [
      '',
      '03/28',
      '3/28/1950',
      '28/03/1950',
      '03/28/50',
      '02/30/2000',
      '02/29/2001',
      '13/01/2000',
      '00/10/2000',
      '04/31/2020',
      '01/00/2020',
    ]
    expect(invalid.filter((value) => parseUsDate(value) !== null)).toEqual([])
  })

  it('converts to and from ISO for an api', () => {
    expect(usDateToIso('03/28/1950')).toBe('1950-03-28')
    expect(usDateToIso('02/30/2000')).toBeNull()
    expect(isoToUsDate('1950-03-28')).toBe('03/28/1950')
    expect(isoToUsDate('not a date')).toBe('')
  })
})

describe('a date typed as month, day and year', () => {
  it('makes the form value, giving a lone month or day digit its zero and nothing else', () => {
    expect(partsToUsDate(parts('3', '28', '1950'))).toBe('03/28/1950')
    expect(partsToUsDate(parts(' 12 ', '5', '2024'))).toBe('12/05/2024')
    expect(partsToUsDate(parts('', '', ''))).toBe('')
    // Wrong parts stay as typed, so the value is refused rather than becoming another date.
    expect(partsToUsDate(parts('28', '3', '1950'))).toBe('28/03/1950')
    expect(partsToUsDate(parts('3', '28', '50'))).toBe('03/28/50')
    expect(partsToUsDate(parts('3', '', '1950'))).toBe('03//1950')
    for (const value of ['28/03/1950', '03/28/50', '03//1950']) expect(usDateToIso(value)).toBeNull()
  })

  it('splits a value back into its boxes without reinterpreting it', () => {
    expect(usDateToParts('03/28/1950')).toEqual(parts('03', '28', '1950'))
    expect(usDateToParts('28/03/1950')).toEqual(parts('28', '03', '1950'))
    expect(usDateToParts('03//1950')).toEqual(parts('03', '', '1950'))
    expect(usDateToParts('')).toEqual(parts('', '', ''))
  })

  it('says what is wrong, and which box, instead of changing the date', () => {
    expect(datePartsProblem(parts('3', '28', '1950'))).toBeUndefined()
    expect(datePartsProblem(parts('', '', ''))).toBeUndefined()
    expect(datePartsProblem(parts('28', '03', '1950'))).toEqual({ message: DATE_MESSAGES.month, parts: ['month'] })
    expect(datePartsProblem(parts('0', '03', '1950'))?.message).toBe('Month must be a number between 1 and 12')
    expect(datePartsProblem(parts('March', '28', '1950'))?.message).toBe('Month must be a number between 1 and 12')
    expect(datePartsProblem(parts('3', '32', '1950'))).toEqual({ message: 'Day must be a number between 1 and 31', parts: ['day'] })
    expect(datePartsProblem(parts('3', '28', '50'))).toEqual({ message: 'Year must include 4 numbers', parts: ['year'] })
    expect(datePartsProblem(parts('3', '28', '1850'))?.message).toBe('Year must be between 1900 and 2099')
    expect(datePartsProblem(parts('2', '30', '2000'))).toEqual({ message: 'Please enter a real date', parts: ['day'] })
    expect(datePartsProblem(parts('2', '29', '2001'))?.message).toBe('Please enter a real date')
    expect(datePartsProblem(parts('2', '29', '2000'))).toBeUndefined()
    expect(datePartsProblem(parts('3', '', ''))).toEqual({ message: 'Date must include a day and a year', parts: ['day', 'year'] })
    expect(datePartsProblem(parts('', '28', '1950'))?.message).toBe('Date must include a month')
    // A whole date left in one box (pasted, and not readable one way only).
    expect(datePartsProblem(parts('28/03/1950', '', ''))).toEqual({ message: DATE_MESSAGES.unreadable, parts: ['month', 'day', 'year'] })
  })

  it('spreads a whole pasted or autofilled date over the boxes only when it reads one way', () => {
    expect(readWholeDate('1950-03-28')).toEqual(parts('03', '28', '1950'))
    expect(readWholeDate(' 03/28/1950 ')).toEqual(parts('03', '28', '1950'))
    expect(readWholeDate('3-28-1950')).toEqual(parts('3', '28', '1950'))
    // Day first, a two-digit year, a date that does not exist, words: left as typed.
    for (const text of ['28/03/1950', '3/28/50', '02/30/2000', '28 March 1950', '1950-28-03']) expect(readWholeDate(text)).toBeUndefined()
  })
})
