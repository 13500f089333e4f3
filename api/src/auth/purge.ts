import { and, eq, lte } from 'drizzle-orm'
import { refreshTokens } from '../db/schema.ts'
import type { Db } from '../db/client.ts'

/**
 * Deletes refresh tokens past their expiry: of one user (run on each of their sign-ins, so the
 * table never grows with a family's old sessions) or of everyone (the scheduled purge). An expired
 * token can do nothing a missing one cannot: both are a 401 at refresh.
 */
export async function purgeExpiredRefreshTokens(db: Db, now = new Date(), userId?: number): Promise<void> {
  const expired = lte(refreshTokens.expiresAt, now.toISOString())
  await db.delete(refreshTokens).where(userId === undefined ? expired : and(eq(refreshTokens.userId, userId), expired))
}
