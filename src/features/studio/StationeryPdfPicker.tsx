import { useId, useState } from 'react'
import { retriableImport } from '#src/lib/retriable-import.ts'
import { isPdf, PDF_MESSAGES, PDF_TYPE } from './stationery-pdf.ts'

// pdfjs-dist comes only when a PDF is chosen: never with the studio's first load, never on a public page.
const loadRender = retriableImport(
  () => import('./stationery-pdf-render.ts'),
  (m) => m,
)

type Props = { name: string; onPictures: (files: File[]) => void }

/** A PDF of a piece's proof, each page drawn into a picture that then uploads as a page (decision 061). */
export function StationeryPdfPicker({ name, onPictures }: Props) {
  const id = useId()
  const [state, setState] = useState<{ busy: boolean; problem?: string; done?: string }>({ busy: false })
  async function take(file: File | undefined) {
    if (!file) return
    if (!isPdf(file)) {
      setState({ busy: false, problem: PDF_MESSAGES.notPdf })
      return
    }
    setState({ busy: true })
    try {
      const { pdfToPictures, PdfProblem } = await loadRender()
      try {
        const pictures = await pdfToPictures(file)
        setState({
          busy: false,
          done: pictures.length === 1 ? 'Its page is being uploaded.' : `Its ${pictures.length} pages are being uploaded.`,
        })
        onPictures(pictures)
      } catch (error) {
        setState({ busy: false, problem: error instanceof PdfProblem ? error.message : PDF_MESSAGES.failed })
      }
    } catch {
      setState({ busy: false, problem: 'The PDF reader could not be loaded. Please check the connection and try again.' })
    }
  }
  return (
    <div className="file-choice studio-proof-pdf">
      <span className="file-choice__pick">
        <input
          id={`${id}pdf`}
          className="file-choice__input"
          type="file"
          accept={PDF_TYPE}
          aria-describedby={`${id}pdfnote`}
          disabled={state.busy}
          onChange={(event) => {
            void take(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        <label htmlFor={`${id}pdf`} className="file-choice__button button button--secondary button--md">
          Choose a PDF<span className="visually-hidden"> of the {name}</span>
        </label>
      </span>
      <output id={`${id}pdfnote`} className="field__hint">
        {state.busy
          ? 'Making the pages of the PDF into pictures…'
          : (state.problem ?? state.done ?? 'Each page of the PDF becomes a page, in order.')}
      </output>
    </div>
  )
}
