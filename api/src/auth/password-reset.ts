import { and, eq, gt, isNull, lte, or, isNotNull } from 'drizzle-orm'
import { PASSWORD_RESET_TTL_SECONDS } from '#contract/auth.ts'
import { passwordResetTokens, refreshTokens, users } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { hashRefreshToken, newRefreshToken } from './tokens.ts'
import { bumpTokenVersion } from './users.ts'

/**
 * Password reset links: a random token (256 bits, base64url) mailed once; the database keeps
 * its SHA-256 only. A token works once and for PASSWORD_RESET_TTL_SECONDS.
 */

export type IssuedResetToken = { token: string; expiresAt: Date }

/** A new reset token of the user; `ttlSeconds` longer than the hour for a staff invitation's link (it chooses the first password). */
export async function createPasswordResetToken(
  db: Db,
  owner: { companyId: number; userId: number },
  now = new Date(),
  ttlSeconds = PASSWORD_RESET_TTL_SECONDS,
): Promise<IssuedResetToken> {
  const token = newRefreshToken()
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000)
  await db.insert(passwordResetTokens).values({
    companyId: owner.companyId,
    userId: owner.userId,
    tokenHash: await hashRefreshToken(token),
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
  })
  return { token, expiresAt }
}

export type ResetTokenState = { kind: 'live'; userId: number; expiresAt: string } | { kind: 'unknown' | 'used' | 'expired' }

type ResetRow = Pick<typeof passwordResetTokens.$inferSelect, 'userId' | 'expiresAt' | 'usedAt'>

/** What a stored reset token (or none) allows at `now`; pure, so the rules have unit tests. */
export function resetTokenState(row: ResetRow | undefined, now: Date): ResetTokenState {
  if (!row) return { kind: 'unknown' }
  if (row.usedAt !== null) return { kind: 'used' }
  if (Date.parse(row.expiresAt) <= now.getTime()) return { kind: 'expired' }
  return { kind: 'live', userId: row.userId, expiresAt: row.expiresAt }
}

export async function findResetToken(db: Db, companyId: number, token: string, now = new Date()): Promise<ResetTokenState> {
  const rows = await db
    .select({ userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.companyId, companyId), eq(passwordResetTokens.tokenHash, await hashRefreshToken(token))))
    .limit(1)
  return resetTokenState(rows[0], now)
}

/**
 * Uses a live token: one conditional update claims it, so of two submissions racing with one
 * link only one sets a password. Then the new hash, the user's other reset links spent, every
 * refresh token of the user revoked and their token version bumped, which ends every access
 * token at once (a reset after a suspected break-in signs everyone out now, not in 15 minutes),
 * in one batch. Answers the token's state before the claim, 'live' on success.
 */
export async function resetPassword(
  db: Db,
  companyId: number,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<ResetTokenState> {
  const at = now.toISOString()
  const tokenHash = await hashRefreshToken(token)
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.companyId, companyId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .returning({ userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt })
  const claim = claimed[0]
  if (!claim) return findResetToken(db, companyId, token, now)
  const { userId } = claim
  await db.batch([
    db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.companyId, companyId), eq(users.id, userId))),
    db
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.companyId, companyId), eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt))),
    db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.companyId, companyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
    bumpTokenVersion(db, companyId, userId),
  ])
  return { kind: 'live', userId, expiresAt: claim.expiresAt }
}

/** Drops reset tokens that can no longer be used (the scheduled purge). */
export async function purgeResetTokens(db: Db, now = new Date()): Promise<void> {
  const at = now.toISOString()
  await db.delete(passwordResetTokens).where(or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, at)))
}
