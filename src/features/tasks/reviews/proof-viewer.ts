import type { StationeryItemType, StationeryPageType } from '#contract/family-reviews.ts'
import { taskPath } from '#src/features/portal/index.ts'
import { PAGE_LABELS } from './rules.ts'

/**
 * The full-size view of one page of a printed piece (issue 34 point 10), as pure rules: which
 * page, its neighbours, and how large it is drawn. The page opens inside the portal, drawn from
 * the proof file itself (the portal's files are never resized, decision 024), never smaller than
 * the screen is wide, and larger on request, to read the small print.
 */

/**
 * `review-stationery/{item}/{page}`: the page's type (`inside-left`), or undefined for anything
 * else. By the labels, not the contract's list: the route imports this, and a value from a
 * contract file would bring its schemas (zod) into the page's first load.
 */
export function parseStationeryPage(page: string): StationeryPageType | undefined {
  return Object.hasOwn(PAGE_LABELS, page) ? (page as StationeryPageType) : undefined
}

/** Multiples of the screen's width: 1 fits the page to it. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const
export type Zoom = (typeof ZOOM_STEPS)[number]

/** The next step larger (+1) or smaller (-1), staying within the steps. */
export function zoomStep(zoom: Zoom, direction: 1 | -1): Zoom {
  const at = ZOOM_STEPS.indexOf(zoom)
  return ZOOM_STEPS[Math.max(0, Math.min(ZOOM_STEPS.length - 1, at + direction))] ?? 1
}

/** "150%": the zoom as people read it. */
export function zoomLabel(zoom: Zoom): string {
  return `${Math.round(zoom * 100)}%`
}

/** What a key does in the viewer: + and = enlarge, - makes smaller, 0 fits the screen again. */
export function zoomKey(key: string): 'larger' | 'smaller' | 'fit' | undefined {
  if (key === '+' || key === '=') return 'larger'
  if (key === '-' || key === '_') return 'smaller'
  if (key === '0') return 'fit'
  return undefined
}

/** A page among its piece's pages: its place ("Page 2 of 4") and the pages either side. */
export function pagePlace<P extends { pageType: StationeryPageType }>(
  pages: readonly P[],
  pageType: StationeryPageType,
): { page: P; index: number; count: number; previous: P | undefined; next: P | undefined } | undefined {
  const index = pages.findIndex((p) => p.pageType === pageType)
  const page = pages[index]
  if (!page) return undefined
  return { page, index, count: pages.length, previous: pages[index - 1], next: pages[index + 1] }
}

/** Where one page of a piece opens full size: `…/task/review-stationery/{item}/{page}`. */
export function proofPagePath(caseId: number, nameSlug: string, itemType: StationeryItemType, pageType: StationeryPageType): string {
  return `${taskPath(caseId, nameSlug, 'review-stationery', itemType)}/${encodeURIComponent(pageType)}`
}
