import { TOO_MANY_ATTEMPTS } from '#contract/auth-constants.ts'
import { isApiError } from '#contract/errors.ts'
import { tryAgainIn } from './try-again.ts'

/** When a call fails without a word of its own: nothing is lost, and trying again is safe. */
export const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again in a moment.'

/**
 * The sentence a session form shows when its call failed: the api's own words for what it
 * refused (a wrong password, a used link), the limit with when to try again, or a calm default.
 */
export function sessionProblem(error: unknown, now = Date.now()): string {
  if (!isApiError(error)) return SOMETHING_WENT_WRONG
  if (error.statusCode === 429) {
    const when = tryAgainIn(error.retryAfter, now)
    return when ? `Too many attempts. ${when}` : TOO_MANY_ATTEMPTS
  }
  if (error.statusCode >= 500 || !error.detail) return SOMETHING_WENT_WRONG
  return error.detail
}
