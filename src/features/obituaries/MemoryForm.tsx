import { useStore } from '@tanstack/react-form'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import type { MediaFile } from '#contract/files.ts'
import { ApiError } from '#contract/errors.ts'
import {
  MEMORY_NAME_MAX,
  MEMORY_TEXT_MAX,
  PostMemoryResultSchema,
  obituaryPath,
  type Obituary,
  type PostMemoryResult,
} from '#contract/obituaries.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { ProgressBar } from '#src/ui/ProgressBar.tsx'
import { EMPTY_MEMORY, MEMORY_PHOTO_RULE, MemoryFormSchema, memoryBody, photoProblem, postFailureMessage } from './memory-form-rules.ts'
import { isEmptyMemoryDraft, MemoryDraftSchema, memoryDraftOf } from './memory-draft.ts'
import { memoryDraftKey } from './memory-draft-key.ts'
import { MEMORY_FORM_ID } from './tabs.ts'
import { uploadMemoryPhoto } from './upload.ts'

type PhotoState =
  | { phase: 'none' }
  | { phase: 'uploading'; name: string; percent: number | undefined }
  | { phase: 'done'; name: string; media: MediaFile }
  | { phase: 'failed'; message: string }

/** The photo chooser: uploads at once, with progress, so sending the memory later is quick. */
function PhotoField({ obituaryId, photo, setPhoto }: { obituaryId: number; photo: PhotoState; setPhoto: (p: PhotoState) => void }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const abort = useRef<AbortController | null>(null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    const problem = photoProblem(file)
    if (problem) {
      setPhoto({ phase: 'failed', message: problem })
      event.target.value = ''
      return
    }
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setPhoto({ phase: 'uploading', name: file.name, percent: 0 })
    try {
      const media = await uploadMemoryPhoto(obituaryId, file, {
        signal: controller.signal,
        onProgress: (percent) => setPhoto({ phase: 'uploading', name: file.name, percent }),
      })
      setPhoto({ phase: 'done', name: file.name, media })
    } catch (error) {
      if (controller.signal.aborted) return
      setPhoto({
        phase: 'failed',
        message: error instanceof ApiError && error.detail ? error.detail : 'The photo could not be uploaded. Please try again.',
      })
      if (input.current) input.current.value = ''
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
          {photo.phase === 'done' || photo.phase === 'uploading' ? photo.name : 'No photo chosen'}
        </span>
      </div>
      {photo.phase === 'uploading' ? <ProgressBar value={photo.percent} label={`Uploading ${photo.name}`} showLabel /> : null}
      {photo.phase === 'done' ? (
        <div>
          <img
            className="memory-form__photo-preview"
            src={photo.media.url}
            alt={`Added to your memory: ${photo.name}`}
            width={photo.media.width ?? 320}
            height={photo.media.height ?? 240}
          />
          <Button variant="secondary" size="sm" onClick={remove}>
            Remove photo
          </Button>
        </div>
      ) : null}
    </div>
  )
}

export type MemoryFormProps = { obituary: Pick<Obituary, 'id' | 'memorialWall'>; onPosted?: (result: PostMemoryResult) => void }

/**
 * The form that shares a memory on an open wall, with or without a photo as the family set it up;
 * MemorySection.tsx around it says whether it is held for review and loads this on demand. A
 * visually hidden `website` field catches bots. On failure nothing typed is lost: the values
 * stay, field errors sit beside their fields.
 */
export function MemoryForm({ obituary, onPosted }: MemoryFormProps) {
  const wall = obituary.memorialWall
  const router = useRouter()
  const [photo, setPhoto] = useState<PhotoState>({ phase: 'none' })
  const [notice, setNotice] = useState('')
  const [problem, setProblem] = useState('')
  const honeypot = useRef<HTMLInputElement>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)

  const form = useAppForm({
    defaultValues: EMPTY_MEMORY,
    validators: { onChange: MemoryFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem('')
      setNotice('')
      const photoMediaId = photo.phase === 'done' ? photo.media.id : undefined
      try {
        const result = await browserHttp.post(obituaryPath('memories', obituary.id), PostMemoryResultSchema, {
          body: memoryBody(value, photoMediaId, honeypot.current?.value ?? ''),
        })
        formApi.reset()
        draft.clear()
        setPhoto({ phase: 'none' })
        setNotice(result.message)
        if (result.status === 'approved') {
          // The wall and the obituary's counts show the new memory.
          await router.invalidate()
        }
        onPosted?.(result)
      } catch (error) {
        const unmatched =
          error instanceof ApiError && error.statusCode === 422 && error.errors ? applyServerErrors(formApi, error.errors) : {}
        setProblem(postFailureMessage(error, unmatched) ?? '')
      }
    },
  })

  // The thank-you is focused once it is there (it replaces an emptied form's button area, in view).
  useEffect(() => {
    if (notice) noticeRef.current?.focus()
  }, [notice])

  // A half-written memory survives a reload (not its photo: that is chosen again).
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values) => form.reset(values, { keepDefaultValues: true }),
    keyFor: (host) => memoryDraftKey(host, obituary.id),
    schema: MemoryDraftSchema,
    toDraft: memoryDraftOf,
    fromDraft: memoryDraftOf,
    isEmpty: isEmptyMemoryDraft,
  })

  return (
    <form.AppForm>
      <form.Form aria-labelledby={MEMORY_FORM_ID}>
        <form.AppField name="name">
          {(f) => <f.TextField label="Your name" autoComplete="name" maxLength={MEMORY_NAME_MAX} required />}
        </form.AppField>
        <form.AppField name="email">
          {(f) => <f.EmailField label="Your email (optional)" hint="Only the family and the funeral home see it." maxLength={254} />}
        </form.AppField>
        <form.AppField name="text">
          {(f) => <f.TextareaField label="Your memory" rows={6} maxLength={MEMORY_TEXT_MAX} required />}
        </form.AppField>
        {wall.allowPhotos ? <PhotoField obituaryId={obituary.id} photo={photo} setPhoto={setPhoto} /> : null}
        {/* Spam trap: hidden from people and assistive tech, so only bots fill it in. */}
        <div className="memory-form__honeypot" aria-hidden="true">
          <label htmlFor="memory-form-website">Website</label>
          <input ref={honeypot} id="memory-form-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" busy={submitting} disabled={photo.phase === 'uploading'}>
              {submitting ? 'Sharing…' : 'Share memory'}
            </Button>
          )}
        </form.Subscribe>
        {/* Beside the button that was used, where the eyes are: the thank-you (focused) or what went wrong. */}
        <output className="memory-form__result block">
          {notice ? (
            <p ref={noticeRef} className="memory-form__notice" tabIndex={-1}>
              {notice}
            </p>
          ) : null}
        </output>
        <div className="memory-form__problem" role="alert">
          {problem ? <p className="memory-form__notice memory-form__notice--problem">{problem}</p> : null}
        </div>
      </form.Form>
    </form.AppForm>
  )
}
