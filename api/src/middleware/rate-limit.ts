import { eq, lte, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { TOO_MANY_ATTEMPTS } from '#contract/auth.ts'
import { sha256Hex } from '../hash.ts'
import { rateLimits } from '../db/schema.ts'
import type { Db } from './tenant.ts'

/**
 * Fixed-window attempt limits on D1, for the calls a script would hammer: guessing passwords,
 * making accounts, mailing reset links. D1 is the one store every isolate shares; a window row
 * is one upsert, so two isolates counting at once never lose a count.
 */
export type RateLimitBucket = 'sign-in' | 'sign-in-account' | 'sign-up' | 'password-reset'

export type RateLimit = {
  limit: number
  windowSeconds: number
  /** Counted per email whatever the address: guessing one account's password from many addresses. */
  anyAddress?: true
}

export const RATE_LIMITS: Readonly<Record<RateLimitBucket, RateLimit>> = {
  /** Failed sign-ins only: a family member who signs in often is never locked out. */
  'sign-in': { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins of one account from anywhere. Higher, since a stranger can spend it and keep
   * the owner out for a quarter of an hour; without it, rotating addresses would guess forever.
   */
  'sign-in-account': { limit: 50, windowSeconds: 15 * 60, anyAddress: true },
  'sign-up': { limit: 10, windowSeconds: 60 * 60 },
  /** Every request, known email or not: a mailbox is not flooded with reset links. */
  'password-reset': { limit: 5, windowSeconds: 60 * 60 },
}

/** The longest window: rows older than it count for nothing and may be purged. */
export const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowSeconds))

/**
 * The caller's IP as Cloudflare's edge reports it (CF-Connecting-IP: the edge overwrites any
 * value a client sends), else 'unknown', and then the limits hold per email only. Never
 * X-Forwarded-For: a client can write anything there, and a new value per attempt would open a
 * fresh window each time.
 */
export function clientIp(headers: Headers): string {
  return headers.get('CF-Connecting-IP')?.trim().slice(0, 64) || 'unknown'
}

export type WindowRow = { windowStart: number; count: number }

/** True when a window opened at `windowStart` is over at `nowSeconds` (its count no longer applies). */
export function windowOver(windowStart: number, limit: RateLimit, nowSeconds: number): boolean {
  return windowStart + limit.windowSeconds <= nowSeconds
}

/** Seconds until the window ends (at least 1), for Retry-After; undefined while within the limit. */
export function blockedFor(row: WindowRow | undefined, limit: RateLimit, nowSeconds: number): number | undefined {
  if (!row || windowOver(row.windowStart, limit, nowSeconds) || row.count < limit.limit) return undefined
  return Math.max(1, row.windowStart + limit.windowSeconds - nowSeconds)
}

/** SHA-256 of who, where, what: the table never holds an address or email in clear. */
export function rateLimitKey(ip: string, companyId: number, bucket: RateLimitBucket, subject: string): Promise<string> {
  return sha256Hex(`${bucket}\n${companyId}\n${ip}\n${subject.trim().toLowerCase()}`)
}

type Ctx = Context

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000)

async function keyOf(c: Ctx, bucket: RateLimitBucket, subject: string) {
  const ip = RATE_LIMITS[bucket].anyAddress ? '*' : clientIp(c.req.raw.headers)
  return rateLimitKey(ip, c.var.company.id, bucket, subject)
}

function tooMany(c: Ctx, seconds: number): ApiError {
  // Set on the context, so the error envelope onError builds carries it too.
  c.header('Retry-After', String(seconds))
  return new ApiError(429, 'Too Many Requests', { message: TOO_MANY_ATTEMPTS })
}

async function readWindow(db: Db, key: string): Promise<WindowRow | undefined> {
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1)
  return rows[0]
}

/** Adds one attempt to the key's window (opening a new one when the last is over); answers the window. */
async function bump(db: Db, key: string, limit: RateLimit, now: number): Promise<WindowRow> {
  const stale = now - limit.windowSeconds
  // SQLite evaluates both SET expressions against the row as it was, so they agree on "stale".
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${stale} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${stale} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count })
  const row = rows[0]
  if (!row) throw new Error('rate-limit: the upsert returned no row')
  return row
}

/** 429 when the key's window is already full; counts nothing (sign-in counts only failures). */
export async function assertWithinLimit(c: Ctx, bucket: RateLimitBucket, subject: string, now = new Date()): Promise<void> {
  const limit = RATE_LIMITS[bucket]
  const wait = blockedFor(await readWindow(c.var.db, await keyOf(c, bucket, subject)), limit, nowSeconds(now))
  if (wait !== undefined) throw tooMany(c, wait)
}

/** Counts one attempt (a failed sign-in). */
export async function countAttempt(c: Ctx, bucket: RateLimitBucket, subject: string, now = new Date()): Promise<void> {
  await bump(c.var.db, await keyOf(c, bucket, subject), RATE_LIMITS[bucket], nowSeconds(now))
}

/** Counts one attempt and answers 429 when it is beyond the limit (sign-up, reset requests). */
export async function takeAttempt(c: Ctx, bucket: RateLimitBucket, subject: string, now = new Date()): Promise<void> {
  const limit = RATE_LIMITS[bucket]
  const at = nowSeconds(now)
  const row = await bump(c.var.db, await keyOf(c, bucket, subject), limit, at)
  if (row.count > limit.limit) throw tooMany(c, Math.max(1, row.windowStart + limit.windowSeconds - at))
}

/** Drops windows that are over (the scheduled purge). */
export async function purgeRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowStart, nowSeconds(now) - LONGEST_WINDOW_SECONDS))
}
