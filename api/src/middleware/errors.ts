import type { ErrorHandler, NotFoundHandler } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { errorResponse, toApiError } from '#core/error-response.ts'

/**
 * One error path: every failure leaves as `{ statusCode, statusMessage, message?, errors? }`
 * (`errors`: field → spec §5 message, on a 422 from `validate`).
 */
export const onError: ErrorHandler = (err, c) => {
  const error = toApiError(err)
  if (error) return errorResponse(c, error)
  console.error('api: unhandled error', err)
  return errorResponse(c, new ApiError(500))
}

export const onNotFound: NotFoundHandler = (c) => errorResponse(c, new ApiError(404))
