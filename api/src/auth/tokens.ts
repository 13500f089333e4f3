import { sign, verify } from 'hono/jwt'
import { z } from 'zod'
import { UserRoleSchema, type SessionUser } from '#contract/auth.ts'
import { base64UrlEncode } from '#core/encoding.ts'
import { sha256Hex } from '../hash.ts'

/** Short, so a stolen access token is worth little; the BFF refreshes it. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
/** How long a signed-in family member stays signed in without coming back (each refresh restarts it). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60

const ALG = 'HS256'
const REFRESH_TOKEN_BYTES = 32

/** The claims we sign; `sub` is a string as RFC 7519 wants, the user's id in decimal. */
const AccessClaimsSchema = z.object({
  sub: z.string().regex(/^\d{1,15}$/),
  cid: z.number().int(),
  role: UserRoleSchema,
  /** The user's token version when it was signed (users.token_version); required, so older tokens count as ended. */
  ver: z.number().int().nonnegative(),
  iat: z.number().int(),
  // Required here although hono's verify only checks it when present: a token without one never expires.
  exp: z.number().int(),
})
export type AccessClaims = { userId: number; companyId: number; role: SessionUser['role']; tokenVersion: number }

export type IssuedAccessToken = { token: string; expiresAt: Date }

export async function signAccessToken(claims: AccessClaims, secret: string, now = new Date()): Promise<IssuedAccessToken> {
  const iat = Math.floor(now.getTime() / 1000)
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS
  const payload = { sub: String(claims.userId), cid: claims.companyId, role: claims.role, ver: claims.tokenVersion, iat, exp }
  const token = await sign(payload, secret, ALG)
  return { token, expiresAt: new Date(exp * 1000) }
}

/** The claims of a valid, unexpired token signed with `secret`, or undefined for anything else. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  try {
    const parsed = AccessClaimsSchema.safeParse(await verify(token, secret, ALG))
    if (!parsed.success) return undefined
    return { userId: Number(parsed.data.sub), companyId: parsed.data.cid, role: parsed.data.role, tokenVersion: parsed.data.ver }
  } catch {
    // Expired, bad signature, wrong algorithm, not a JWT: all just "no valid token".
    return undefined
  }
}

/** An opaque refresh token: 256 random bits, base64url. Only its hash is stored. */
export function newRefreshToken(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(REFRESH_TOKEN_BYTES)))
}

/**
 * SHA-256 (hex) of a refresh token, what the database keeps: a leaked table holds nothing a
 * caller could present. No salt or KDF needed, the token already has 256 bits of entropy.
 */
export function hashRefreshToken(token: string): Promise<string> {
  return sha256Hex(token)
}
