import { and, asc, count, eq, gt, lte } from 'drizzle-orm'
import { clientIp } from '../middleware/rate-limit.ts'
import { publicWriteAttempts } from '../db/schema.ts'
import { sha256Hex } from '../hash.ts'
import type { Db } from '../middleware/tenant.ts'

/**
 * A sliding-window limit on anonymous writes (memories and their photos), per client and
 * funeral home. Every attempt that passed validation counts, honeypot catches included, so a
 * bot is slowed the same way a person would be.
 */
export type WriteLimit = { scope: string; limit: number; windowSeconds: number }

export const MEMORY_POST_LIMIT: WriteLimit = { scope: 'memory', limit: 5, windowSeconds: 10 * 60 }
export const MEMORY_PHOTO_LIMIT: WriteLimit = { scope: 'memory-photo', limit: 10, windowSeconds: 10 * 60 }

/**
 * The caller's address: CF-Connecting-IP only (set by Cloudflare's edge and passed on by the BFF,
 * bff/upstream.ts), else 'unknown' (then all such callers share one allowance, which errs on
 * the side of fewer posts). Never X-Forwarded-For: anyone can write it, and a new value per
 * post would open a fresh allowance each time (the same rule as sign-in, middleware/rate-limit.ts).
 */
export function clientAddress(headers: Headers): string {
  return clientIp(headers).slice(0, 64)
}

/** SHA-256 of the address and the company: the table never holds an address. */
export function clientHash(address: string, companyId: number): Promise<string> {
  return sha256Hex(new TextEncoder().encode(`public-write\n${companyId}\n${address}`) as Uint8Array<ArrayBuffer>)
}

/**
 * Given how many attempts fall in the window and when the oldest of them was, whether another
 * is allowed now, or how many seconds until the oldest leaves the window (Retry-After, ≥ 1).
 */
export function retryAfterSeconds(recent: number, oldestAt: string | undefined, limit: WriteLimit, now: Date): number | undefined {
  if (recent < limit.limit || !oldestAt) return undefined
  const frees = Date.parse(oldestAt) + limit.windowSeconds * 1000
  return Math.max(1, Math.ceil((frees - now.getTime()) / 1000))
}

/**
 * Records an attempt unless the client is over its limit; answers the Retry-After seconds when
 * it is. Old rows of this company and scope are pruned on the way.
 */
export async function takeAttempt(
  db: Db,
  companyId: number,
  hash: string,
  limit: WriteLimit,
  now = new Date(),
): Promise<number | undefined> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString()
  const mine = and(
    eq(publicWriteAttempts.companyId, companyId),
    eq(publicWriteAttempts.scope, limit.scope),
    eq(publicWriteAttempts.clientHash, hash),
    gt(publicWriteAttempts.createdAt, since),
  )
  const [counted, oldest] = await db.batch([
    db.select({ n: count() }).from(publicWriteAttempts).where(mine),
    db
      .select({ at: publicWriteAttempts.createdAt })
      .from(publicWriteAttempts)
      .where(mine)
      .orderBy(asc(publicWriteAttempts.createdAt))
      .limit(1),
  ])
  const wait = retryAfterSeconds(counted[0]?.n ?? 0, oldest[0]?.at, limit, now)
  if (wait !== undefined) return wait
  await db.batch([
    db.insert(publicWriteAttempts).values({ companyId, scope: limit.scope, clientHash: hash, createdAt: now.toISOString() }),
    db
      .delete(publicWriteAttempts)
      .where(
        and(
          eq(publicWriteAttempts.companyId, companyId),
          eq(publicWriteAttempts.scope, limit.scope),
          lte(publicWriteAttempts.createdAt, since),
        ),
      ),
  ])
  return undefined
}
