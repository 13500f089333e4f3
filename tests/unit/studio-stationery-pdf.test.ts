import { readFile } from 'node:fs/promises'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { isPdf, pageFileName, PAGE_PICTURE_PX, PDF_MESSAGES, pdfRefusal, renderScale } from '#src/features/studio/stationery-pdf.ts'

describe('a proof that comes as a PDF', () => {
  it('is known by its type, or by its name when the browser names none', () => {
    expect(isPdf({ name: 'folder.pdf', type: 'application/pdf' })).toBe(true)
    expect(isPdf({ name: 'FOLDER.PDF', type: '' })).toBe(true)
    expect(isPdf({ name: 'folder.pdf', type: 'image/png' })).toBe(false)
    expect(isPdf({ name: 'folder.png', type: '' })).toBe(false)
  })
  it('takes one to four pages', () => {
    expect(pdfRefusal(0)).toBe(PDF_MESSAGES.unreadable)
    expect(pdfRefusal(2)).toBeUndefined()
    expect(pdfRefusal(4)).toBeUndefined()
    expect(pdfRefusal(9)).toBe("This PDF has 9 pages; a piece has at most 4. Please send one piece's pages.")
  })
  it('draws each page with its longest side the picture size, named after the PDF', () => {
    expect(renderScale(396, 612) * 612).toBe(PAGE_PICTURE_PX)
    expect(renderScale(612, 396) * 612).toBe(PAGE_PICTURE_PX)
    expect(renderScale(0, 0)).toBe(1)
    expect(pageFileName('Walter folder.PDF', 2)).toBe('Walter folder-page-2.png')
    expect(pageFileName('.pdf', 1)).toBe('proof-page-1.png')
  })
  it('reads the two-page fixture the e2e test draws: two half-letter pages', async () => {
    const data = new Uint8Array(await readFile(new URL('../../e2e/fixtures/two-page-folder.pdf', import.meta.url)))
    const task = getDocument({ data, useWasm: false })
    const doc = await task.promise
    expect(doc.numPages).toBe(2)
    expect(pdfRefusal(doc.numPages)).toBeUndefined()
    for (const n of [1, 2]) {
      const page = await doc.getPage(n)
      const base = page.getViewport({ scale: 1 })
      expect([base.width, base.height]).toEqual([396, 612])
      const drawn = page.getViewport({ scale: renderScale(base.width, base.height) })
      expect(Math.round(drawn.height)).toBe(PAGE_PICTURE_PX)
      expect(Math.round(drawn.width)).toBe(1294)
    }
    await task.destroy()
  })
})
