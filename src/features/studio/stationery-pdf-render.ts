import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist'
// oxlint-disable-next-line import/default -- `?url` is Vite's: the worker file's address, not the module
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { pageFileName, pdfRefusal, PDF_MESSAGES, renderScale } from './stationery-pdf.ts'

// The parser runs in its own worker, a same-origin file of the build (the CSP's script-src 'self').
GlobalWorkerOptions.workerSrc = workerUrl

/** A refusal in words, shown beside the PDF picker. */
export class PdfProblem extends Error {}

function canvasPicture(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PdfProblem(PDF_MESSAGES.failed))), 'image/png'),
  )
}

async function drawPage(doc: PDFDocumentProxy, n: number, pdfName: string): Promise<File> {
  const page = await doc.getPage(n)
  const base = page.getViewport({ scale: 1 })
  const viewport = page.getViewport({ scale: renderScale(base.width, base.height) })
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(viewport.width)
  canvas.height = Math.round(viewport.height)
  await page.render({ canvas, viewport }).promise
  const picture = new File([await canvasPicture(canvas)], pageFileName(pdfName, n), { type: 'image/png' })
  page.cleanup()
  return picture
}

/**
 * Draws each page of a PDF into a PNG (decision 061), in order, named after the PDF. Only this
 * module imports pdfjs-dist, and only the studio's version form imports this module, on demand.
 */
export async function pdfToPictures(file: File): Promise<File[]> {
  // No WebAssembly decoders: the CSP allows no wasm, and a proof's pictures decode without them.
  const task = getDocument({ data: new Uint8Array(await file.arrayBuffer()), useWasm: false })
  let doc
  try {
    doc = await task.promise
  } catch {
    void task.destroy()
    throw new PdfProblem(PDF_MESSAGES.unreadable)
  }
  try {
    const refusal = pdfRefusal(doc.numPages)
    if (refusal) throw new PdfProblem(refusal)
    const pictures: File[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      // One page at a time: a phone holds one large canvas, not four.
      // oxlint-disable-next-line no-await-in-loop
      pictures.push(await drawPage(doc, n, file.name))
    }
    return pictures
  } catch (error) {
    throw error instanceof PdfProblem ? error : new PdfProblem(PDF_MESSAGES.failed)
  } finally {
    void task.destroy()
  }
}
