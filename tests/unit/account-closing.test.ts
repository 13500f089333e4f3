import { describe, expect, it } from 'vitest'
import {
  addDays,
  archiveFileName,
  closingSentence,
  confirmsName,
  daysLeft,
  isDueForRemoval,
  removalDay,
  spokenBytes,
  spokenDay,
} from '#core/account-closing.ts'

describe('closing an account: the days', () => {
  it('counts the grace period in calendar days, across months, years and a leap day', () => {
    expect(removalDay('2026-12-05', 30)).toBe('2027-01-04')
    expect(removalDay('2028-02-15', 30)).toBe('2028-03-16')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(() => addDays('5 December', 1)).toThrow(/not a calendar day/)
  })

  it('is due on the removal day itself and after, never before', () => {
    expect(isDueForRemoval('2027-01-04', '2027-01-03')).toBe(false)
    expect(isDueForRemoval('2027-01-04', '2027-01-04')).toBe(true)
    expect(isDueForRemoval('2027-01-04', '2027-02-01')).toBe(true)
    expect(daysLeft('2027-01-04', '2026-12-05')).toBe(30)
    expect(daysLeft('2027-01-04', '2027-01-09')).toBe(0)
  })

  it('says the day and the grace period in words', () => {
    expect(spokenDay('2027-01-04')).toBe('Monday, January 4, 2027')
    const sentence = closingSentence('2027-01-04', 30)
    expect(sentence).toContain('removed for good on Monday, January 4, 2027, 30 days after the closing was asked for')
    expect(sentence).toContain('can be cancelled')
  })
})

describe('closing an account: the typed name', () => {
  it("takes the home's name whatever its case and spacing, and nothing else", () => {
    expect(confirmsName('Whitfield & Sons Funeral Home', 'Whitfield & Sons Funeral Home')).toBe(true)
    expect(confirmsName('  whitfield &  sons funeral HOME ', 'Whitfield & Sons Funeral Home')).toBe(true)
    expect(confirmsName('Whitfield and Sons Funeral Home', 'Whitfield & Sons Funeral Home')).toBe(false)
    expect(confirmsName('Whitfield', 'Whitfield & Sons Funeral Home')).toBe(false)
    expect(confirmsName('   ', '   ')).toBe(false)
    expect(confirmsName('Chapelle Saint-Éloi', 'chapelle saint-éloi')).toBe(true)
  })
})

describe('the archive: its name and size in words', () => {
  it('names the file after the home and the day, in plain ASCII', () => {
    expect(archiveFileName('Whitfield & Sons Funeral Home', '2026-12-05')).toBe('whitfield-sons-funeral-home-data-2026-12-05.zip')
    expect(archiveFileName("Chapelle Saint-Éloi d'Arc", '2026-12-05')).toBe('chapelle-saint-eloi-d-arc-data-2026-12-05.zip')
    expect(archiveFileName('!!!', '2026-12-05')).toBe('unknown-data-2026-12-05.zip')
  })

  it('says sizes from bytes to gigabytes', () => {
    expect(spokenBytes(0)).toBe('0 bytes')
    expect(spokenBytes(1)).toBe('1 byte')
    expect(spokenBytes(1536)).toBe('1.5 KB')
    expect(spokenBytes(25 * 1024 * 1024)).toBe('25 MB')
    expect(spokenBytes(3.2 * 1024 ** 3)).toBe('3.2 GB')
  })
})
