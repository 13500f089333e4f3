import { createMiddleware } from 'hono/factory'
import { ApiError } from '#contract/errors.ts'
import { DEFAULT_API_VERSION, HEADER_API_VERSION } from '#contract/headers.ts'

/** Versions this api answers; a caller that sends no X-Api-Version gets the default (spec §7: 0). */
export const SUPPORTED_API_VERSIONS: ReadonlySet<string> = new Set([String(DEFAULT_API_VERSION)])

/**
 * Refuses a version it does not speak with a 400, instead of answering in a
 * shape the caller did not ask for.
 */
export const apiVersion = createMiddleware(async function apiVersion(c, next) {
  const asked = c.req.header(HEADER_API_VERSION)?.trim()
  if (asked && !SUPPORTED_API_VERSIONS.has(asked)) {
    throw new ApiError(400, undefined, { message: `Unsupported API version: ${asked.slice(0, 20)}` })
  }
  await next()
})
