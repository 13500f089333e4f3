import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import {
  PASSWORD_RESET_MESSAGES,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
  PasswordResetTokenSchema,
  passwordResetScreenPath,
  RefreshBodySchema,
  SIGN_UP_ACCEPTED_MESSAGE,
  SIGN_UP_MESSAGES,
  SignInBodySchema,
  SignOutBodySchema,
  SignUpBodySchema,
  SignUpConfirmBodySchema,
  UPSTREAM_AUTH_PATHS,
  type AuthResult,
  type PasswordResetStatus,
  type Session,
  type SignUpAccepted,
} from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { authConfig } from '../auth/config.ts'
import { refuseCommonPassword } from '../auth/common-passwords.ts'
import { hashPassword, needsRehash, verifyPassword } from '../auth/password.ts'
import { createPasswordResetToken, findResetToken, resetPassword, type ResetTokenState } from '../auth/password-reset.ts'
import { purgeExpiredRefreshTokens } from '../auth/purge.ts'
import { createRefreshToken, revokeRefreshTokenFamily, rotateRefreshToken, type IssuedRefreshToken } from '../auth/refresh-tokens.ts'
import { signAccessToken } from '../auth/tokens.ts'
import { finishedHash, isPending, requestSignUp } from '../auth/sign-up.ts'
import {
  bumpTokenVersion,
  findUserById,
  findUserByEmail,
  isDisabled,
  replacePasswordHash,
  toSessionUser,
  type UserRow,
} from '../auth/users.ts'
import { siteLink } from '../auth/site-link.ts'
import type { ApiBindings } from '../env.ts'
import { checkSignUpInvitation, joinCasesOfSignUp } from '../family/invitations.ts'
import { sendMail } from '../mail/mailer.ts'
import { requireUser } from '../middleware/auth.ts'
import { signInAllowance } from '../rate-limit/rules.ts'
import { countOf, takeAttempt, type Taken } from '../rate-limit/store.ts'
import { validate } from '../validate.ts'

/**
 * Family-portal authentication (paths: contract/auth.ts). Tokens go to the BFF only, which keeps
 * them in httpOnly cookies. Every lookup is scoped to the tenant from X-Host.
 */
export const auth = new Hono<{ Bindings: ApiBindings }>()

/** One answer for an unknown email and a wrong password: nothing tells which it was. */
const BAD_CREDENTIALS = 'The email or password is incorrect'
const BAD_REFRESH_TOKEN = 'The refresh token is invalid or has expired'
const ACCOUNT_DISABLED = 'This account has been turned off by the funeral home. Please ask its owner if you need it again.'

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

/**
 * A password guess, counted before it is checked (one atomic upsert per key, so parallel guesses
 * cannot pass the limit) and refunded when right, so only failures add up: per address (spraying
 * many emails), per address and email (guessing one account), and per email from anywhere, which
 * never refuses but, when high, lowers every address's allowance for that email (rules.ts). A
 * stranger can slow their own addresses, never lock the owner out.
 */
function takePasswordGuess(c: Parameters<typeof takeAttempt>[0], email: string): Promise<Taken> {
  return takeAttempt(c, [['sign-in:address'], ['sign-in:address-email', email], ['sign-in:email', email]], {
    limits: (counted) => ({ 'sign-in:address-email': signInAllowance(countOf({ counted }, 'sign-in:email')) }),
  })
}

