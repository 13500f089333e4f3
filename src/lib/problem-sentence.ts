import { TOO_MANY_ATTEMPTS } from '#contract/auth-constants.ts'
import { ApiError } from '#contract/errors.ts'
import { parseRetryAfter } from '#core/http/retry.ts'

/**
 * One function turns any failed call into the sentence a person reads (issue 34 §4): the api's
 * own words for what it refused, the limit with when to try again, that the device seems offline
 * and nothing was changed, or a calm default. Every portal form and the editor say it through
 * this, so a dropped connection never reads "Failed to fetch" or "Something went wrong on our side".
 */

/** When a call fails without a word of its own: nothing is lost, and trying again is safe. */
export const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again in a moment.'

/** A call that never reached the server: it changed nothing there. */
export const SEEMS_OFFLINE = 'Your device seems to be offline, so nothing was changed. Please check your connection and try again.'

/** A request that could not reach the server at all (no connection, a dropped one, a blocked one). */
export class NetworkError extends Error {
  constructor(message = 'The server could not be reached', options?: ErrorOptions) {
    super(message, options)
    Object.setPrototypeOf(this, new.target.prototype)
    this.name = 'NetworkError'
  }
}

/**
 * How browsers word a fetch or a module load that never got an answer: Chromium "Failed to fetch"
 * and "Failed to fetch dynamically imported module: …", Firefox "NetworkError when attempting to
 * fetch resource." and "error loading dynamically imported module: …", WebKit "Load failed" and
 * "Importing a module script failed.".
 */
const UNREACHED =
  /^(failed to fetch|networkerror when attempting to fetch|load failed|error loading dynamically imported module|importing a module script failed)/i

/** Whether the browser says it has no connection (never on the server). */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * Whether `error` is a call or a code chunk that never reached the server: a NetworkError, the
 * browser's own words for one, or any failure other than an answer while the device is offline.
 */
export function isNetworkError(error: unknown, offline = browserOffline()): boolean {
  if (error instanceof NetworkError) return true
  if (error instanceof ApiError) return false
  if (error instanceof Error && UNREACHED.test(error.message)) return true
  return offline && error instanceof Error && error.name !== 'AbortError' && error.name !== 'CancelError'
}

/** Whether `error` is a page's code (a chunk) that could not be loaded, as against a call's answer. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|importing a module script failed/i.test(error.message)
}

/**
 * When someone held back by a limit may try again, in words (issue 17: "throttling shows when to
 * try again"), from the answer's Retry-After. Undefined when the answer did not say.
 */
export function tryAgainIn(retryAfter: string | undefined, now = Date.now()): string | undefined {
  const ms = parseRetryAfter(retryAfter, now)
  if (ms === undefined) return undefined
  const minutes = Math.ceil(ms / 60_000)
  if (minutes <= 1) return 'Please try again in a minute.'
  if (minutes < 90) return `Please try again in ${minutes} minutes.`
  const hours = Math.round(minutes / 60)
  return `Please try again in ${hours} hours.`
}

/** The sentence for a failed call (`offline`: whether the browser says it has no connection). */
export function problemSentence(error: unknown, now = Date.now(), offline = browserOffline()): string {
  if (isNetworkError(error, offline)) return SEEMS_OFFLINE
  if (!(error instanceof ApiError)) return SOMETHING_WENT_WRONG
  if (error.statusCode === 429) {
    const when = tryAgainIn(error.retryAfter, now)
    return when ? `Too many attempts. ${when}` : TOO_MANY_ATTEMPTS
  }
  if (error.statusCode >= 500 || !error.detail) return SOMETHING_WENT_WRONG
  return error.detail
}
