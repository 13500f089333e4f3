import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import {
  RefreshBodySchema,
  SignInBodySchema,
  SignOutBodySchema,
  SignUpBodySchema,
  UPSTREAM_AUTH_PATHS,
  type AuthResult,
  type Session,
  type SessionUser,
} from '../../../contract/auth.ts'
import { ApiError } from '../../../contract/errors.ts'
import { authConfig } from '../auth/config.ts'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { createRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken, type IssuedRefreshToken } from '../auth/refresh-tokens.ts'
import { signAccessToken } from '../auth/tokens.ts'
import { createUser, findUserById, findUserByEmail, toSessionUser } from '../auth/users.ts'
import type { ApiBindings } from '../env.ts'
import { requireUser } from '../middleware/auth.ts'
import { validate } from '../validate.ts'

/**
 * Family-portal authentication (paths: contract/auth.ts). Tokens go to the BFF only, which keeps
 * them in httpOnly cookies. Every lookup is scoped to the tenant from X-Host.
 */
export const auth = new Hono<{ Bindings: ApiBindings }>()

/** One answer for an unknown email and a wrong password: nothing tells which it was. */
const BAD_CREDENTIALS = 'The email or password is incorrect'
const BAD_REFRESH_TOKEN = 'The refresh token is invalid or has expired'

/** Answers carry tokens or who is signed in: no cache (shared or private) may keep them. */
const noStore = createMiddleware(async function noStore(c, next) {
  await next()
  c.header('Cache-Control', 'no-store')
})

async function authResult(secret: string, user: SessionUser, companyId: number, refresh: IssuedRefreshToken): Promise<AuthResult> {
  const access = await signAccessToken({ userId: user.id, companyId, role: user.role }, secret)
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshToken: refresh.token,
    refreshTokenExpiresAt: refresh.expiresAt.toISOString(),
    user,
  }
}

auth.post(UPSTREAM_AUTH_PATHS.signIn, noStore, validate('json', SignInBodySchema), async (c) => {
  const { email, password } = c.req.valid('json')
  const { db, company } = c.var
  const secret = authConfig(c.env).secret
  const user = await findUserByEmail(db, company.id, email)
  // Runs the KDF even without a user (against a decoy), so the time taken does not tell either.
  const matches = await verifyPassword(password, user?.passwordHash)
  if (!user || !matches) throw new ApiError(401, undefined, { message: BAD_CREDENTIALS })
  const refresh = await createRefreshToken(db, { userId: user.id, companyId: company.id })
  return c.json(await authResult(secret, toSessionUser(user), company.id, refresh), 200)
})

auth.post(UPSTREAM_AUTH_PATHS.signUp, noStore, validate('json', SignUpBodySchema), async (c) => {
  // `invitationToken` is only checked for its shape (by the schema) for now: linking the new
  // account to the invited case comes with invitations, a later issue.
  const { email, password, firstName, lastName } = c.req.valid('json')
  const { db, company } = c.var
  const secret = authConfig(c.env).secret
  const passwordHash = await hashPassword(password)
  // Public sign-up only ever makes family accounts; staff accounts are made by the funeral home.
  const user = await createUser(db, company.id, { email, passwordHash, firstName, lastName, role: 'family' })
  if (!user) {
    throw new ApiError(409, 'Conflict', { message: 'An account with this email already exists. Sign in instead.' })
  }
  const refresh = await createRefreshToken(db, { userId: user.id, companyId: company.id })
  return c.json(await authResult(secret, toSessionUser(user), company.id, refresh), 201)
})

auth.post(UPSTREAM_AUTH_PATHS.refresh, noStore, validate('json', RefreshBodySchema), async (c) => {
  const { refreshToken } = c.req.valid('json')
  const { db, company } = c.var
  const secret = authConfig(c.env).secret
  const rotated = await rotateRefreshToken(db, company.id, refreshToken)
  if (!rotated) throw new ApiError(401, undefined, { message: BAD_REFRESH_TOKEN })
  const user = await findUserById(db, company.id, rotated.userId)
  if (!user) throw new ApiError(401, undefined, { message: BAD_REFRESH_TOKEN })
  return c.json(await authResult(secret, toSessionUser(user), company.id, rotated), 200)
})

auth.post(UPSTREAM_AUTH_PATHS.signOut, noStore, validate('json', SignOutBodySchema), async (c) => {
  const { refreshToken } = c.req.valid('json')
  const { db, company } = c.var
  // 204 whether or not the token was known: signing out twice is not an error, and the answer
  // does not tell a caller whether a token they guessed exists.
  await revokeRefreshTokenFamily(db, company.id, refreshToken)
  return c.body(null, 204)
})

auth.get(UPSTREAM_AUTH_PATHS.session, noStore, requireUser, (c) => {
  const session: Session = { user: c.var.user }
  return c.json(session, 200)
})
