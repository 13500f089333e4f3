/** Spec §8: the statuses worth a second try (timeouts, conflicts, rate limits, upstream trouble). */
export const RETRY_STATUS_CODES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/**
 * Spec §8: never retried. POST, PATCH and DELETE can have done their work
 * before the error reached us (a payment charged, a line added), and the spec
 * puts PUT with them; a retried one could do it twice. This is absolute: a
 * per-call retry count does not lift it.
 */
export const NEVER_RETRIED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Spec §8: retries by default for the other (idempotent) methods: GET, HEAD, OPTIONS. */
export const DEFAULT_RETRIES = 1

export type RetryQuestion = {
  method: string
  /** Status of the response just received (an unreachable upstream arrives here as 502). */
  status: number
  /** Retries already made for this call: 0 after the first response. */
  attempt: number
  /** Per-call limit for idempotent methods; DEFAULT_RETRIES when absent. */
  retries?: number
}

/** Whether the client sends the same request again. */
export function shouldRetry({ method, status, attempt, retries = DEFAULT_RETRIES }: RetryQuestion): boolean {
  if (NEVER_RETRIED_METHODS.has(method.toUpperCase())) return false
  return attempt < retries && RETRY_STATUS_CODES.has(status)
}
