import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import type { UploadKind } from '#contract/files.ts'
import { acceptAttribute, uploadHint } from './upload-rules.ts'
import './media.css'

type Props = {
  kind: UploadKind
  /** The picker's button, e.g. "Choose photos". */
  label: string
  multiple?: boolean
  /** The line under the button; the kind's type and size limit when left out. */
  hint?: string
  onFiles: (files: File[]) => void
}

/**
 * Where files come in: a real `<input type=file>` drawn as our button (keyboard, screen readers,
 * a phone's camera roll through `accept`), inside an area that also takes files dropped on it.
 * Dropping is a convenience for mice; everything works without it.
 */
export function UploadPicker({ kind, label, multiple = true, hint, onFiles }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [live, setLive] = useState(false)

  function take(list: FileList | null) {
    const files = list ? Array.from(list) : []
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1))
  }
  // A file chosen before the page came alive (the server's HTML shows the picker at once) is still
  // in the input React now takes over: it is taken, not lost.
  useEffect(() => {
    const early = input.current
    if (early?.files?.length) {
      take(early.files)
      early.value = ''
    }
    setLive(true)
    // Once, when the picker comes alive.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function drop(event: DragEvent) {
    event.preventDefault()
    setOver(false)
    take(event.dataTransfer.files)
  }
  function dragOver(event: DragEvent) {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setOver(true)
  }

  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- dropping is a mouse convenience; the file input inside is the accessible way in
    <div
      className={over ? 'upload-picker upload-picker--over' : 'upload-picker'}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      // data-live: the picker listens now; tests wait for it.
      data-live={live ? '' : undefined}
    >
      <div className="file-choice">
        <span className="file-choice__pick">
          <input
            ref={input}
            id={`${id}input`}
            className="file-choice__input"
            type="file"
            multiple={multiple}
            accept={acceptAttribute(kind)}
            aria-describedby={`${id}hint`}
            onChange={(event) => {
              take(event.target.files)
              // The same file may be chosen again (after removing it, or a retry that needs a new copy).
              event.target.value = ''
            }}
          />
          <label htmlFor={`${id}input`} className="file-choice__button button button--primary button--md">
            {label}
          </label>
        </span>
        <span className="upload-picker__drop" aria-hidden="true">
          {multiple ? 'or drop files here' : 'or drop a file here'}
        </span>
      </div>
      <p id={`${id}hint`} className="field__hint upload-picker__hint">
        {hint ?? uploadHint(kind)}
      </p>
    </div>
  )
}
