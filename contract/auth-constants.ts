/**
 * Family-portal authentication's constants: paths, lengths, and the words of its answers. No
 * schema here, so screens that only name a path or show a message do not load zod (decision
 * 023); contract/auth.ts has the shapes and re-exports all of this.
 */

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
  /** POST {email}: mails a reset link; 204 whether or not the email has an account. */
  passwordReset: '/api/family/auth/password-reset',
} as const

/** GET checks a reset token (for the screen), POST {password} sets the new password with it. */
export function passwordResetTokenPath(token: string): string {
  return `${UPSTREAM_AUTH_PATHS.passwordReset}/${encodeURIComponent(token)}`
}

/**
 * POST {password} finishes a sign-up with the link mailed to its address (decision 018): the
 * account works only once its owner has shown they read that mailbox.
 */
export function signUpConfirmPath(token: string): string {
  return `${UPSTREAM_AUTH_PATHS.signUp}/${encodeURIComponent(token)}`
}

/** The screen a sign-up mail links to; it asks for the password chosen at sign-up. */
export function signUpScreenPath(token: string): string {
  return `/family-portal/sign-up/${encodeURIComponent(token)}`
}

/** The screen a reset mail links to (spec §2 `/family-portal/password-reset/{token}`). */
export function passwordResetScreenPath(token: string): string {
  return `/family-portal/password-reset/${encodeURIComponent(token)}`
}

/**
 * The screen a staff invitation links to: the reset screen, told it is a first password, so it
 * welcomes the new staff member instead of speaking of a new password.
 */
export function staffWelcomeScreenPath(token: string): string {
  return `${passwordResetScreenPath(token)}?${STAFF_WELCOME_SEARCH}=1`
}
/** The search parameter that marks the reset screen as a staff member's first password. */
export const STAFF_WELCOME_SEARCH = 'welcome'

/** What the browser calls on the BFF (same-origin, cookie-based). */
export const BFF_AUTH_PATHS = {
  signIn: '/api/auth/sign-in',
  refresh: '/api/auth/refresh',
  signOut: '/api/auth/sign-out',
  session: '/api/auth/session',
  /** POST answers 202 (check your email); POST `/{token}` with {password} finishes it and signs in. */
  signUp: '/api/auth/sign-up',
  /** POST {email} asks for a reset mail; GET/POST `/{token}` check a link and set the password. */
  passwordReset: '/api/auth/password-reset',
} as const

export const PASSWORD_MIN_LENGTH = 10

export const PASSWORD_MAX_LENGTH = 200

/**
 * 422 on `password` when a new password (sign-up, a reset) is one of the most common ones (issue
 * 35): the api checks it against a list it alone holds (api/src/auth/common-passwords.ts), so the
 * forms show it beside the field once the api has answered.
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones, so it is easy to guess. Please choose another: a few words you will remember work well.'

export const NAME_MAX_LENGTH = 100

export const USER_ROLES = ['family', 'staff'] as const

/**
 * The answer to every valid sign-up, new email or known (202): it never tells whether the email
 * has an account. A new address gets a link to finish; a known one a note to its owner.
 */
export const SIGN_UP_ACCEPTED_MESSAGE = 'Thank you. Check your email to finish creating your account.'

export const SIGN_UP_MESSAGES = {
  /** 404: unknown, used or expired link, or an account that is already finished. */
  link: 'This link is not valid any more. Please sign up again, or sign in if your account is ready.',
  /** 401: not the password chosen at sign-up. */
  password: 'This is not the password chosen when signing up. Please try again, or sign up again to choose a new one.',
} as const

/** How long a reset link works, and its token's shape: 32 random bytes, base64url (43 characters). */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60

/** Messages of a reset link that cannot be used (each a 404: the screen offers to request a new one). */
export const PASSWORD_RESET_MESSAGES = {
  unknown: 'This password reset link is not valid. Please request a new one.',
  used: 'This password reset link has already been used. Please request a new one.',
  expired: 'This password reset link has expired. Please request a new one.',
} as const

/** The 429 of sign-in, sign-up and reset requests (with Retry-After in seconds; api/src/rate-limit/rules.ts). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

/** Publishing: a staff member approves the draft; the BFF purges the host's cache on success. */
export const APPROVE_RENDER_CONTEXT_PATH = '/api/web/render-context/approve'

/** Saving the draft: a staff member's page editor PUTs the whole site document (decision 036). */
export const DRAFT_RENDER_CONTEXT_PATH = '/api/web/render-context/draft'
