import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { rateLimits } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import {
  clientIp,
  keyParts,
  LONGEST_WINDOW_SECONDS,
  RATE_LIMITS,
  rateLimitKey,
  verdictOf,
  type Counted,
  type RateLimitBucket,
  type WindowRow,
} from './rules.ts'

/**
 * The attempt counters in D1 (`rate_limits`). Counting is one statement per key, an upsert that
 * adds the attempt and RETURNS the window's new count: SQLite runs it atomically, so two
 * isolates counting at once get different counts and never both pass the last place. Nothing
 * reads a count apart from adding to it (decision 018).
 */

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000)

/** Adds one attempt to the key's window (opening a new one when the last is over); answers the window. */
async function bump(db: Db, key: string, windowSeconds: number, now: number): Promise<WindowRow> {
  const stale = now - windowSeconds
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

/** Takes one attempt back from the window it was counted in (not from a newer one). */
async function unbump(db: Db, key: string, windowStart: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)))
}

function tooMany(c: Context, bucket: RateLimitBucket, seconds: number): ApiError {
  // Set on the context, so the error envelope onError builds carries it too.
  c.header('Retry-After', String(seconds))
  return new ApiError(429, 'Too Many Requests', { message: RATE_LIMITS[bucket].message })
}

/** One bucket to count in, with its subject (an email, or `user:<id>` for an account); none for the address alone. */
export type Attempt = readonly [bucket: RateLimitBucket, subject?: string]

export type Taken = {
  /** The windows as this attempt left them. */
  counted: readonly Counted[]
  /** A 'quiet' bucket is beyond its limit: answer as usual, but leave out the effect (the mail). */
  quiet: boolean
  /** Takes this attempt back (it did no harm: a right password, an approved card). */
  refund: () => Promise<void>
}

export type TakeOptions = {
  /** Tightened limits for this call, from the counts just taken (sign-in under attack). */
  limits?: (counted: readonly Counted[]) => Partial<Record<RateLimitBucket, number>>
  now?: Date
}

/**
 * Counts one attempt in every bucket given, all at once, then decides on the counts the upserts
 * answered: 429 with Retry-After when a 'refuse' bucket is beyond its limit. An empty subject
 * (a memory posted without an email) is not counted per subject.
 */
export async function takeAttempt(c: Context, attempts: readonly Attempt[], options: TakeOptions = {}): Promise<Taken> {
  const db: Db = c.var.db
  const companyId: number = c.var.company.id
  const at = nowSeconds(options.now ?? new Date())
  const ip = clientIp(c.req.raw.headers)
  const wanted = attempts.filter(([bucket, subject]) => RATE_LIMITS[bucket].per === 'address' || (subject ?? '').trim() !== '')
  const taken = await Promise.all(
    wanted.map(async ([bucket, subject = '']) => {
      const parts = keyParts(bucket, ip, subject)
      const key = await rateLimitKey(parts.ip, companyId, bucket, parts.subject)
      return { bucket, key, row: await bump(db, key, RATE_LIMITS[bucket].windowSeconds, at) }
    }),
  )
  const counted = taken.map(({ bucket, row }) => ({ bucket, row }))
  const verdict = verdictOf(counted, at, options.limits?.(counted))
  if (verdict.refuse) throw tooMany(c, verdict.refuse.bucket, verdict.refuse.retryAfter)
  return {
    counted,
    quiet: verdict.quiet,
    refund: async () => {
      await Promise.all(taken.map(({ key, row }) => unbump(db, key, row.windowStart)))
    },
  }
}

/** The count one bucket answered in `taken` (0 when it was not counted). */
export function countOf(taken: Pick<Taken, 'counted'>, bucket: RateLimitBucket): number {
  return taken.counted.find((t) => t.bucket === bucket)?.row.count ?? 0
}

/** Drops windows that are over (the scheduled purge). */
export async function purgeRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowStart, nowSeconds(now) - LONGEST_WINDOW_SECONDS))
}
