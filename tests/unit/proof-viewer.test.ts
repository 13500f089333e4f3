import { describe, expect, it } from 'vitest'
import { pagePlace, parseStationeryPage, proofPagePath, zoomKey, zoomLabel, zoomStep } from '#src/features/tasks/reviews/proof-viewer.ts'

describe('a printed page full size (issue 34 point 10)', () => {
  it('opens at an address of the portal, not the raw file', () => {
    expect(proofPagePath(1101, 'walter-ellis', 'memorial-folder', 'inside-left')).toBe(
      '/family-portal/1101/walter-ellis/task/review-stationery/memorial-folder/inside-left',
    )
    expect(parseStationeryPage('inside-left')).toBe('inside-left')
    expect(parseStationeryPage('cover')).toBeUndefined()
    expect(parseStationeryPage('__proto__')).toBeUndefined()
  })

  it('knows a page’s place among its piece’s pages', () => {
    const pages = [{ pageType: 'front' as const }, { pageType: 'inside-left' as const }, { pageType: 'back' as const }]
    expect(pagePlace(pages, 'inside-left')).toEqual({ page: pages[1], index: 1, count: 3, previous: pages[0], next: pages[2] })
    expect(pagePlace(pages, 'front')).toMatchObject({ previous: undefined, next: pages[1] })
    expect(pagePlace(pages, 'inside-right')).toBeUndefined()
  })

  it('zooms in steps from fitting the screen to four times that, by buttons or keys', () => {
    expect(zoomStep(1, 1)).toBe(1.5)
    expect(zoomStep(1, -1)).toBe(1)
    expect(zoomStep(4, 1)).toBe(4)
    expect(zoomStep(3, -1)).toBe(2)
    expect(zoomLabel(1.5)).toBe('150%')
    expect(['+', '=', '-', '_', '0', 'a'].map(zoomKey)).toEqual(['larger', 'larger', 'smaller', 'smaller', 'fit', undefined])
  })
})
