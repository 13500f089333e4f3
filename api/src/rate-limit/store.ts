import { eq, lte, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { rateLimits } from '../db/schema.ts'
import type { Db } from '../middleware/tenant.ts'
import {
  blockedFor,
  clientIp,
  LONGEST_WINDOW_SECONDS,
  RATE_LIMITS,
  rateLimitKey,
  secondsLeft,
  type RateLimit,
  type RateLimitBucket,
  type WindowRow,
} from './rules.ts'

/**
 * The attempt counters in D1 (`rate_limits`): a window row is one upsert, so two isolates
 * counting at once never lose a count. Callers pick one of three uses: sign-in checks first and
 * counts only failures (`assertWithinLimit`, `countAttempt`); everything else counts every
 * attempt (`takeAttempt`).
 */

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000)

function keyOf(c: Context, bucket: RateLimitBucket, subject: string): Promise<string> {
  const ip = RATE_LIMITS[bucket].anyAddress ? '*' : clientIp(c.req.raw.headers)
  return rateLimitKey(ip, c.var.company.id, bucket, subject)
}

function tooMany(c: Context, limit: RateLimit, seconds: number): ApiError {
  // Set on the context, so the error envelope onError builds carries it too.
  c.header('Retry-After', String(seconds))
  return new ApiError(429, 'Too Many Requests', { message: limit.message })
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
export async function assertWithinLimit(c: Context, bucket: RateLimitBucket, subject: string, now = new Date()): Promise<void> {
  const limit = RATE_LIMITS[bucket]
  const wait = blockedFor(await readWindow(c.var.db, await keyOf(c, bucket, subject)), limit, nowSeconds(now))
  if (wait !== undefined) throw tooMany(c, limit, wait)
}

/** Counts one attempt (a failed sign-in). */
export async function countAttempt(c: Context, bucket: RateLimitBucket, subject: string, now = new Date()): Promise<void> {
  await bump(c.var.db, await keyOf(c, bucket, subject), RATE_LIMITS[bucket], nowSeconds(now))
}

/**
 * Counts one attempt and answers 429 when it is beyond the limit (sign-up, reset requests,
 * memory posts). `subject` is empty where the client alone is counted.
 */
export async function takeAttempt(c: Context, bucket: RateLimitBucket, subject = '', now = new Date()): Promise<void> {
  const limit = RATE_LIMITS[bucket]
  const at = nowSeconds(now)
  const row = await bump(c.var.db, await keyOf(c, bucket, subject), limit, at)
  if (row.count > limit.limit) throw tooMany(c, limit, secondsLeft(row, limit, at))
}

/** Drops windows that are over (the scheduled purge). */
export async function purgeRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowStart, nowSeconds(now) - LONGEST_WINDOW_SECONDS))
}
