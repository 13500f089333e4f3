import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from '#contract/errors.ts'

/**
 * The one error envelope (spec §3 "Error": `{ statusCode, statusMessage, message?, errors? }`),
 * for both Workers. Handlers throw `ApiError` (or hono's `HTTPException`, as its own middleware
 * does); each app's single `onError` turns it into a response here. Anything else is a 500.
 */
export function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err
  if (err instanceof HTTPException) return new ApiError(err.status, undefined, { message: err.message || undefined })
  return undefined
}

/** The envelope as a JSON response, with extra headers (`Allow`, `Retry-After` …) when given. */
export function errorResponse(c: Context, error: ApiError, headers?: Record<string, string>): Response {
  return c.json(error.toBody(), error.statusCode as ContentfulStatusCode, headers)
}

/** The envelope for a bare status, outside a Hono context (a `Response` a helper returns as is). */
export function errorJson(status: number, init: ResponseInit = {}): Response {
  return Response.json(new ApiError(status).toBody(), { ...init, status })
}
