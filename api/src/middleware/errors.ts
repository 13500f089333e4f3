import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError, statusMessageFor } from '../../../contract/errors.ts'

function envelope(statusCode: number, message?: string) {
  const statusMessage = statusMessageFor(statusCode)
  return { statusCode, ...(statusMessage ? { statusMessage } : {}), ...(message ? { message } : {}) }
}

/** One error path: every failure leaves as `{ statusCode, statusMessage, message? }`. */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException || err instanceof ApiError) {
    const status = (err instanceof ApiError ? err.statusCode : err.status) as ContentfulStatusCode
    const message = err instanceof HTTPException && err.message ? err.message : undefined
    return c.json(envelope(status, message), status)
  }
  console.error('api: unhandled error', err)
  return c.json(envelope(500), 500)
}

export const onNotFound: NotFoundHandler = (c) => c.json(envelope(404), 404)
