import { BFF_AUTH_PATHS } from '#contract/auth-constants.ts'
import type { BrowserSession, PasswordResetStatus, SignInBody, SignUpAccepted, SignUpBody } from '#contract/auth.ts'
import { browserHttp, unchecked } from '#src/lib/browser-http.ts'

/**
 * The session calls of the portal's screens, from the browser to the BFF (bff/auth-routes.ts):
 * the tokens stay in its httpOnly cookies, the page only learns who is signed in. Answers are the
 * BFF's own, not parsed again here (browser-http.ts `unchecked`); failures are ApiErrors with the
 * api's words and, over a limit, its Retry-After.
 */

export function signIn(body: SignInBody): Promise<BrowserSession> {
  return browserHttp.post(BFF_AUTH_PATHS.signIn, unchecked<BrowserSession>(), { body })
}

export function signOut(): Promise<BrowserSession> {
  return browserHttp.post(BFF_AUTH_PATHS.signOut, unchecked<BrowserSession>())
}

/** Mails a reset link; the answer is the same whether or not the email has an account. */
export function requestPasswordReset(email: string): Promise<void> {
  return browserHttp.post(BFF_AUTH_PATHS.passwordReset, unchecked<void>(), { body: { email } })
}

const resetTokenPath = (token: string) => `${BFF_AUTH_PATHS.passwordReset}/${encodeURIComponent(token)}`

/** Whose password a reset link resets, or its 404 saying why it cannot be used (unknown, used, expired). */
export function checkResetLink(token: string): Promise<PasswordResetStatus> {
  return browserHttp.get(resetTokenPath(token), unchecked<PasswordResetStatus>())
}

export function setNewPassword(token: string, password: string): Promise<void> {
  return browserHttp.post(resetTokenPath(token), unchecked<void>(), { body: { password } })
}

/** Starts an account: a link to finish it is mailed (202 for every valid request, decision 018). */
export function signUp(body: SignUpBody): Promise<SignUpAccepted> {
  return browserHttp.post(BFF_AUTH_PATHS.signUp, unchecked<SignUpAccepted>(), { body })
}

/** Finishes a sign-up with the password chosen for it, and signs in. */
export function finishSignUp(token: string, password: string): Promise<BrowserSession> {
  return browserHttp.post(`${BFF_AUTH_PATHS.signUp}/${encodeURIComponent(token)}`, unchecked<BrowserSession>(), { body: { password } })
}
