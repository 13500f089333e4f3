import { TOO_MANY_ATTEMPTS } from '#contract/auth.ts'
import { MEMORY_MESSAGES } from '#contract/obituaries.ts'
import { sha256Hex } from '../hash.ts'

/**
 * The attempt limits of the api, for the calls a script would hammer (decision 018). One
 * algorithm: a fixed window per key, counted by ONE upsert in D1 that adds the attempt and
 * answers the new count (store.ts). There is no "check, then count": every attempt is counted
 * before its work is done, so N parallel requests get the counts 1..N and only those within the
 * limit go on. An attempt that turns out harmless (a right password, an approved card) is
 * refunded afterwards, so the count is the failures.
 *
 * Each call counts under two kinds of key: the client address, and the subject (an email or an
 * account), from any address or from this one. Keys are hashed with the company, so the table
 * holds no address or email in clear.
 */
export type RateLimitBucket =
  | 'sign-in:address'
  | 'sign-in:address-email'
  | 'sign-in:email'
  | 'sign-up:address'
  | 'sign-up:email'
  | 'password-reset:address'
  | 'password-reset:email'
  | 'invite:address'
  | 'invite:account'
  | 'memory:address'
  | 'memory:email'
  | 'memory-photo:address'
  | 'planning:address'
  | 'planning:email'
  | 'checkout:address'
  | 'checkout:email'
  | 'payment:address'
  | 'payment:account'
  | 'decline:address'

/**
 * What a count over the limit does:
 * - 'refuse': the call answers 429 with Retry-After and the message;
 * - 'quiet': the call answers as it always does but leaves out its effect (the mail), so a
 *   mailbox is not flooded and the answer still tells nothing;
 * - 'inform': nothing by itself; the caller reads the count (sign-in's account-wide count only
 *   tightens each address's allowance, see SIGN_IN_UNDER_ATTACK).
 */
export type OverLimit = 'refuse' | 'quiet' | 'inform'

export type RateLimit = {
  limit: number
  windowSeconds: number
  /** Who is counted: the client address alone, the subject from any address, or both together. */
  per: 'address' | 'subject' | 'address+subject'
  over: OverLimit
  /** The 429's message, in the words of the screen that shows it. */
  message: string
}

const MINUTE = 60
const HOUR = 60 * MINUTE

/** Checkout and family payments: calm, and no hint of which card detail was wrong. */
export const CHARGE_LIMIT_MESSAGES = {
  tooMany: 'Too many payment attempts. Please wait a little while and try again.',
  /** Replaces the exact decline reason once one address has had a few declines (card testing). */
  genericDecline: 'The card could not be charged. Please check the details or use another card.',
} as const

export const PLANNING_TOO_MANY = 'You have sent several planning requests in a short time. Please wait a little while and try again.'
export const INVITE_TOO_MANY = 'You have sent several invitations in a short time. Please wait a little while and try again.'

export const RATE_LIMITS: Readonly<Record<RateLimitBucket, RateLimit>> = {
  /**
   * Failed sign-ins from one address, whatever the email: stops spraying one password over many
   * accounts. High enough for a family sharing a connection.
   */
  'sign-in:address': { limit: 30, windowSeconds: 15 * MINUTE, per: 'address', over: 'refuse', message: TOO_MANY_ATTEMPTS },
  /** Failed sign-ins of one email from one address: guessing one account's password. */
  'sign-in:address-email': { limit: 5, windowSeconds: 15 * MINUTE, per: 'address+subject', over: 'refuse', message: TOO_MANY_ATTEMPTS },
  /**
   * Failed sign-ins of one email from anywhere. It never refuses by itself (a stranger could
   * then lock the owner out); above it, every address gets SIGN_IN_UNDER_ATTACK guesses per
   * window instead of 5, so a guesser with many addresses is slowed per address, and the owner,
   * from their own address, still signs in.
   */
  'sign-in:email': { limit: 50, windowSeconds: 15 * MINUTE, per: 'subject', over: 'inform', message: TOO_MANY_ATTEMPTS },
  /** Every sign-up from one address: a script making accounts (each costs a KDF and a mail). */
  'sign-up:address': { limit: 10, windowSeconds: HOUR, per: 'address', over: 'refuse', message: TOO_MANY_ATTEMPTS },
  /** Mails to one address from sign-ups; beyond it the same answer, no mail and no account. */
  'sign-up:email': { limit: 3, windowSeconds: HOUR, per: 'subject', over: 'quiet', message: TOO_MANY_ATTEMPTS },
  /** Every reset request from one address, known email or not. */
  'password-reset:address': { limit: 10, windowSeconds: HOUR, per: 'address', over: 'refuse', message: TOO_MANY_ATTEMPTS },
  /**
   * Reset mails to one address from anywhere. Beyond it the same 204 without a mail: the links
   * already mailed still work, so the owner is never kept from resetting.
   */
  'password-reset:email': { limit: 5, windowSeconds: HOUR, per: 'subject', over: 'quiet', message: TOO_MANY_ATTEMPTS },
  /** Invitations carry free text mailed in the funeral home's name. */
  'invite:address': { limit: 30, windowSeconds: HOUR, per: 'address', over: 'refuse', message: INVITE_TOO_MANY },
  'invite:account': { limit: 10, windowSeconds: HOUR, per: 'subject', over: 'refuse', message: INVITE_TOO_MANY },
  /**
   * Anonymous memory posts per client and funeral home. Every post that passed validation
   * counts, honeypot catches included, so a bot is slowed the same way a person would be.
   */
  'memory:address': { limit: 5, windowSeconds: 10 * MINUTE, per: 'address', over: 'refuse', message: MEMORY_MESSAGES.tooMany },
  /** Posts signed with one email from anywhere (when the poster gives one). */
  'memory:email': { limit: 5, windowSeconds: 10 * MINUTE, per: 'subject', over: 'refuse', message: MEMORY_MESSAGES.tooMany },
  /** Counted before the upload's body is read. */
  'memory-photo:address': { limit: 10, windowSeconds: 10 * MINUTE, per: 'address', over: 'refuse', message: MEMORY_MESSAGES.tooMany },
  /** A submit creates a case and mails staff; a family sends one, perhaps corrected once or twice. */
  'planning:address': { limit: 5, windowSeconds: HOUR, per: 'address', over: 'refuse', message: PLANNING_TOO_MANY },
  /**
   * The contact email of a request from any address (issue 35): a script that changes address per
   * request still makes only so many cases, and mails staff only so often, in one person's name.
   */
  'planning:email': { limit: 5, windowSeconds: HOUR, per: 'subject', over: 'refuse', message: PLANNING_TOO_MANY },
  /** Checkout attempts (each a charge): enough for a few orders and a mistyped card. */
  'checkout:address': { limit: 10, windowSeconds: HOUR, per: 'address', over: 'refuse', message: CHARGE_LIMIT_MESSAGES.tooMany },
  /** The purchaser's email from any address: bounds receipts to one mailbox (anyone may type any email, so the address limit is what holds). */
  'checkout:email': { limit: 20, windowSeconds: HOUR, per: 'subject', over: 'refuse', message: CHARGE_LIMIT_MESSAGES.tooMany },
  /** Family payments: a statement paid in parts, a mistyped card retried; per signed-in account too. */
  'payment:address': { limit: 20, windowSeconds: HOUR, per: 'address', over: 'refuse', message: CHARGE_LIMIT_MESSAGES.tooMany },
  'payment:account': { limit: 20, windowSeconds: HOUR, per: 'subject', over: 'refuse', message: CHARGE_LIMIT_MESSAGES.tooMany },
  /**
   * Declined charges from one address (checkout and payments together): card testing. Counted
   * before the charge and refunded when it is approved. After DECLINES_BEFORE_GENERIC the
   * exact reason gives way to CHARGE_LIMIT_MESSAGES.genericDecline; beyond the limit, 429.
   */
  'decline:address': { limit: 5, windowSeconds: HOUR, per: 'address', over: 'refuse', message: CHARGE_LIMIT_MESSAGES.tooMany },
}

