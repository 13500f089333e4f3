import { describe, expect, it } from 'vitest'
import {
  DEFAULT_WALL_SETTINGS,
  moderationFields,
  replacedUpload,
  themeSourceOf,
  titleOrNull,
  wallSettingsOf,
} from '#api/src/family-media/rules.ts'

describe('moderating a memory', () => {
  const now = new Date('2026-11-22T15:00:00.000Z')

  it('records who approved or rejected it, when, and as whom (the family unless said)', () => {
    expect(moderationFields('approved', 1001, now)).toEqual({
      status: 'approved',
      moderatedAt: '2026-11-22T15:00:00.000Z',
      moderatedBy: 1001,
      moderatedAs: 'family',
    })
    expect(moderationFields('rejected', 1003, now, 'staff')).toEqual({
      status: 'rejected',
      moderatedAt: '2026-11-22T15:00:00.000Z',
      moderatedBy: 1003,
      moderatedAs: 'staff',
    })
  })

  it('clears all three when it goes back to pending', () => {
    expect(moderationFields('pending', 1001, now, 'staff')).toEqual({
      status: 'pending',
      moderatedAt: null,
      moderatedBy: null,
      moderatedAs: null,
    })
  })
})

describe('memorial wall settings', () => {
  it('defaults to review, open, photos allowed, never saved', () => {
    expect(wallSettingsOf(undefined)).toEqual({ moderation: 'review', open: true, allowPhotos: true, updatedAt: null })
    expect(wallSettingsOf(undefined)).toBe(DEFAULT_WALL_SETTINGS)
  })

  it('shows a saved row as it is', () => {
    const row = { moderation: 'publish' as const, open: false, allowPhotos: false, updatedAt: '2026-09-03T15:00:00.000Z' }
    expect(wallSettingsOf(row)).toEqual(row)
  })
})

describe('themes', () => {
  it('are stock or custom by the kind of their file, and nothing else is a theme', () => {
    expect(themeSourceOf('stock-theme')).toBe('stock')
    expect(themeSourceOf('theme')).toBe('custom')
    expect(themeSourceOf('photo')).toBeUndefined()
    expect(themeSourceOf('case-photo')).toBeUndefined()
  })
})

describe('replacing a chosen file', () => {
  it('deletes only the case’s own upload of the same kind', () => {
    const custom = { id: 5, kind: 'theme' as const, caseId: 1101 }
    expect(replacedUpload(custom, { id: 6 }, 1101, 'theme')).toBe(true)
    // Choosing the same file again, a stock theme, another case's file, or nothing before: keep.
    expect(replacedUpload(custom, { id: 5 }, 1101, 'theme')).toBe(false)
    expect(replacedUpload({ id: 7, kind: 'stock-theme', caseId: null }, { id: 6 }, 1101, 'theme')).toBe(false)
    expect(replacedUpload({ ...custom, caseId: 1102 }, { id: 6 }, 1101, 'theme')).toBe(false)
    expect(replacedUpload(undefined, { id: 6 }, 1101, 'theme')).toBe(false)
    expect(replacedUpload({ id: 8, kind: 'case-photo', caseId: 1101 }, { id: 9 }, 1101, 'case-photo')).toBe(true)
    expect(replacedUpload({ id: 8, kind: 'photo', caseId: 1101 }, { id: 9 }, 1101, 'case-photo')).toBe(false)
  })
})

describe('upload titles', () => {
  it('trims them, and a blank one is none', () => {
    expect(titleOrNull('  Amazing Grace (piano) ')).toBe('Amazing Grace (piano)')
    expect(titleOrNull('   ')).toBeNull()
    expect(titleOrNull(undefined)).toBeNull()
  })
})
