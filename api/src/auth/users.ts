import { and, eq, sql } from 'drizzle-orm'
import type { SessionUser } from '#contract/auth.ts'
import { users } from '../db/schema.ts'
import type { Db } from '../db/client.ts'

export type UserRow = typeof users.$inferSelect

/** Emails are compared lowercased: `Ann@X.example` and `ann@x.example` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A staff account made before roles existed (staff_role null) is the home's owner: it could already do everything. */
export function toSessionUser(row: UserRow): SessionUser {
  const staffRole = row.role === 'staff' ? (row.staffRole ?? 'owner') : null
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, role: row.role, staffRole }
}

/** An account the owner disabled: it signs in no more and its tokens stop at once. */
export function isDisabled(row: Pick<UserRow, 'disabledAt'>): boolean {
  return row.disabledAt !== null
}

export async function findUserByEmail(db: Db, companyId: number, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, normalizeEmail(email))))
    .limit(1)
  return rows[0]
}

export async function findUserById(db: Db, companyId: number, id: number): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1)
  return rows[0]
}

export type NewUser = Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role'>

/**
 * Inserts the account, or answers undefined when the company already has the email. The
 * unique index decides (no check-then-insert), so two sign-ups racing cannot both win.
 */
export async function createUser(db: Db, companyId: number, user: NewUser): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values({ ...user, companyId, email: normalizeEmail(user.email) })
    .onConflictDoNothing({ target: [users.companyId, users.email] })
    .returning()
  return rows[0]
}

/**
 * Ends every access token of the user at once (sign-out, password reset): the auth middleware
 * refuses a token whose `ver` is not the user's current token version. Refresh tokens are
 * revoked separately; a device whose refresh token still lives gets a new access token by it.
 */
export function bumpTokenVersion(db: Db, companyId: number, userId: number) {
  return db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
}

/**
 * Replaces the stored hash by a new one of the same password (argon2id in place of an old PBKDF2
 * hash, decision 047), only while the row still holds `from`: a password reset or another sign-in
 * that got there first is never overwritten. Sessions and tokens are untouched (same password).
 */
export async function replacePasswordHash(db: Db, companyId: number, userId: number, from: string, to: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: to })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), eq(users.passwordHash, from)))
}
