import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import {
  PASSWORD_RESET_MESSAGES,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
  PasswordResetTokenSchema,
  passwordResetScreenPath,
  RefreshBodySchema,
  SignInBodySchema,
  SignOutBodySchema,
  SignUpBodySchema,
  UPSTREAM_AUTH_PATHS,
  type AuthResult,
  type PasswordResetStatus,
  type Session,
} from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { authConfig } from '../auth/config.ts'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { createPasswordResetToken, findResetToken, resetPassword, type ResetTokenState } from '../auth/password-reset.ts'
import { purgeExpiredRefreshTokens } from '../auth/purge.ts'
import { createRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken, type IssuedRefreshToken } from '../auth/refresh-tokens.ts'
import { signAccessToken } from '../auth/tokens.ts'
import { bumpTokenVersion, createUser, findUserById, findUserByEmail, toSessionUser, type UserRow } from '../auth/users.ts'
import { siteLink } from '../auth/site-link.ts'
import type { ApiBindings } from '../env.ts'
import { acceptInvitationForUser, previewInvitation } from '../family/invitations.ts'
import { sendMail } from '../mail/mailer.ts'
import { requireUser } from '../middleware/auth.ts'
import { assertWithinLimit, countAttempt, takeAttempt } from '../rate-limit/store.ts'
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

/** The access token carries the user's current token version: sign-out or a reset bumps it and ends the token. */
async function authResult(secret: string, row: UserRow, refresh: IssuedRefreshToken): Promise<AuthResult> {
  const user = toSessionUser(row)
  const claims = { userId: row.id, companyId: row.companyId, role: row.role, tokenVersion: row.tokenVersion }
  const access = await signAccessToken(claims, secret)
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
  // Only failed attempts count: a full window refuses even the right password, so guessing
  // cannot go on, while a family member who signs in often is never held up.
  await Promise.all([assertWithinLimit(c, 'sign-in', email), assertWithinLimit(c, 'sign-in-account', email)])
  const user = await findUserByEmail(db, company.id, email)
  // Runs the KDF even without a user (against a decoy), so the time taken does not tell either.
  const matches = await verifyPassword(password, user?.passwordHash)
  if (!user || !matches) {
    await Promise.all([countAttempt(c, 'sign-in', email), countAttempt(c, 'sign-in-account', email)])
    throw new ApiError(401, undefined, { message: BAD_CREDENTIALS })
  }
  // The user's expired sessions go now, so the table does not grow with them (the scheduled
  // purge in api/src/index.ts catches users who never sign in again).
  await purgeExpiredRefreshTokens(db, new Date(), user.id)
  const refresh = await createRefreshToken(db, { userId: user.id, companyId: company.id })
  return c.json(await authResult(secret, user, refresh), 200)
})

auth.post(UPSTREAM_AUTH_PATHS.signUp, noStore, validate('json', SignUpBodySchema), async (c) => {
  const { email, password, firstName, lastName, invitationToken } = c.req.valid('json')
  const { db, company } = c.var
  const secret = authConfig(c.env).secret
  // Counted before the KDF: a script making accounts pays for its own hashing only so often.
  await takeAttempt(c, 'sign-up', email)
  // An invitation that cannot be used (unknown, used, expired) fails the sign-up with its 404
  // message before any account exists, so the person can simply ask for a new link.
  if (invitationToken !== undefined) await previewInvitation(db, company.id, invitationToken)
  const passwordHash = await hashPassword(password)
  // Public sign-up only ever makes family accounts; staff accounts are made by the funeral home.
  const user = await createUser(db, company.id, { email, passwordHash, firstName, lastName, role: 'family' })
  if (!user) {
    throw new ApiError(409, 'Conflict', { message: 'An account with this email already exists. Sign in instead.' })
  }
  if (invitationToken !== undefined) {
    // The invited case opens at once for the new account. Should the link be used up in the
    // instant since the check above, this fails with its 404; the account stays and can sign in.
    await acceptInvitationForUser(db, company.id, invitationToken, user.id)
  }
  const refresh = await createRefreshToken(db, { userId: user.id, companyId: company.id })
  return c.json(await authResult(secret, user, refresh), 201)
})

