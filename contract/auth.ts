import { z } from 'zod'

/**
 * Family-portal authentication. The upstream's paths are ours to choose (spec §7: "configured
 * paths: not shown"), except sign-up, which spec §7 names POST /api/family/signup.
 * The browser never sees these tokens: the BFF keeps them in httpOnly cookies (issue 6).
 */
export const UPSTREAM_AUTH_PATHS = {
  signIn: '/api/family/auth/sign-in',
  refresh: '/api/family/auth/refresh',
  signOut: '/api/family/auth/sign-out',
  session: '/api/family/auth/session',
  signUp: '/api/family/signup',
} as const

/** What the browser calls on the BFF (same-origin, cookie-based). */
export const BFF_AUTH_PATHS = {
  signIn: '/api/auth/sign-in',
  refresh: '/api/auth/refresh',
  signOut: '/api/auth/sign-out',
  session: '/api/auth/session',
  signUp: '/api/auth/sign-up',
} as const

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 200
export const NAME_MAX_LENGTH = 100

export const USER_ROLES = ['family', 'staff'] as const
export const UserRoleSchema = z.enum(USER_ROLES)

export const SessionUserSchema = z.object({
  id: z.number().int(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'staff' may publish the site (approve the draft); 'family' uses the portal. */
  role: UserRoleSchema,
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
  firstName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  lastName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  /** An invitation to a case; sign-up without one is allowed but sees no cases. */
  invitationToken: z.string().min(1).max(200).optional(),
})
export type SignUpBody = z.infer<typeof SignUpBodySchema>

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

/** Publishing: a staff member approves the draft; the BFF purges the host's cache on success. */
export const APPROVE_RENDER_CONTEXT_PATH = '/api/web/render-context/approve'
