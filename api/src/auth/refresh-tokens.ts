import { and, eq, isNull } from 'drizzle-orm'
import { refreshTokens } from '../db/schema.ts'
import type { Db } from '../middleware/tenant.ts'
import { REFRESH_TOKEN_TTL_SECONDS, hashRefreshToken, newRefreshToken } from './tokens.ts'

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

export type Rotated = IssuedRefreshToken & { userId: number }

/**
 * Swaps a live refresh token for the next of its family. Undefined when the token is unknown
 * (or another company's), expired, revoked or already used. An already used or revoked token
 * coming back means someone holds a copy: the whole family is revoked, so the thief's and the
 * owner's newer tokens both stop working and the owner signs in again.
 */
export async function rotateRefreshToken(db: Db, companyId: number, presented: string, now = new Date()): Promise<Rotated | undefined> {
  const current = await findByToken(db, companyId, presented)
  if (!current) return undefined
  if (current.replacedBy !== null || current.revokedAt !== null) {
    await revokeFamily(db, companyId, current.familyId, now)
    return undefined
  }
  if (Date.parse(current.expiresAt) <= now.getTime()) return undefined

  const next = await prepare({ userId: current.userId, companyId }, current.familyId, now)
  // Claim the old token with a conditional update before adding the new one: of two refreshes
  // racing with the same token only one matches; the other is treated as reuse.
  const claimed = await db
    .update(refreshTokens)
    .set({ replacedBy: next.row.id })
    .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.replacedBy), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id })
  if (claimed.length === 0) {
    await revokeFamily(db, companyId, current.familyId, now)
    return undefined
  }
  await db.insert(refreshTokens).values(next.row)
  return { token: next.token, expiresAt: next.expiresAt, userId: current.userId }
}

/** Sign-out: ends the session the token belongs to (its whole family). Unknown tokens are a no-op. */
export async function revokeRefreshTokenFamily(db: Db, companyId: number, presented: string, now = new Date()): Promise<void> {
  const current = await findByToken(db, companyId, presented)
  if (current) await revokeFamily(db, companyId, current.familyId, now)
}
