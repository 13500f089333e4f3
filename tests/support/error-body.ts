import { expect } from 'vitest'
import { ApiErrorBodySchema, type ApiErrorBody, type FieldErrors } from '#contract/errors.ts'

/**
 * Reading the one error envelope (spec §3 "Error") off a response, for the api and the built
 * Workers alike; a test that only pins it whole uses `toBeErrorResponse` (matchers.ts) instead.
 */

/** The error envelope of `response`; with `status`, the response must have that status. */
export async function errorOf(response: Response, status?: number): Promise<ApiErrorBody> {
  if (status !== undefined) expect(response.status).toBe(status)
  return ApiErrorBodySchema.parse(await response.json())
}

/** The field errors of a 422 (none: `{}`). */
export async function fieldErrorsOf(response: Response): Promise<FieldErrors> {
  return (await errorOf(response, 422)).errors ?? {}
}
