import { MAX_STATIONERY_PAGES } from '#contract/studio-stationery-rules.ts'

/**
 * A proof that comes as a PDF (decision 061): its pages are drawn into pictures in the browser
 * and sent as page pictures, so the family and the api only ever see images. These are the pure
 * parts; the drawing (pdfjs-dist, loaded only when a PDF is chosen) is stationery-pdf-render.ts.
 */

export const PDF_TYPE = 'application/pdf'

/** Longest side of a page's picture: sharp on a phone and a desktop, far below the upload limit. */
export const PAGE_PICTURE_PX = 2000

export const PDF_MESSAGES = {
  notPdf: 'Please choose a PDF file.',
  unreadable: 'This PDF cannot be read. Please save it again, or upload a picture of each page.',
  tooManyPages: (pages: number) =>
    `This PDF has ${pages} pages; a piece has at most ${MAX_STATIONERY_PAGES}. Please send one piece's pages.`,
  failed: 'The pages of this PDF could not be made into pictures. Please upload a picture of each page.',
} as const

/** Whether a chosen file is a PDF: by its type, or by its name where the browser names no type. */
export function isPdf(file: { name: string; type: string }): boolean {
  return file.type === PDF_TYPE || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'))
}

/** Why a PDF of `pages` pages cannot become a piece's pages; undefined when it can. */
export function pdfRefusal(pages: number): string | undefined {
  if (pages < 1) return PDF_MESSAGES.unreadable
  if (pages > MAX_STATIONERY_PAGES) return PDF_MESSAGES.tooManyPages(pages)
  return undefined
}

/** The scale that draws a page of `width` × `height` points with its longest side PAGE_PICTURE_PX. */
export function renderScale(width: number, height: number): number {
  const longest = Math.max(width, height)
  return longest > 0 ? PAGE_PICTURE_PX / longest : 1
}

/** "folder.pdf", page 2 → "folder-page-2.png": the queue and the api see which page each is. */
export function pageFileName(pdfName: string, page: number): string {
  const base = pdfName.replace(/\.pdf$/i, '').trim() || 'proof'
  return `${base}-page-${page}.png`
}
