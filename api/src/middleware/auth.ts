import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ApiError } from '#contract/errors.ts'
import type { SessionUser } from '#contract/auth.ts'
import { authConfig } from '../auth/config.ts'
import { verifyAccessToken } from '../auth/tokens.ts'
import { findUserById, isDisabled, toSessionUser } from '../auth/users.ts'
import { STAFF_ROLE_REFUSED, staffMay, type StaffArea } from '#contract/staff-roles.ts'
import type { ApiBindings } from '../env.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in user, set by `requireUser` / `requireStaff` (after `tenant`). */
    user: SessionUser
  }
}

type Env = { Bindings: ApiBindings }

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/-]+=*)[ \t]*$/i

function unauthorized(message: string): ApiError {
  return new ApiError(401, undefined, { message })
}

/**
 * The user a valid access token names, re-read from the database: a deleted account, a changed
 * role or an ended session counts at once rather than when the token expires. The token's `ver`
 * must be the user's current token version, which sign-out and a password reset bump (issue 16),
 * so a copied access token dies with the session it came from. The token must belong to the
 * tenant of this request (X-Host), so one funeral home's token is worthless at another.
 *
 * Cost: one read of one row by primary key per authenticated call (the same read that catches a
 * deleted account; the version is a column of it, so checking it adds no query). On D1 that is a
 * sub-millisecond indexed lookup next to the call's own queries: fine, no cache wanted (a cached
 * version would let an ended token live on for the cache's lifetime).
 */
async function authenticate(c: Context<Env>): Promise<SessionUser> {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1]
  if (!token) throw unauthorized('Sign in to continue')
  const claims = await verifyAccessToken(token, authConfig(c.env).secret)
  const { db, company } = c.var
  if (!claims || claims.companyId !== company.id) throw unauthorized('The access token is invalid or has expired')
  const user = await findUserById(db, company.id, claims.userId)
  if (!user || user.tokenVersion !== claims.tokenVersion || isDisabled(user))
    throw unauthorized('The access token is invalid or has expired')
  return toSessionUser(user)
}

/**
 * The signed-in user when the call carries a valid bearer token for this company, else undefined
 * (no token, or one that is invalid, expired or ended): for answers that differ for members but
 * must not tell anyone else why (private media is a 404, never a 401).
 */
export async function optionalUser(c: Context<Env>): Promise<SessionUser | undefined> {
  if (!c.req.header('Authorization')) return undefined
  return authenticate(c).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 401) return undefined
    throw error
  })
}

/** 401 without a valid bearer token for this company; sets `c.var.user`. */
export const requireUser = createMiddleware<Env>(async function requireUser(c, next) {
  c.set('user', await authenticate(c))
  await next()
})

/** As `requireUser`, then 403 unless the user has `role`. */
export function requireRole(role: SessionUser['role']) {
  return createMiddleware<Env>(async function requireRoleMiddleware(c, next) {
    const user = await authenticate(c)
    if (user.role !== role) throw new ApiError(403, undefined, { message: `Only ${role} may do this` })
    c.set('user', user)
    await next()
  })
}

/** Staff of any role: calls every staff member may make (the outbox in local development). */
export const requireStaff = requireRole('staff')

/**
 * Staff whose role may work in `area` (contract/staff-roles.ts): 401 signed out, 403 with the
 * role's refusal for a family account or a staff role without the area. Every studio call names
 * its area, so the role x call matrix is one table (tests/integration/api/studio-roles.test.ts).
 */
export function requireStaffFor(area: StaffArea) {
  return createMiddleware<Env>(async function requireStaffForMiddleware(c, next) {
    const user = await authenticate(c)
    if (!staffMay(user.staffRole, area)) throw new ApiError(403, undefined, { message: STAFF_ROLE_REFUSED })
    c.set('user', user)
    await next()
  })
}
