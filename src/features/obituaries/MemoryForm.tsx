import { useStore } from '@tanstack/react-form'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { MEMORY_NAME_MAX, MEMORY_TEXT_MAX, PostMemoryResultSchema, type Obituary, type PostMemoryResult } from '#contract/obituaries.ts'
import { callOperation } from '#core/http/operation-call.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { EMPTY_MEMORY, MemoryFormSchema, memoryBody, postFailureMessage } from './memory-form-rules.ts'
import { isEmptyMemoryDraft, MemoryDraftSchema, memoryDraftOf } from './memory-draft.ts'
import { memoryDraftKey } from './memory-draft-key.ts'
import { MEMORY_FORM_ID } from './tabs.ts'
import { MemoryPhotoField, photoBusy, photoTokenOf, type PhotoState } from './MemoryPhotoField.tsx'

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
      try {
        const result = await callOperation(
          browserHttp,
          operations.postApiWebObituariesByIdMemories,
          { params: { id: obituary.id }, body: memoryBody(value, photoTokenOf(photo), honeypot.current?.value ?? '') },
          PostMemoryResultSchema,
        )
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
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : {}
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
        {wall.allowPhotos ? <MemoryPhotoField obituaryId={obituary.id} photo={photo} setPhoto={setPhoto} /> : null}
        {/* Spam trap: hidden from people and assistive tech, so only bots fill it in. */}
        <div className="memory-form__honeypot" aria-hidden="true">
          <label htmlFor="memory-form-website">Website</label>
          <input ref={honeypot} id="memory-form-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" busy={submitting} disabled={photoBusy(photo)}>
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