/** Failed guesses per address and email while the email is under attack from many addresses. */
export const SIGN_IN_UNDER_ATTACK = 2

/** Declines one address sees with their exact reason; later ones get the generic message. */
export const DECLINES_BEFORE_GENERIC = 2

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

/** A window just counted (the upsert's answer) and whether its count is beyond `limit`. */
export function isOver(row: WindowRow, limit: number): boolean {
  return row.count > limit
}

export type Counted = { bucket: RateLimitBucket; row: WindowRow }

export type Verdict = { refuse?: { bucket: RateLimitBucket; retryAfter: number }; quiet: boolean }

/**
 * What the counts just taken mean: refuse when any 'refuse' bucket is beyond its limit (with the
 * longest wait of them), quiet when a 'quiet' one is. `limits` may tighten a bucket's limit for
 * this call (sign-in under attack).
 */
export function verdictOf(counted: readonly Counted[], nowSeconds: number, limits: Partial<Record<RateLimitBucket, number>> = {}): Verdict {
  let refuse: Verdict['refuse']
  let quiet = false
  for (const { bucket, row } of counted) {
    const rule = RATE_LIMITS[bucket]
    if (!isOver(row, limits[bucket] ?? rule.limit)) continue
    if (rule.over === 'quiet') quiet = true
    if (rule.over !== 'refuse') continue
    const retryAfter = secondsLeft(row, rule, nowSeconds)
    if (!refuse || retryAfter > refuse.retryAfter) refuse = { bucket, retryAfter }
  }
  return { refuse, quiet }
}

/**
 * The allowance of one address for one email: 5 failed guesses per window, 2 once the email has
 * had more than 50 failures from anywhere. Never 0, so no stranger can lock the owner out.
 */
export function signInAllowance(emailFailures: number): number {
  const pair = RATE_LIMITS['sign-in:address-email'].limit
  return emailFailures > RATE_LIMITS['sign-in:email'].limit ? Math.min(pair, SIGN_IN_UNDER_ATTACK) : pair
}

/** True when a charge from this address should answer the generic decline message. */
export function genericDecline(declines: number): boolean {
  return declines > DECLINES_BEFORE_GENERIC
}

/**
 * SHA-256 of who, where, what: the table never holds an address or email in clear. The address
 * is '*' for buckets counted per subject from anywhere, the subject '' where the address alone is.
 */
export function rateLimitKey(ip: string, companyId: number, bucket: RateLimitBucket, subject: string): Promise<string> {
  return sha256Hex(`${bucket}\n${companyId}\n${ip}\n${subject.trim().toLowerCase()}`)
}

/** The key's parts for one bucket: its scope decides whether the address and the subject are in it. */
export function keyParts(bucket: RateLimitBucket, ip: string, subject: string): { ip: string; subject: string } {
  const { per } = RATE_LIMITS[bucket]
  return { ip: per === 'subject' ? '*' : ip, subject: per === 'address' ? '' : subject }
}
