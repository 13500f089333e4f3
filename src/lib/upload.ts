import { ApiError, readApiErrorBody } from '#contract/errors.ts'
import { IMAGE_CANNOT_BE_SHOWN, UPLOAD_FIELD, UPLOAD_RULES, type UploadKind } from '#contract/files.ts'
import { DEFAULT_API_VERSION, HEADER_API_VERSION, HEADER_HOST } from '#contract/headers.ts'
import { readImageHeader, sniffContentType } from '#core/media-bytes.ts'
import { NetworkError } from './problem-sentence.ts'

/**
 * The one way the browser sends a file, with progress (decision 038). Why XMLHttpRequest and not
 * the app's HTTP client: that client is built on fetch, and fetch reports no upload progress
 * (request-body streams would, but need HTTP/2 and duplex support that Safari lacks). A photo
 * from a phone can take a while on a weak connection; a moving bar tells people it is working.
 * Everything else the client does (same-origin, X-Host, the api version, ApiError on failure) is
 * repeated here for uploads only.
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

export type UploadRequest = {
  method?: 'POST' | 'PUT'
  /** Same-origin path and query, e.g. `/api/family/cases/7/photos`. */
  path: string
  file: Blob
  /** The file's name as the server stores it (a resized photo keeps the name it was chosen by). */
  fileName?: string
  /** Text parts beside the file (a photo's caption as `title`); empty values are left out. */
  fields?: Readonly<Record<string, string | undefined>>
  onProgress?: (percent: number | undefined) => void
  signal?: AbortSignal
}

/** Sends `file` as the multipart field `file`; resolves with the parsed JSON answer (unchecked: the caller knows its shape). */
export function sendUpload({ method = 'POST', path, file, fileName, fields, onProgress, signal }: UploadRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Request aborted', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open(method, path)
    xhr.withCredentials = true
    xhr.setRequestHeader(HEADER_HOST, location.host)
    xhr.setRequestHeader(HEADER_API_VERSION, String(DEFAULT_API_VERSION))
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => onProgress?.(uploadPercent(event.loaded, event.total, event.lengthComputable)))
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(uploadError(xhr.status, xhr.responseText))
        return
      }
      try {
        resolve(JSON.parse(xhr.responseText))
      } catch {
        reject(new ApiError(502))
      }
    })
    // No answer at all (offline, a dropped connection): a NetworkError, so every screen says the
    // product's one offline sentence for it (problem-sentence.ts), as for any other call.
    xhr.addEventListener('error', () => reject(new NetworkError('The file could not be sent')))
    xhr.addEventListener('abort', () => reject(new DOMException('Request aborted', 'AbortError')))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const body = new FormData()
    for (const [name, value] of Object.entries(fields ?? {})) if (value) body.append(name, value)
    if (fileName === undefined) body.append(UPLOAD_FIELD, file)
    else body.append(UPLOAD_FIELD, file, fileName)
    onProgress?.(0)
    xhr.send(body)
  })
}

/** What a file that went away or changed on the device since it was chosen says. */
export const FILE_UNREADABLE = 'This file could not be read. Please choose it again.'

/** Whether this browser can draw the picture: `createImageBitmap` (strict: it refuses a cut-off JPEG), else `img.decode()`. */
export async function browserCanDraw(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file)
      const drawn = bitmap.width > 0 && bitmap.height > 0
      bitmap.close()
      if (drawn) return true
    } catch {
      // Some browsers refuse a large but whole photo here (memory): `img.decode()` has its say.
    }
  }
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    return image.naturalWidth > 0 && image.naturalHeight > 0
  } catch {
    return false
  } finally {
    URL.revokeObjectURL(url)
  }
}

/**
 * Why a picture chosen for an upload of `kind` cannot be sent, or undefined when it can (issue 34
 * point 5), said before a byte is sent: judged by its bytes as the api judges it (the type, the
 * size in its header, its data to the end, core/media-bytes.ts), then drawn by the browser. A
 * photo this browser cannot draw would be a blank tile here too. Only for kinds that take pictures.
 */
export async function pictureProblem(kind: UploadKind, file: Blob, canDraw = browserCanDraw): Promise<string | undefined> {
  const rules = UPLOAD_RULES[kind]
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await file.arrayBuffer())
  } catch {
    return FILE_UNREADABLE
  }
  const type = sniffContentType(bytes)
  if (!type || !(rules.accept as readonly string[]).includes(type)) return `Please choose ${rules.label}`
  if (readImageHeader(bytes, type)?.ok === false) return IMAGE_CANNOT_BE_SHOWN
  return (await canDraw(file)) ? undefined : IMAGE_CANNOT_BE_SHOWN
}
