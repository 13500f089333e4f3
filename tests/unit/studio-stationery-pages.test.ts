import { describe, expect, it } from 'vitest'
import { STUDIO_STATIONERY_MESSAGES } from '#contract/studio-stationery.ts'
import {
  addPage,
  currentPages,
  movePage,
  PagesDraftSchema,
  removePage,
  samePages,
  sendProblem,
  sidesOf,
  type DraftPage,
} from '#src/features/studio/stationery-pages.ts'

const page = (id: number): DraftPage => ({ id, url: `/api/media/${'a'.repeat(63)}${id}`, width: 55, height: 85, fileName: `p${id}.png` })
const ids = (pages: readonly DraftPage[]) => pages.map((p) => p.id)

describe('arranging the pages of a version', () => {
  it('moves a page earlier or later, and not past either end', () => {
    const pages = [page(1), page(2), page(3)]
    expect(ids(movePage(pages, 2, -1))).toEqual([1, 3, 2])
    expect(ids(movePage(pages, 0, 1))).toEqual([2, 1, 3])
    expect(ids(movePage(pages, 0, -1))).toEqual([1, 2, 3])
    expect(ids(movePage(pages, 2, 1))).toEqual([1, 2, 3])
  })
  it('removes one page and adds a new one at the end, once', () => {
    expect(ids(removePage([page(1), page(2)], 0))).toEqual([2])
    expect(ids(addPage([page(1)], page(2)))).toEqual([1, 2])
    expect(ids(addPage([page(1)], page(1)))).toEqual([1])
  })
  it('names the sides the pages become, and refuses none or more than four', () => {
    expect(sidesOf([page(1), page(2)])).toEqual(['front', 'back'])
    expect(sendProblem([])).toBe(STUDIO_STATIONERY_MESSAGES.pageCount)
    expect(sendProblem([1, 2, 3, 4, 5].map(page))).toBe(STUDIO_STATIONERY_MESSAGES.pageCount)
    expect(sendProblem([page(1)])).toBeUndefined()
  })
  it('starts from the last version, and knows when nothing was changed', () => {
    const preview = {
      ...page(7),
      kind: 'stationery' as const,
      contentType: 'image/png',
      size: 10,
      title: null,
      createdAt: '2026-12-01T00:00:00Z',
    }
    const start = currentPages({
      pages: [
        { pageType: 'front', preview },
        { pageType: 'back', preview: null },
      ],
    })
    expect(ids(start)).toEqual([7])
    expect(samePages(start, [page(7)])).toBe(true)
    expect(samePages(start, [page(7), page(8)])).toBe(false)
  })
  it('reads a kept arrangement back only when it is one', () => {
    expect(PagesDraftSchema.safeParse({ pages: [page(1)] }).success).toBe(true)
    expect(PagesDraftSchema.safeParse({ pages: [{ id: 'x' }] }).success).toBe(false)
    expect(PagesDraftSchema.safeParse({ pages: [{ ...page(1), url: 'https://evil.example/x.png' }] }).success).toBe(false)
  })
})
