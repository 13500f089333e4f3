import type { ErrorHandler } from 'hono'
import type { UnofficialStatusCode } from 'hono/utils/http-status'
import { ApiError } from '#contract/errors.ts'
import { errorResponse, toApiError } from '#core/error-response.ts'
import { CancelError } from '#core/http/errors.ts'

/**
 * Status of the answer to a browser that hung up (nginx's "client closed request"). Nobody
 * reads it; it only keeps such requests apart from real errors wherever statuses are counted.
 */
export const CLIENT_CLOSED_REQUEST = 499

/** True when the failure is the browser going away, not ours: not worth an error log. */
function clientWentAway(err: unknown, request: Request): boolean {
  return err instanceof CancelError || request.signal.aborted
}

/**
 * The BFF's one error path (app.ts registers it): handlers and middleware throw ApiError (or
 * hono's HTTPException) and every failure leaves as the spec's envelope, built by
 * `ApiError#toBody`. Through `c`, so Set-Cookie lines prepared before the throw (a refresh
 * that cleared the cookies) still go out.
 */
export const onError: ErrorHandler = (err, c) => {
  // A browser that hung up mid-call (its aborted signal raised CancelError upstream): a quiet
  // end, nobody is there to read an answer and nothing went wrong on our side.
  if (clientWentAway(err, c.req.raw)) return c.body(null, CLIENT_CLOSED_REQUEST as UnofficialStatusCode)
  const error = toApiError(err)
  if (error) return errorResponse(c, error)
  console.error('bff: unhandled error', err)
  return errorResponse(c, new ApiError(500))
}
