import { describe, expect, it } from 'vitest'
import { formatCents } from '#core/money.ts'
import { EMPTY_NAME_SLUG, foldName, fullName, nameSlug } from '#core/names.ts'
import { intlZonedFields, todayIn } from '#core/zoned-time.ts'

/** The shared rules of names, dates and money (issue 36 point 3), with awkward input. */
describe('fullName', () => {
  it('joins first, middle and last without gaps for a missing middle name', () => {
    expect(fullName({ firstName: 'Harold', middleName: 'Eugene', lastName: 'Brandt' })).toBe('Harold Eugene Brandt')
    expect(fullName({ firstName: 'Céline', middleName: null, lastName: 'Moreau' })).toBe('Céline Moreau')
    expect(fullName({ firstName: 'Ann', middleName: '  ', lastName: 'Lee' })).toBe('Ann Lee')
    expect(fullName({ firstName: 'Walter', middleName: 'James', lastName: 'Ellis' })).toBe('Walter James Ellis')
    expect(fullName({ firstName: 'Zoë', lastName: "O'Neil" })).toBe("Zoë O'Neil")
  })
})

describe('foldName', () => {
  it('lowercases and drops accents, including letters NFD does not split', () => {
    expect(foldName('Thérèse')).toBe('therese')
    expect(foldName('CÉLINE')).toBe('celine')
    expect(foldName('Łukasz Søren')).toBe('lukasz soren')
    expect(foldName('O’Brien')).toBe('o’brien')
  })
})

describe('nameSlug', () => {
  it('folds accents to ASCII', () => {
    expect(nameSlug('Céline', 'Moreau')).toBe('celine-moreau')
    expect(nameSlug('Thérèse', 'Pelletier')).toBe('therese-pelletier')
    expect(nameSlug('Zoë', 'Ñúñez')).toBe('zoe-nunez')
    expect(nameSlug('Łukasz', 'Søren')).toBe('lukasz-soren')
  })

  it('makes an apostrophe, straight or curly, a break like any other mark', () => {
    expect(nameSlug('Céline', "O'Brien")).toBe('celine-o-brien')
    expect(nameSlug('Zoë', "O'Neil")).toBe('zoe-o-neil')
    expect(nameSlug('Patricia', 'O’Connell')).toBe('patricia-o-connell')
  })

  it('keeps one hyphen between words, never at either end', () => {
    expect(nameSlug('Anne-Marie', 'Smith--Jones')).toBe('anne-marie-smith-jones')
    expect(nameSlug('  Mary ', ' Lou  ')).toBe('mary-lou')
    expect(nameSlug('-Jean-', '(Paul)')).toBe('jean-paul')
    expect(nameSlug('ﬁona', 'ＬＥＥ')).toBe('fiona-lee')
  })

  it('is never empty', () => {
    expect(nameSlug('???', '!!!')).toBe(EMPTY_NAME_SLUG)
    expect(nameSlug('  ', '')).toBe('unknown')
    expect(nameSlug('李', '小龍')).toBe('unknown')
  })
})

describe('todayIn', () => {
  const lateEvening = new Date('2026-11-24T03:30:00Z')

  it("gives today's date in the funeral home's zone", () => {
    expect(todayIn('America/Chicago', lateEvening)).toBe('2026-11-23')
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-24')
    expect(todayIn('Pacific/Kiritimati', new Date('2026-12-31T10:30:00Z'))).toBe('2027-01-01')
  })

  it('reads the calendar through the reader it is given (the browser passes its Temporal-first one)', () => {
    const seen: string[] = []
    const reader = (ms: number, zone: string) => {
      seen.push(zone)
      return intlZonedFields(ms, zone)
    }
    expect(todayIn('America/Chicago', lateEvening, reader)).toBe('2026-11-23')
    expect(seen).toEqual(['America/Chicago'])
  })

  it('refuses a zone the runtime does not know', () => {
    expect(() => todayIn('Nowhere/Atlantis', lateEvening)).toThrow(RangeError)
  })
})

describe('formatCents', () => {
  it('writes whole cents as dollars', () => {
    expect(formatCents(123_450)).toBe('$1,234.50')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(0)).toBe('$0.00')
  })
})
