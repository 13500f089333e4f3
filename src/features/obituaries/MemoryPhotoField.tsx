import { useEffect, useId, useRef, type ChangeEvent } from 'react'
import { ApiError } from '#contract/errors.ts'
import type { MediaFile } from '#contract/files.ts'
import { isNetworkError, SEEMS_OFFLINE } from '#src/lib/problem-sentence.ts'
import { pictureProblem } from '#src/lib/upload.ts'
import { Button } from '#src/ui/Button.tsx'
import { ProgressBar } from '#src/ui/ProgressBar.tsx'
import { MEMORY_PHOTO_RULE, photoProblem } from './memory-form-rules.ts'
import { uploadMemoryPhoto } from './upload.ts'

/**
 * Where the memory's photo stands. `preview` is the visitor's own file drawn from the device (the
 * uploaded copy stays private until the family approves the memory, so its URL is no picture for
 * them); `photoToken` is what attaches it to the memory, once (issue 35 point 4).
 */
export type PhotoState =
  | { phase: 'none' }
  | { phase: 'checking'; name: string }
  | { phase: 'uploading'; name: string; percent: number | undefined }
  | { phase: 'done'; name: string; photo: MediaFile; photoToken: string; preview: string }
  | { phase: 'failed'; name: string | undefined; message: string }

/** The photo's token for the memory post, once it is uploaded. */
export function photoTokenOf(photo: PhotoState): string | undefined {
  return photo.phase === 'done' ? photo.photoToken : undefined
}

/** While the photo is checked or sent, the memory waits for it. */
export function photoBusy(photo: PhotoState): boolean {
  return photo.phase === 'checking' || photo.phase === 'uploading'
}

type Props = { obituaryId: number; photo: PhotoState; setPhoto: (p: PhotoState) => void }

/**
 * The photo chooser: the picture is checked on the device (issue 34 point 5: one it cannot show
 * is refused before a byte is sent, with the reason beside it), then uploaded at once with
 * progress, so sending the memory later is quick.
 */
export function MemoryPhotoField({ obituaryId, photo, setPhoto }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)
  const preview = photo.phase === 'done' ? photo.preview : undefined

  // The device copy's address lives as long as it is shown.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview])

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    const refuse = (message: string) => {
      setPhoto({ phase: 'failed', name: file.name, message })
      if (input.current) input.current.value = ''
    }
    const early = photoProblem(file)
    if (early) return refuse(early)
    setPhoto({ phase: 'checking', name: file.name })
    const problem = await pictureProblem('memory-photo', file)
    if (controller.signal.aborted) return
    if (problem) return refuse(problem)
    setPhoto({ phase: 'uploading', name: file.name, percent: 0 })
    try {
      const { photo: stored, photoToken } = await uploadMemoryPhoto(obituaryId, file, {
        signal: controller.signal,
        onProgress: (percent) => setPhoto({ phase: 'uploading', name: file.name, percent }),
      })
      setPhoto({ phase: 'done', name: file.name, photo: stored, photoToken, preview: URL.createObjectURL(file) })
    } catch (error) {
      if (controller.signal.aborted) return
      // A dropped connection says the product's one offline sentence, as every other form does.
      if (isNetworkError(error)) return refuse(SEEMS_OFFLINE)
      refuse(error instanceof ApiError && error.detail ? error.detail : 'The photo could not be uploaded. Please try again.')
    }
  }

  function remove() {
    abort.current?.abort()
    setPhoto({ phase: 'none' })
    if (input.current) {
      input.current.value = ''
      input.current.focus()
    }
  }

  const invalid = photo.phase === 'failed'
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={`${id}photo`}>
        Add a photo (optional)
      </label>
      <p className="field__hint" id={`${id}hint`}>
        {`${MEMORY_PHOTO_RULE.label.replace(/^an? /, '').replace(/^./, (c) => c.toUpperCase())}, up to ${MEMORY_PHOTO_RULE.maxBytes / 1024 / 1024} MB.`}
      </p>
      <div className="field__error" id={`${id}error`} aria-live="polite" aria-atomic="true">
        {invalid ? (
          <p className="field__error-message">
            <span>
              <span className="visually-hidden">Error: </span>
              {photo.message}
            </span>
          </p>
        ) : null}
      </div>
      {/* The native file input stays (keyboard, screen readers, no-JS) but is drawn as our button with the chosen name beside it. */}
      <div className="file-choice">
        <span className="file-choice__pick">
          <input
            ref={input}
            id={`${id}photo`}
            className="file-choice__input"
            type="file"
            accept={MEMORY_PHOTO_RULE.accept.join(',')}
            aria-describedby={`${id}hint ${id}error ${id}chosen`}
            aria-invalid={invalid || undefined}
            onChange={(event) => void choose(event)}
          />
          <span className="file-choice__button button button--secondary button--md" aria-hidden="true">
            {photo.phase === 'done' ? 'Choose another photo' : 'Choose a photo'}
          </span>
        </span>
        <span className="file-choice__name" id={`${id}chosen`}>
          {photo.phase === 'none' || !photo.name
            ? 'No photo chosen'
            : photo.phase === 'failed'
              ? `${photo.name} (not added)`
              : photo.phase === 'checking'
                ? `${photo.name}: checking…`
                : photo.name}
        </span>
      </div>
      {photo.phase === 'uploading' ? <ProgressBar value={photo.percent} label={`Uploading ${photo.name}`} showLabel /> : null}
      {photo.phase === 'done' ? (
        <div>
          <img
            className="memory-form__photo-preview"
            src={photo.preview}
            alt={`Added to your memory: ${photo.name}`}
            width={photo.photo.width ?? 320}
            height={photo.photo.height ?? 240}
          />
          <Button variant="secondary" size="sm" onClick={remove}>
            Remove photo
          </Button>
        </div>
      ) : null}
    </div>
  )
}
