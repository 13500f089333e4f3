import { ApiError, readApiErrorBody } from '#contract/errors.ts'
import { DEFAULT_API_VERSION, HEADER_API_VERSION, HEADER_HOST } from '#contract/headers.ts'
import { UPLOAD_FIELD } from '#contract/files.ts'
import { MemoryPhotoResultSchema, obituaryPath } from '#contract/obituaries.ts'
import type { MediaFile } from '#contract/files.ts'

/**
 * The memory photo upload, with progress. Why XMLHttpRequest and not the app's HTTP client:
 * that client is built on fetch, and fetch reports no upload progress (request-body streams
 * would, but need HTTP/2 and duplex support that Safari lacks). A photo from a phone can take
 * a while on a weak connection; a moving bar tells people it is working. Everything else the
 * client does (same-origin, X-Host, the api version, ApiError on failure) is repeated here for
 * this one call.
 */

/** The share of the file sent so far, 0–100, or undefined while the size is not known. */
export function uploadPercent(loaded: number, total: number, lengthComputable: boolean): number | undefined {
  if (!lengthComputable || total <= 0) return undefined
  return Math.max(0, Math.min(100, (loaded / total) * 100))
}

/** The ApiError of a failed upload, from the api's error envelope when it sent one. */
export function uploadError(status: number, body: string): ApiError {
  try {
    const parsed = readApiErrorBody(JSON.parse(body))
    if (parsed) return new ApiError(status, parsed.statusMessage, { message: parsed.message, errors: parsed.errors })
  } catch {
    // Not JSON (a proxy's page): the status alone says enough.
  }
  return new ApiError(status || 500)
}

export type UploadOptions = {
  onProgress: (percent: number | undefined) => void
  signal?: AbortSignal
}

/** POSTs the photo to `/api/web/obituaries/{id}/memories/photo`; resolves with the stored file. */
export function uploadMemoryPhoto(obituaryId: number, file: File, { onProgress, signal }: UploadOptions): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', obituaryPath('memoryPhoto', obituaryId))
    xhr.withCredentials = true
    xhr.setRequestHeader(HEADER_HOST, location.host)
    xhr.setRequestHeader(HEADER_API_VERSION, String(DEFAULT_API_VERSION))
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => onProgress(uploadPercent(event.loaded, event.total, event.lengthComputable)))
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(MemoryPhotoResultSchema.parse(JSON.parse(xhr.responseText)).photo)
        } catch {
          reject(new ApiError(502))
        }
      } else {
        reject(uploadError(xhr.status, xhr.responseText))
      }
    })
    xhr.addEventListener('error', () =>
      reject(new ApiError(503, undefined, { message: 'The photo could not be sent. Please check the connection and try again.' })),
    )
    xhr.addEventListener('abort', () => reject(new DOMException('Request aborted', 'AbortError')))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const body = new FormData()
    body.append(UPLOAD_FIELD, file)
    onProgress(0)
    xhr.send(body)
  })
}
