import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from '#contract/errors.ts'
import { fileTooLarge, UPLOAD_ENVELOPE_BYTES, UPLOAD_FIELD, UPLOAD_RULES, uploadKindOf, type UploadKind } from '#contract/files.ts'
import { errorResponse } from './error-response.ts'

/**
 * How large a request body may be, in both Workers (the BFF in front, the api behind it), decided
 * before the body is read (decision 021):
 * - an upload route (`uploadKindOf`) takes its kind's file limit plus the multipart envelope; a
 *   declared `Content-Length` over it is a 413 at once, a body without one is counted as the
 *   route reads it and cut off at the limit (then a 413), so an anonymous upload is still counted
 *   by its rate limit before a byte of it is read;
 * - every other route takes JSON (or nothing): 64 KB, through Hono's `bodyLimit`.
 */
export const JSON_BODY_LIMIT = 64 * 1024

const STATUS_MESSAGE = 'Content Too Large'
export const REQUEST_TOO_LARGE = 'The request is too large.'

/** The 413 of a body over its limit: for an upload, in the words of its file field; else REQUEST_TOO_LARGE. */
export function tooLargeError(kind?: UploadKind): ApiError {
  if (!kind) return new ApiError(413, STATUS_MESSAGE, { message: REQUEST_TOO_LARGE })
  const message = fileTooLarge(kind)
  return new ApiError(413, STATUS_MESSAGE, { message, errors: { [UPLOAD_FIELD]: message } })
}

function tooLarge(c: Context, kind?: UploadKind): Response {
  return errorResponse(c, tooLargeError(kind))
}

/** The bytes an upload of `kind` may send in all (file and envelope). */
export function uploadBodyLimit(kind: UploadKind): number {
  return UPLOAD_RULES[kind].maxBytes + UPLOAD_ENVELOPE_BYTES
}

/** The declared length when there is a usable one (no Transfer-Encoding, a plain number), else undefined. */
export function declaredLength(headers: Headers): number | undefined {
  const value = headers.get('content-length')
  if (value === null || headers.has('transfer-encoding') || !/^\d+$/.test(value.trim())) return undefined
  return Number(value)
}

/**
 * `body` passed through as it is read, failing once more than `limit` bytes went by
 * (`overflowed()` then says so). Nothing is read until the route reads.
 */
function counted(body: ReadableStream<Uint8Array>, limit: number) {
  let seen = 0
  let over = false
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength
      if (seen > limit) {
        over = true
        controller.error(new Error('request body over its limit'))
        return
      }
      controller.enqueue(chunk)
    },
  })
  return { body: body.pipeThrough(counter), overflowed: () => over }
}

function uploadLimit(kind: UploadKind): MiddlewareHandler {
  const limit = uploadBodyLimit(kind)
  return async function uploadBodyLimitMiddleware(c, next) {
    const raw = c.req.raw
    if (!raw.body) return next()
    const declared = declaredLength(raw.headers)
    if (declared !== undefined) {
      // The runtime holds the body to its declared length, so a declared size within the limit is enough.
      if (declared > limit) return tooLarge(c, kind)
      return next()
    }
    const stream = counted(raw.body, limit)
    c.req.raw = new Request(raw, { body: stream.body, duplex: 'half' } as RequestInit)
    await next()
    // Whatever the route made of the cut-off body (a failed form parse, a lost stream), the answer is a 413.
    if (stream.overflowed()) {
      const answer = tooLarge(c, kind)
      c.res = undefined
      c.res = answer
    }
  }
}

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => tooLarge(c) })

/** How many bytes a request to `method pathname` may send, and the upload kind when it takes a file. */
export function bodyLimitOf(method: string, pathname: string): { limit: number; kind?: UploadKind } {
  const kind = uploadKindOf(method, pathname)
  return kind ? { limit: uploadBodyLimit(kind), kind } : { limit: JSON_BODY_LIMIT }
}

/** The body limit of every route (mount on `*`): an upload's by its kind, 64 KB for the rest. */
export function requestBodyLimit(): MiddlewareHandler {
  return async function requestBodyLimitMiddleware(c, next) {
    if (!c.req.raw.body) return next()
    const { kind } = bodyLimitOf(c.req.method, new URL(c.req.url).pathname)
    return kind ? uploadLimit(kind)(c, next) : jsonLimit(c, next)
  }
}
