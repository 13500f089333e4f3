import { z } from 'zod'
import type { StationeryItem, StationeryPageType } from '#contract/family-reviews.ts'
import { MediaFileSchema, type MediaFile } from '#contract/files.ts'
import { MAX_STATIONERY_PAGES, pageLayout, STUDIO_STATIONERY_MESSAGES } from '#contract/studio-stationery-rules.ts'
import { draftStorageKey } from '#src/lib/device-draft.ts'

/**
 * The next version of a piece as the home arranges it before sending (issue 38 point 3): the
 * pictures uploaded so far, in order, each becoming a side by `pageLayout`. Pure; kept on the
 * device per piece, so a reload keeps an arrangement half made.
 */

/** A page picture as the arrangement keeps it (what is needed to show it and send its id). */
export type DraftPage = { id: number; url: string; width: number | null; height: number | null; fileName: string | null }

export function draftPage(file: Pick<MediaFile, 'id' | 'url' | 'width' | 'height' | 'fileName'>): DraftPage {
  return { id: file.id, url: file.url, width: file.width, height: file.height, fileName: file.fileName }
}

/** The arrangement a piece starts from: the pages of its last version (a change is then one page swapped). */
export function currentPages(item: Pick<StationeryItem, 'pages'>): DraftPage[] {
  return item.pages.flatMap((page) => (page.preview ? [draftPage(page.preview)] : []))
}

/** Moves the page at `index` one place earlier (-1) or later (+1); out of range changes nothing. */
export function movePage(pages: readonly DraftPage[], index: number, by: -1 | 1): DraftPage[] {
  const to = index + by
  if (index < 0 || index >= pages.length || to < 0 || to >= pages.length) return [...pages]
  const next = [...pages]
  const [page] = next.splice(index, 1)
  if (page) next.splice(to, 0, page)
  return next
}

export function removePage(pages: readonly DraftPage[], index: number): DraftPage[] {
  return pages.filter((_, i) => i !== index)
}

/** A page uploaded joins the end; the same picture twice is kept once. */
export function addPage(pages: readonly DraftPage[], page: DraftPage): DraftPage[] {
  return pages.some((p) => p.id === page.id) ? [...pages] : [...pages, page]
}

/** The side each page will be, in order. */
export function sidesOf(pages: readonly DraftPage[]): StationeryPageType[] {
  return pageLayout(Math.min(pages.length, MAX_STATIONERY_PAGES))
}

/** Why the arrangement cannot be sent yet, in the api's words; undefined when it can. */
export function sendProblem(pages: readonly DraftPage[]): string | undefined {
  if (pages.length === 0 || pages.length > MAX_STATIONERY_PAGES) return STUDIO_STATIONERY_MESSAGES.pageCount
  return undefined
}

/** Whether the arrangement is the piece's last version as it was (nothing to keep on the device). */
export function samePages(a: readonly DraftPage[], b: readonly DraftPage[]): boolean {
  return a.length === b.length && a.every((page, i) => page.id === b[i]?.id)
}

// A kept page reads back with the stored file's own rules (an /api/media/ address and its sizes).
const DraftPageSchema = MediaFileSchema.pick({ id: true, url: true, width: true, height: true }).extend({
  fileName: z.string().max(200).nullable(),
})

/** Read back from the device: a list that does not parse is no draft at all. */
export const PagesDraftSchema = z.object({ pages: z.array(DraftPageSchema).max(12) })

export const pagesDraftKey = (itemId: number) => (host: string) => draftStorageKey('studio-stationery-pages', host, itemId)
