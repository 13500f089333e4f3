import { TOO_MANY_ATTEMPTS } from '#contract/auth.ts'
import { MEMORY_MESSAGES } from '#contract/obituaries.ts'
import { sha256Hex } from '../hash.ts'

/**
 * The attempt limits of the api, for the calls a script would hammer: guessing passwords,
 * making accounts, mailing reset links, posting memories. One algorithm for all of them: a fixed
 * window per key, counted by one upsert in D1 (store.ts), the one store every isolate shares.
 */
export type RateLimitBucket = 'sign-in' | 'sign-in-account' | 'sign-up' | 'password-reset' | 'memory' | 'memory-photo'

export type RateLimit = {
  limit: number
  windowSeconds: number
  /** Counted per subject whatever the address: guessing one account's password from many addresses. */
  anyAddress?: true
  /** The 429's message, in the words of the screen that shows it. */
  message: string
}

export const RATE_LIMITS: Readonly<Record<RateLimitBucket, RateLimit>> = {
  /** Failed sign-ins only: a family member who signs in often is never locked out. */
  'sign-in': { limit: 10, windowSeconds: 15 * 60, message: TOO_MANY_ATTEMPTS },
  /**
   * Failed sign-ins of one account from anywhere. Higher, since a stranger can spend it and keep
   * the owner out for a quarter of an hour; without it, rotating addresses would guess forever.
   */
  'sign-in-account': { limit: 50, windowSeconds: 15 * 60, anyAddress: true, message: TOO_MANY_ATTEMPTS },
  'sign-up': { limit: 10, windowSeconds: 60 * 60, message: TOO_MANY_ATTEMPTS },
  /** Every request, known email or not: a mailbox is not flooded with reset links. */
  'password-reset': { limit: 5, windowSeconds: 60 * 60, message: TOO_MANY_ATTEMPTS },
  /**
   * Anonymous memory posts per client and funeral home. Every post that passed validation
   * counts, honeypot catches included, so a bot is slowed the same way a person would be.
   */
  memory: { limit: 5, windowSeconds: 10 * 60, message: MEMORY_MESSAGES.tooMany },
  'memory-photo': { limit: 10, windowSeconds: 10 * 60, message: MEMORY_MESSAGES.tooMany },
}

/** The longest window: rows older than it count for nothing and may be purged. */
export const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowSeconds))

/**
 * The caller's IP as Cloudflare's edge reports it (CF-Connecting-IP: the edge overwrites any
 * value a client sends, and the BFF passes it on, bff/upstream.ts), else 'unknown': then all such
 * callers share one allowance, which errs on the side of fewer attempts. Never X-Forwarded-For:
 * a client can write anything there, and a new value per attempt would open a fresh window each time.
 */
export function clientIp(headers: Headers): string {
  return headers.get('CF-Connecting-IP')?.trim().slice(0, 64) || 'unknown'
}

export type WindowRow = { windowStart: number; count: number }

/** True when a window opened at `windowStart` is over at `nowSeconds` (its count no longer applies). */
export function windowOver(windowStart: number, limit: Pick<RateLimit, 'windowSeconds'>, nowSeconds: number): boolean {
  return windowStart + limit.windowSeconds <= nowSeconds
}

/** Seconds until the window ends (at least 1), for Retry-After. */
export function secondsLeft(row: WindowRow, limit: Pick<RateLimit, 'windowSeconds'>, nowSeconds: number): number {
  return Math.max(1, row.windowStart + limit.windowSeconds - nowSeconds)
}

/** Seconds until the window ends (at least 1) once it is full; undefined while within the limit. */
export function blockedFor(
  row: WindowRow | undefined,
  limit: Pick<RateLimit, 'limit' | 'windowSeconds'>,
  nowSeconds: number,
): number | undefined {
  if (!row || windowOver(row.windowStart, limit, nowSeconds) || row.count < limit.limit) return undefined
  return secondsLeft(row, limit, nowSeconds)
}

/**
 * SHA-256 of who, where, what: the table never holds an address or email in clear. `subject` is
 * the email for the auth buckets and empty where the client alone is counted (memories).
 */
export function rateLimitKey(ip: string, companyId: number, bucket: RateLimitBucket, subject: string): Promise<string> {
  return sha256Hex(`${bucket}\n${companyId}\n${ip}\n${subject.trim().toLowerCase()}`)
}
