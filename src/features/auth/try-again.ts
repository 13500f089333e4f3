import { parseRetryAfter } from '#core/http/retry.ts'

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
