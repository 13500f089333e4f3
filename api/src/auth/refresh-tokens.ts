import { and, eq, isNull } from 'drizzle-orm'
import { refreshTokens } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { REFRESH_TOKEN_TTL_SECONDS, hashRefreshToken, newRefreshToken } from './tokens.ts'
import { bumpTokenVersion } from './users.ts'

/** A refresh token as handed to the caller, once; the database only ever sees its hash. */
export type IssuedRefreshToken = { token: string; expiresAt: Date }

type Owner = { userId: number; companyId: number }

type PreparedToken = IssuedRefreshToken & { row: typeof refreshTokens.$inferInsert }

async function prepare(owner: Owner, familyId: string, now: Date): Promise<PreparedToken> {
  const token = newRefreshToken()
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000)
  const row = {
    id: crypto.randomUUID(),
    userId: owner.userId,
    companyId: owner.companyId,
    tokenHash: await hashRefreshToken(token),
    familyId,
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
  }
  return { token, expiresAt, row }
}

/** The first token of a new family (a sign-in or sign-up). */
export async function createRefreshToken(db: Db, owner: Owner, now = new Date()): Promise<IssuedRefreshToken> {
  const { token, expiresAt, row } = await prepare(owner, crypto.randomUUID(), now)
  await db.insert(refreshTokens).values(row)
  return { token, expiresAt }
}

async function findByToken(db: Db, companyId: number, token: string) {
  const rows = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.companyId, companyId), eq(refreshTokens.tokenHash, await hashRefreshToken(token))))
    .limit(1)
  return rows[0]
}

async function revokeFamily(db: Db, companyId: number, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(refreshTokens.companyId, companyId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
}

/**
 * A used or revoked refresh token came back: someone holds a copy. The family is revoked, and the
 * user's access tokens end at once too (their token version), so a thief who refreshed once keeps
 * no access token for its remaining minutes. The owner's other devices get a new one by their own
 * refresh tokens, which stay valid.
 */
async function endStolenFamily(db: Db, companyId: number, token: TokenRow, now: Date): Promise<void> {
  await revokeFamily(db, companyId, token.familyId, now)
  await bumpTokenVersion(db, companyId, token.userId)
}

export type Rotated = IssuedRefreshToken & { userId: number }

/**
 * How long a just-rotated refresh token may still be presented. The BFF runs in many isolates:
 * two requests of one browser can each refresh with the same cookie at once, and treating the
 * loser as theft would sign a grieving family out at random. Within this window the late one gets
 * a sibling token of the same family; after it, reuse revokes the family.
 */
export const REUSE_GRACE_SECONDS = 10

type TokenRow = typeof refreshTokens.$inferSelect

/** True when `token` was rotated (not revoked) less than REUSE_GRACE_SECONDS ago. */
async function rotatedJustNow(db: Db, companyId: number, token: TokenRow, now: Date): Promise<boolean> {
  if (token.revokedAt !== null || token.replacedBy === null) return false
  const rows = await db
    .select({ createdAt: refreshTokens.createdAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.companyId, companyId), eq(refreshTokens.id, token.replacedBy)))
    .limit(1)
  const successor = rows[0]
  if (!successor || successor.revokedAt !== null) return false
  return now.getTime() - Date.parse(successor.createdAt) < REUSE_GRACE_SECONDS * 1000
}

/** A new token in `token`'s family, leaving `token` as it is (the grace case). */
async function issueSibling(db: Db, companyId: number, token: TokenRow, now: Date): Promise<Rotated> {
  const next = await prepare({ userId: token.userId, companyId }, token.familyId, now)
  await db.insert(refreshTokens).values(next.row)
  return { token: next.token, expiresAt: next.expiresAt, userId: token.userId }
}

/**
 * Swaps a live refresh token for the next of its family. Undefined when the token is unknown
 * (or another company's), expired, revoked or already used. An already used or revoked token
 * coming back means someone holds a copy: the whole family is revoked, so the thief's and the
 * owner's newer tokens both stop working and the owner signs in again, except within
 * REUSE_GRACE_SECONDS of its rotation (two refreshes racing), which get a sibling token.
 */
export async function rotateRefreshToken(db: Db, companyId: number, presented: string, now = new Date()): Promise<Rotated | undefined> {
  const current = await findByToken(db, companyId, presented)
  if (!current) return undefined
  if (Date.parse(current.expiresAt) <= now.getTime() && current.replacedBy === null) return undefined
  if (current.replacedBy !== null || current.revokedAt !== null) {
    if (await rotatedJustNow(db, companyId, current, now)) return issueSibling(db, companyId, current, now)
    await endStolenFamily(db, companyId, current, now)
    return undefined
  }

  // The successor exists before the old token points at it, so a racing refresh that finds the
  // old token rotated always finds its successor too. Then a conditional update claims the old
  // token: of two refreshes racing with it only one matches; the other drops its successor and
  // takes the grace path.
  const next = await prepare({ userId: current.userId, companyId }, current.familyId, now)
  await db.insert(refreshTokens).values(next.row)
  const claimed = await db
    .update(refreshTokens)
    .set({ replacedBy: next.row.id })
    .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.replacedBy), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id })
  if (claimed.length === 0) {
    await db.delete(refreshTokens).where(eq(refreshTokens.id, next.row.id))
    const reread = await findByToken(db, companyId, presented)
    if (reread && (await rotatedJustNow(db, companyId, reread, now))) return issueSibling(db, companyId, reread, now)
    await endStolenFamily(db, companyId, current, now)
    return undefined
  }
  return { token: next.token, expiresAt: next.expiresAt, userId: current.userId }
}

/**
 * Sign-out: ends the session the token belongs to (its whole family). Answers the id of the
 * token's owner, so the caller can end their access tokens too; unknown tokens are a no-op
 * (undefined).
 */
export async function revokeRefreshTokenFamily(
  db: Db,
  companyId: number,
  presented: string,
  now = new Date(),
): Promise<number | undefined> {
  const current = await findByToken(db, companyId, presented)
  if (!current) return undefined
  await revokeFamily(db, companyId, current.familyId, now)
  return current.userId
}