auth.post(UPSTREAM_AUTH_PATHS.refresh, noStore, validate('json', RefreshBodySchema), async (c) => {
  const { refreshToken } = c.req.valid('json')
  const { db, company } = c.var
  const secret = authConfig(c.env).secret
  const rotated = await rotateRefreshToken(db, company.id, refreshToken)
  if (!rotated) throw new ApiError(401, undefined, { message: BAD_REFRESH_TOKEN })
  const user = await findUserById(db, company.id, rotated.userId)
  if (!user) throw new ApiError(401, undefined, { message: BAD_REFRESH_TOKEN })
  return c.json(await authResult(secret, user, rotated), 200)
})

auth.post(UPSTREAM_AUTH_PATHS.signOut, noStore, validate('json', SignOutBodySchema), async (c) => {
  const { refreshToken } = c.req.valid('json')
  const { db, company } = c.var
  // 204 whether or not the token was known: signing out twice is not an error, and the answer
  // does not tell a caller whether a token they guessed exists.
  const userId = await revokeRefreshTokenFamily(db, company.id, refreshToken)
  // The user's access tokens end now too, not in up to 15 minutes: one copied from this session
  // is refused at once. Their other devices' access tokens end with it; those devices still hold
  // live refresh tokens and get new access tokens on their next call (the BFF refreshes on a 401).
  if (userId !== undefined) await bumpTokenVersion(db, company.id, userId)
  return c.body(null, 204)
})

auth.get(UPSTREAM_AUTH_PATHS.session, noStore, requireUser, (c) => {
  const session: Session = { user: c.var.user }
  return c.json(session, 200)
})

/** A reset token that cannot be used: 404 with what went wrong (the screen offers a new link). */
function resetLinkFailure(state: ResetTokenState): ApiError {
  const kind = state.kind === 'live' ? 'unknown' : state.kind
  return new ApiError(404, undefined, { message: PASSWORD_RESET_MESSAGES[kind] })
}

/** The token of the path when it has the shape we issue; anything else is an unknown link. */
function resetTokenOf(raw: string): string {
  const parsed = PasswordResetTokenSchema.safeParse(raw)
  if (!parsed.success) throw resetLinkFailure({ kind: 'unknown' })
  return parsed.data
}

const RESET_SUBJECT = 'Reset your password'

function resetMailText(firstName: string, companyName: string, link: string): string {
  return [
    `Hello ${firstName},`,
    '',
    `Someone asked to reset the password of your ${companyName} family portal account. To choose a new password, open this link within the next hour:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for this, you can ignore this email: your password stays as it is.',
    '',
    companyName,
  ].join('\n')
}

auth.post(UPSTREAM_AUTH_PATHS.passwordReset, noStore, validate('json', PasswordResetRequestBodySchema), async (c) => {
  const { email } = c.req.valid('json')
  const { db, company } = c.var
  // Counted for every request, known email or not, so the limit tells nothing either.
  await takeAttempt(c, 'password-reset', email)
  const user = await findUserByEmail(db, company.id, email)
  if (user) {
    const { token } = await createPasswordResetToken(db, { companyId: company.id, userId: user.id })
    const link = siteLink(c.req.header(HEADER_HOST) ?? '', passwordResetScreenPath(token))
    await sendMail(db, company.id, {
      kind: 'password-reset',
      to: user.email,
      subject: RESET_SUBJECT,
      text: resetMailText(user.firstName, company.name, link),
    })
  }
  // 204 either way: the answer must not tell whether the email has an account.
  return c.body(null, 204)
})

auth.get(`${UPSTREAM_AUTH_PATHS.passwordReset}/:token`, noStore, async (c) => {
  const { db, company } = c.var
  const state = await findResetToken(db, company.id, resetTokenOf(c.req.param('token')))
  if (state.kind !== 'live') throw resetLinkFailure(state)
  const user = await findUserById(db, company.id, state.userId)
  if (!user) throw resetLinkFailure({ kind: 'unknown' })
  const status: PasswordResetStatus = { email: user.email, expiresAt: state.expiresAt }
  return c.json(status, 200)
})

auth.post(`${UPSTREAM_AUTH_PATHS.passwordReset}/:token`, noStore, validate('json', PasswordResetConfirmBodySchema), async (c) => {
  const { password } = c.req.valid('json')
  const { db, company } = c.var
  const token = resetTokenOf(c.req.param('token'))
  // Checked before the KDF, so a dead link answers at once; resetPassword checks again atomically.
  const before = await findResetToken(db, company.id, token)
  if (before.kind !== 'live') throw resetLinkFailure(before)
  const state = await resetPassword(db, company.id, token, await hashPassword(password))
  if (state.kind !== 'live') throw resetLinkFailure(state)
  return c.body(null, 204)
})
