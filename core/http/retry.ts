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

/**
 * The longest `Retry-After` we wait for before one retry. A server that asks for more is
 * not retried at all: its answer (with its Retry-After, which the BFF passes on) goes back
 * to the caller, who can wait without holding a Worker request open.
 */
export const MAX_RETRY_DELAY_MS = 2_000

/**
 * Time budget of one call, all attempts and waits included: a retry whose wait would end
 * after it is not made. Keeps a browser request behind the BFF from hanging on retries.
 */
export const RETRY_BUDGET_MS = 5_000

/**
 * `Retry-After` (RFC 9110 §10.2.3) in milliseconds from `now`: delta-seconds (`"120"`) or an
 * HTTP date (`"Wed, 21 Oct 2026 07:28:00 GMT"`). A date in the past is 0; a missing or
 * malformed value is undefined (no opinion).
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // Only the date forms have letters; Date.parse would read "1.5" or "-1" as dates otherwise.
  if (!/[a-z]/i.test(text)) return undefined
  const at = Date.parse(text)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

export type RetryDelayQuestion = {
  /** The failed response's `Retry-After` header, if any. */
  retryAfter: string | null | undefined
  /** Milliseconds since the call's first attempt started. */
  elapsedMs: number
  /** Now, for an HTTP-date Retry-After (ms since the epoch). */
  now: number
  budgetMs?: number
  maxDelayMs?: number
}

/**
 * How long to wait before a retry `shouldRetry` allowed, or `undefined` for "do not retry":
 * no Retry-After means no wait (decision 007); one above `maxDelayMs` is honoured by not
 * retrying; and a wait that would end past the call's budget is not started.
 */
export function retryDelay({
  retryAfter,
  elapsedMs,
  now,
  budgetMs = RETRY_BUDGET_MS,
  maxDelayMs = MAX_RETRY_DELAY_MS,
}: RetryDelayQuestion): number | undefined {
  const delay = parseRetryAfter(retryAfter, now) ?? 0
  if (delay > maxDelayMs) return undefined
  if (elapsedMs + delay > budgetMs) return undefined
  return delay
}