auth.post(UPSTREAM_AUTH_PATHS.signIn, noStore, validate('json', SignInBodySchema), async (c) => {
  const { email, password } = c.req.valid('json')
  const { db, company } = c.var
  const secret = authConfig(c.env).secret
  const guess = await takePasswordGuess(c, email)
  const user = await findUserByEmail(db, company.id, email)
  // Runs the KDF even without a user (against a decoy), so the time taken does not tell either.
  // A pending sign-up's hash never verifies (auth/sign-up.ts): the same 401 as a wrong password.
  const matches = await verifyPassword(password, user?.passwordHash)
  if (!user || !matches) throw new ApiError(401, undefined, { message: BAD_CREDENTIALS })
  await guess.refund()
  // Told only to whoever knows the password: the account exists, and the owner turned it off.
  if (isDisabled(user)) throw new ApiError(401, undefined, { message: ACCOUNT_DISABLED })
  // A hash of before argon2id (decision 047): replaced by one of the password just shown right.
  if (needsRehash(user.passwordHash)) {
    await replacePasswordHash(db, company.id, user.id, user.passwordHash, await hashPassword(password))
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
  // Before counting: a person told to choose another password has not used up an attempt (or a mail).
  refuseCommonPassword(password)
  // Counted before the KDF: a script making accounts pays for its own hashing only so often.
  // Past the per-email limit the answer stays the same, but nothing is created or mailed.
  const attempt = await takeAttempt(c, [['sign-up:address'], ['sign-up:email', email]])
  // An invitation that cannot be used (unknown, used, expired) fails the sign-up with its 404
  // message, whatever the email, so the person can simply ask for a new link; through a link the
  // account is for the invited address only (else a 422 on email naming it, masked: issue 35).
  if (invitationToken !== undefined) await checkSignUpInvitation(db, company.id, invitationToken, email)
  // Hashed for a known email too, so the time taken does not tell either.
  const passwordHash = await hashPassword(password)
  if (!attempt.quiet) {
    // Public sign-up only ever makes family accounts; staff accounts are made by the funeral home.
    const request = { email, passwordHash, firstName, lastName, invitationToken }
    await requestSignUp(db, company, c.req.header(HEADER_HOST) ?? '', request)
  }
  // The same answer for a new and a known email (decision 018): what differs goes by mail.
  const accepted: SignUpAccepted = { message: SIGN_UP_ACCEPTED_MESSAGE }
  return c.json(accepted, 202)
})

/** A sign-up link that cannot be used (unknown, used, expired, or its account already finished). */
const linkFailure = () => new ApiError(404, undefined, { message: SIGN_UP_MESSAGES.link })

auth.post(`${UPSTREAM_AUTH_PATHS.signUp}/:token`, noStore, validate('json', SignUpConfirmBodySchema), async (c) => {
  const { password } = c.req.valid('json')
  const { db, company } = c.var
  const secret = authConfig(c.env).secret
  const token = PasswordResetTokenSchema.safeParse(c.req.param('token'))
  if (!token.success) throw linkFailure()
  const state = await findResetToken(db, company.id, token.data)
  if (state.kind !== 'live') throw linkFailure()
  const user = await findUserById(db, company.id, state.userId)
  if (!user || !isPending(user.passwordHash)) throw linkFailure()
  // The password chosen at sign-up: whoever holds the mailbox but did not sign up cannot finish.
  const guess = await takePasswordGuess(c, user.email)
  const pendingHash = finishedHash(user.passwordHash)
  if (!(await verifyPassword(password, pendingHash))) throw new ApiError(401, undefined, { message: SIGN_UP_MESSAGES.password })
  await guess.refund()
  // A sign-up of before argon2id keeps the password, in today's hash (decision 047).
  const passwordHash = needsRehash(pendingHash) ? await hashPassword(password) : pendingHash
  // Spends the link (once, atomically) and keeps the hash without its pending mark.
  if ((await resetPassword(db, company.id, token.data, passwordHash)).kind !== 'live') throw linkFailure()
  // Spending the link bumped the token version: sign in with the account as it is now.
  const finished = await findUserById(db, company.id, user.id)
  if (!finished) throw linkFailure()
  // The invitation it was signed up through: its case opens now, the mailbox proven.
  await joinCasesOfSignUp(db, company.id, finished)
  const refresh = await createRefreshToken(db, { userId: user.id, companyId: company.id })
  return c.json(await authResult(secret, finished, refresh), 200)
})

auth.post(UPSTREAM_AUTH_PATHS.refresh, noStore, validate('json', RefreshBodySchema), async (c) => {
  const { refreshToken } = c.req.valid('json')
  const { db, company } = c.var
  const secret = authConfig(c.env).secret
  const rotated = await rotateRefreshToken(db, company.id, refreshToken)
  if (!rotated) throw new ApiError(401, undefined, { message: BAD_REFRESH_TOKEN })
  const user = await findUserById(db, company.id, rotated.userId)
  if (!user || isDisabled(user)) throw new ApiError(401, undefined, { message: BAD_REFRESH_TOKEN })
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
  // Counted for every request, known email or not, so the limit tells nothing either. Past the
  // per-email limit: the same 204, no mail (the links already mailed still work).
  const attempt = await takeAttempt(c, [['password-reset:address'], ['password-reset:email', email]])
  const user = attempt.quiet ? undefined : await findUserByEmail(db, company.id, email)
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
  refuseCommonPassword(password)
  const state = await resetPassword(db, company.id, token, await hashPassword(password))
  if (state.kind !== 'live') throw resetLinkFailure(state)
  return c.body(null, 204)
})
