import { ApiError, readApiErrorBody, statusMessageFor } from '#contract/errors.ts'

/** Spec §8 "Cancelled request: CancelError, 'Request aborted'". */
export const REQUEST_ABORTED = 'Request aborted'

/** A call its caller aborted (navigation away, unmount, a client that hung up): not a failure to show. */
export class CancelError extends Error {
  constructor(message = REQUEST_ABORTED, options?: ErrorOptions) {
    super(message, options)
    Object.setPrototypeOf(this, new.target.prototype)
    this.name = 'CancelError'
  }
}

/** True for fetch's own abort rejection (a DOMException or Error named AbortError). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

/**
 * The typed error of a non-ok response. The status message is the catalogue's
 * (spec §8) whatever the body says; for a status outside the catalogue, the
 * body's own, then the HTTP reason phrase. The body's `message`, field
 * `errors` (422) and the Retry-After header ride along for logs, forms and "try again at".
 */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const body = readApiErrorBody(await response.json().catch(() => null))
  const statusMessage = statusMessageFor(response.status) ?? body?.statusMessage ?? (response.statusText || undefined)
  const retryAfter = response.headers.get('retry-after') ?? undefined
  return new ApiError(response.status, statusMessage, { message: body?.message, errors: body?.errors, retryAfter })
}
