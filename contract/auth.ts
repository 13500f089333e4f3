import { z } from 'zod'
import { line } from './text.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, NAME_MAX_LENGTH, USER_ROLES } from './auth-constants.ts'
import { STAFF_ROLES } from './staff-roles.ts'

export * from './auth-constants.ts'

export const UserRoleSchema = z.enum(USER_ROLES)

export const SessionUserSchema = z.object({
  id: z.number().int(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'staff' may publish the site (approve the draft); 'family' uses the portal. */
  role: UserRoleSchema,
  /** What a staff member may do in the studio (contract/staff-roles.ts); null for a family account. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

export const SignInBodySchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
})
export type SignInBody = z.infer<typeof SignInBodySchema>

export const SignUpBodySchema = z.object({
  email: z.email().max(254),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  firstName: line(NAME_MAX_LENGTH).min(1),
  lastName: line(NAME_MAX_LENGTH).min(1),
  /** An invitation to a case; sign-up without one is allowed but sees no cases. */
  invitationToken: z.string().min(1).max(200).optional(),
})
export type SignUpBody = z.infer<typeof SignUpBodySchema>

export const SignUpAcceptedSchema = z.object({ message: z.string() })
export type SignUpAccepted = z.infer<typeof SignUpAcceptedSchema>

/** Finishing a sign-up: the password chosen at sign-up, so only its author can use the link. */
export const SignUpConfirmBodySchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
export type SignUpConfirmBody = z.infer<typeof SignUpConfirmBodySchema>

export const RefreshBodySchema = z.object({ refreshToken: z.string().min(1).max(500) })
export const SignOutBodySchema = RefreshBodySchema

/** Upstream answer to sign-in, sign-up and refresh. Expiry instants are ISO 8601 (UTC). */
export const TokenPairSchema = z.object({
  accessToken: z.string().min(1),
  accessTokenExpiresAt: z.iso.datetime(),
  refreshToken: z.string().min(1),
  refreshTokenExpiresAt: z.iso.datetime(),
})
export type TokenPair = z.infer<typeof TokenPairSchema>

export const AuthResultSchema = TokenPairSchema.extend({ user: SessionUserSchema })
export type AuthResult = z.infer<typeof AuthResultSchema>

/** GET session (upstream with a bearer token; BFF with the cookie). */
export const SessionSchema = z.object({ user: SessionUserSchema })
export type Session = z.infer<typeof SessionSchema>

/** The BFF's answer to the browser: never a token, only who is signed in (or nobody). */
export const BrowserSessionSchema = z.object({ user: SessionUserSchema.nullable() })
export type BrowserSession = z.infer<typeof BrowserSessionSchema>

export const PasswordResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

export const PasswordResetRequestBodySchema = z.object({ email: z.email().max(254) })
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>

export const PasswordResetTokenParamsSchema = z.object({ token: z.string() })

export const PasswordResetConfirmBodySchema = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
})
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>

/** GET of a live reset token: whose password it resets (the mail went to that address) and until when. */
export const PasswordResetStatusSchema = z.object({ email: z.email(), expiresAt: z.iso.datetime() })
export type PasswordResetStatus = z.infer<typeof PasswordResetStatusSchema>
