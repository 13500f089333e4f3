import { describe, expect, it } from 'vitest'
import {
  changesLine,
  pageChanges,
  pageLayout,
  StationeryAddBodySchema,
  StationeryVersionBodySchema,
  STUDIO_STATIONERY_MESSAGES,
} from '#contract/studio-stationery.ts'

describe('pageLayout', () => {
  it('names the sides of a piece by how many pages it has', () => {
    expect(pageLayout(0)).toEqual([])
    expect(pageLayout(1)).toEqual(['front'])
    expect(pageLayout(2)).toEqual(['front', 'back'])
    expect(pageLayout(3)).toEqual(['front', 'inside-left', 'back'])
    expect(pageLayout(4)).toEqual(['front', 'inside-left', 'inside-right', 'back'])
  })
})

describe('pageChanges', () => {
  const v1 = [
    { pageType: 'front', mediaId: 1 },
    { pageType: 'back', mediaId: 2 },
  ] as const
  it('says nothing changed between the same pages', () => {
    expect(pageChanges(v1, v1, 1, 2)).toEqual({ from: 1, to: 2, added: [], replaced: [], removed: [] })
  })
  it('finds sides added, replaced and removed, in the order of the piece', () => {
    const v2 = [
      { pageType: 'front', mediaId: 1 },
      { pageType: 'inside-left', mediaId: 3 },
      { pageType: 'inside-right', mediaId: 4 },
      { pageType: 'back', mediaId: 5 },
    ] as const
    expect(pageChanges(v1, v2, 1, 2)).toEqual({ from: 1, to: 2, added: ['inside-left', 'inside-right'], replaced: ['back'], removed: [] })
    expect(pageChanges(v2, v1, 2, 3)).toEqual({ from: 2, to: 3, added: [], replaced: ['back'], removed: ['inside-left', 'inside-right'] })
  })
  it('counts two pages swapped as both sides replaced', () => {
    const swapped = [
      { pageType: 'front', mediaId: 2 },
      { pageType: 'back', mediaId: 1 },
    ] as const
    expect(pageChanges(v1, swapped, 1, 2).replaced).toEqual(['front', 'back'])
  })
})

describe('the bodies', () => {
  it('asks another piece for its name, and no other kind', () => {
    const other = StationeryAddBodySchema.safeParse({ itemType: 'other', title: '  ' })
    expect(other.success ? null : other.error.issues.map((i) => i.message)).toEqual([STUDIO_STATIONERY_MESSAGES.title])
    expect(StationeryAddBodySchema.safeParse({ itemType: 'bookmark' }).success).toBe(true)
    const wrong = StationeryAddBodySchema.safeParse({ itemType: 'poster' })
    expect(wrong.success ? null : wrong.error.issues[0]?.message).toBe(STUDIO_STATIONERY_MESSAGES.itemType)
  })
  it('takes one to four different pages', () => {
    expect(StationeryVersionBodySchema.safeParse({ mediaIds: [1, 2] }).success).toBe(true)
    expect(StationeryVersionBodySchema.safeParse({ mediaIds: [1, 1] }).success).toBe(false)
    expect(StationeryVersionBodySchema.safeParse({ mediaIds: [] }).success).toBe(false)
    expect(StationeryVersionBodySchema.safeParse({ mediaIds: [1, 2, 3, 4, 5] }).success).toBe(false)
  })
})

describe('changesLine', () => {
  it('says in words what changed in a version', () => {
    expect(changesLine({ from: 1, to: 2, added: ['inside-left', 'inside-right'], replaced: ['back'], removed: [] })).toBe(
      'Version 2: the back is new; the inside left and the inside right were added.',
    )
    expect(changesLine({ from: 2, to: 3, added: [], replaced: [], removed: ['inside-left'] })).toBe(
      'Version 3: the inside left was taken out.',
    )
    expect(changesLine({ from: 1, to: 2, added: [], replaced: [], removed: [] })).toBe('Version 2: the pages are as they were.')
  })
})
