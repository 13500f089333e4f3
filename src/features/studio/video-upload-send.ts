import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffVideo, VideoUpload } from '#contract/studio-video.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { call } from '#src/lib/api-call.ts'
import { sendUpload } from '#src/lib/upload.ts'
import { missingParts, overallPercent, partRange } from './video-upload-rules.ts'

type SendOptions = {
  caseId: number
  file: File
  /** The upload as the api last listed it: only the parts it lacks are sent. */
  upload: VideoUpload
  onProgress: (percent: number) => void
  signal: AbortSignal
}

/**
 * Sends the parts of `file` the upload lacks, one request each (never the whole file in one
 * Worker body), then asks the api to join them: the new version. One part at a time: a phone on
 * a weak link does better with one, and the bar moves through the file in order. A failure
 * rejects with the api's error or a NetworkError; what arrived stays, and the next try sends the rest.
 */
export async function sendVideoParts({ caseId, file, upload, onProgress, signal }: SendOptions): Promise<StaffVideo> {
  const todo = missingParts(upload)
  const done = Array.from({ length: upload.partCount }, (_, i) => i + 1).filter((n) => !todo.includes(n))
  onProgress(overallPercent(upload, done))
  for (const part of todo) {
    const { start, end } = partRange(upload, part)
    // oxlint-disable-next-line no-await-in-loop -- one part at a time, in order (see above)
    await sendUpload({
      method: 'PUT',
      path: operationPath(operations.putApiStaffCasesByCaseIdVideoUploadsByUploadIdPartsByPartNumber, {
        params: { caseId, uploadId: upload.id, partNumber: part },
      }),
      file: file.slice(start, end),
      fileName: `part-${part}`,
      signal,
      onProgress: (percent) => onProgress(overallPercent(upload, done, { part, percent })),
    })
    done.push(part)
    onProgress(overallPercent(upload, done))
  }
  return call(operations.postApiStaffCasesByCaseIdVideoUploadsByUploadIdComplete, { params: { caseId, uploadId: upload.id } }, { signal })
}

/** The video's length in whole seconds as this browser reads it, or null when it cannot (a codec it lacks); never waits long. */
export function videoDuration(file: File, waitMs = 5000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const video = document.createElement('video')
    const finish = (seconds: number | null) => {
      clearTimeout(timer)
      URL.revokeObjectURL(url)
      video.removeAttribute('src')
      resolve(seconds)
    }
    const timer = setTimeout(() => finish(null), waitMs)
    video.preload = 'metadata'
    video.addEventListener('loadedmetadata', () => finish(Number.isFinite(video.duration) ? Math.round(video.duration) : null))
    video.addEventListener('error', () => finish(null))
    video.src = url
  })
}
