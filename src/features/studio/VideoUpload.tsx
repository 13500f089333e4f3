import { useEffect, useRef, useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffVideo, VideoUpload as OpenUpload } from '#contract/studio-video.ts'
import { UploadPicker, uploadFailure } from '#src/features/tasks/index.ts'
import { call } from '#src/lib/api-call.ts'
import { browserStorage, draftStorageKey, readStored, removeStored, writeStored } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import { ProgressBar } from '#src/ui/ProgressBar.tsx'
import { sendVideoParts, videoDuration } from './video-upload-send.ts'
import {
  resumes,
  stoppedLine,
  storedUploadOf,
  StoredUploadReader,
  VIDEO_HINT,
  VIDEO_UPLOAD_FORM,
  videoFileProblem,
} from './video-upload-rules.ts'

type Phase =
  | { phase: 'idle' }
  | { phase: 'refused'; name: string; message: string }
  | { phase: 'sending'; name: string; percent: number }
  | { phase: 'failed'; name: string; message: string; retryable: boolean }

type Props = {
  caseId: number
  /** An upload of this case the api still holds open (stopped by a dropped connection or a reload). */
  stopped: OpenUpload | null
  /** "Upload the video" or "Upload a new version". */
  label: string
  onDone: (video: StaffVideo) => void
  onChanged: () => void
}

const storeKey = (caseId: number) => draftStorageKey(VIDEO_UPLOAD_FORM, location.host, caseId)

/**
 * The video's upload (decision 060): checked before sending, sent in parts with one bar for the
 * whole file, and able to go on where it stopped. The device keeps which upload and which file
 * (a browser cannot keep the file itself), so after a reload choosing the same file again sends
 * only the parts the api lacks. Leaving while parts are on their way asks first.
 */
export function VideoUpload({ caseId, stopped, label, onDone, onChanged }: Props) {
  const [state, setState] = useState<Phase>({ phase: 'idle' })
  const file = useRef<File | null>(null)
  const upload = useRef<OpenUpload | null>(null)
  const abort = useRef<AbortController | null>(null)
  /** The open upload's id for the screen (the ref is for the calls). */
  const [openId, setOpenId] = useState<number>()

  useEffect(() => () => abort.current?.abort(), [])
  useEffect(() => {
    if (state.phase !== 'sending') return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    addEventListener('beforeunload', ask)
    return () => removeEventListener('beforeunload', ask)
  }, [state.phase])

  async function run(chosen: File, open: OpenUpload) {
    upload.current = open
    setOpenId(open.id)
    const controller = new AbortController()
    abort.current = controller
    setState({ phase: 'sending', name: chosen.name, percent: 0 })
    try {
      const video = await sendVideoParts({
        caseId,
        file: chosen,
        upload: open,
        signal: controller.signal,
        onProgress: (percent) => setState({ phase: 'sending', name: chosen.name, percent }),
      })
      const storage = browserStorage()
      if (storage) removeStored(storage, storeKey(caseId))
      upload.current = null
      setOpenId(undefined)
      setState({ phase: 'idle' })
      onDone(video)
    } catch (error) {
      if (controller.signal.aborted) return
      const failure = uploadFailure(error)
      setState({ phase: 'failed', name: chosen.name, ...failure })
    }
  }

  async function begin(chosen: File) {
    const problem = videoFileProblem(chosen)
    if (problem) {
      setState({ phase: 'refused', name: chosen.name, message: problem })
      return
    }
    file.current = chosen
    setState({ phase: 'sending', name: chosen.name, percent: 0 })
    const storage = browserStorage()
    try {
      if (resumes(stopped, storage ? readStored(storage, storeKey(caseId), StoredUploadReader) : null, chosen)) {
        const listed = await call(operations.getApiStaffCasesByCaseIdVideoUploadsByUploadId, { params: { caseId, uploadId: stopped.id } })
        await run(chosen, listed)
        return
      }
      const durationSeconds = await videoDuration(chosen)
      const open = await call(operations.postApiStaffCasesByCaseIdVideoUploads, {
        params: { caseId },
        body: { fileName: chosen.name.slice(0, 200), size: chosen.size, durationSeconds },
      })
      if (storage) writeStored(storage, storeKey(caseId), storedUploadOf(open.id, chosen))
      await run(chosen, open)
    } catch (error) {
      setState({ phase: 'failed', name: chosen.name, ...uploadFailure(error) })
    }
  }

  /** After a failure: ask the api which parts it has, then send the rest. */
  async function tryAgain() {
    const chosen = file.current
    const open = upload.current
    if (!chosen) return
    if (!open) {
      await begin(chosen)
      return
    }
    setState({ phase: 'sending', name: chosen.name, percent: 0 })
    try {
      await run(chosen, await call(operations.getApiStaffCasesByCaseIdVideoUploadsByUploadId, { params: { caseId, uploadId: open.id } }))
    } catch (error) {
      setState({ phase: 'failed', name: chosen.name, ...uploadFailure(error) })
    }
  }

  async function giveUp(uploadId: number) {
    abort.current?.abort()
    try {
      await call(operations.deleteApiStaffCasesByCaseIdVideoUploadsByUploadId, { params: { caseId, uploadId } })
    } catch (error) {
      setState({ phase: 'failed', name: state.phase === 'idle' ? '' : state.name, ...uploadFailure(error), retryable: false })
      return
    }
    const storage = browserStorage()
    if (storage) removeStored(storage, storeKey(caseId))
    upload.current = null
    file.current = null
    setOpenId(undefined)
    setState({ phase: 'idle' })
    onChanged()
  }

  const giveUpId = openId ?? stopped?.id
  return (
    <div className="studio-video-upload">
      {state.phase === 'sending' ? (
        <div className="studio-video-upload__sending">
          <ProgressBar value={state.percent} label={`Uploading ${state.name}`} showLabel />
          <p className="field__hint">
            Keep this page open until the upload is finished. If the connection drops, it goes on from where it stopped.
          </p>
        </div>
      ) : (
        <>
          {stopped && state.phase === 'idle' ? (
            <p className="studio-video-upload__stopped">
              An upload was stopped: {stoppedLine(stopped)}. Choose the same file to go on from there, or give it up.
            </p>
          ) : null}
          <UploadPicker
            kind="video"
            label={label}
            multiple={false}
            hint={VIDEO_HINT}
            onFiles={([chosen]) => chosen && void begin(chosen)}
          />
        </>
      )}
      {state.phase === 'refused' || state.phase === 'failed' ? (
        <p className="field__error studio-video-upload__problem" role="alert">
          {state.name ? `${state.name}: ` : ''}
          {state.message}
        </p>
      ) : null}
      <div className="studio-member__actions">
        {state.phase === 'failed' && state.retryable ? <Button onClick={() => void tryAgain()}>Try again</Button> : null}
        {giveUpId !== undefined && (state.phase !== 'idle' || stopped) ? (
          <Button variant="secondary" onClick={() => void giveUp(giveUpId)}>
            Give up this upload
          </Button>
        ) : null}
      </div>
    </div>
  )
}
