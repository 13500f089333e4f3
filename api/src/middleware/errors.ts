import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from '#contract/errors.ts'

/**
 * One error path: every failure leaves as `{ statusCode, statusMessage, message?, errors? }`
 * (`errors`: field → spec §5 message, on a 422 from `validate`).
 */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) return c.json(err.toBody(), err.statusCode as ContentfulStatusCode)
  if (err instanceof HTTPException) {
    const error = new ApiError(err.status, undefined, { message: err.message || undefined })
    return c.json(error.toBody(), err.status as ContentfulStatusCode)
  }
  console.error('api: unhandled error', err)
  return c.json(new ApiError(500).toBody(), 500)
}

export const onNotFound: NotFoundHandler = (c) => c.json(new ApiError(404).toBody(), 404)
