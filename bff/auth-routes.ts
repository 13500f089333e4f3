import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  AuthResultSchema,
  BFF_AUTH_PATHS,
  PasswordResetTokenSchema,
  passwordResetTokenPath,
  SessionSchema,
  signUpConfirmPath,
  UPSTREAM_AUTH_PATHS,
  type BrowserSession,
} from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { errorJson } from '#core/error-response.ts'
import { apiErrorFrom } from '#core/http/errors.ts'
import { callWithSession, forgetRefreshesOf, refreshSession } from '#bff/session/refresh.ts'
import type { BffEnv } from './env.ts'
import { clearSessionCookies, readSessionTokens, setSessionCookies } from './session.ts'
import { relayBody, upstreamClient, type UpstreamClient } from './upstream.ts'

/**
 * The browser's session calls (contract/auth.ts `BFF_AUTH_PATHS`, decision 010). Each answers
 * a `BrowserSession` (`{ user }` or `{ user: null }`) or throws an ApiError, which the BFF's
 * onError answers as the envelope (errors.ts); the tokens only ever travel in the httpOnly
 * cookies (session.ts). CSRF is checked before these run (app.ts).
 */
export const authRoutes = new Hono<BffEnv>()

// Sessions are per person: no shared or browser cache may keep an answer (or its Set-Cookie).
authRoutes.use('/api/auth/*', async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
})

type Ctx = Context<BffEnv>

const session = (c: Ctx, user: BrowserSession['user'], status: ContentfulStatusCode = 200) =>
  c.json({ user } satisfies BrowserSession, status)

/**
 * An upstream error to throw as ours (rebuilt, so nothing else of its body passes). Its
 * Retry-After is set on the context, which onError's answer keeps (as in the api).
 */
async function upstreamError(c: Ctx, response: Response): Promise<ApiError> {
  const retryAfter = response.headers.get('retry-after')
  if (retryAfter) c.header('Retry-After', retryAfter)
  return apiErrorFrom(response)
}

/** Sign-in and finishing a sign-up: the upstream answers an AuthResult; the tokens go to cookies, the user to the browser. */
async function startSession(c: Ctx, upstreamPath: string) {
  const client = upstreamClient(c.env, c.req.raw)
  // The browser's body, streamed as it came with its content type: the upstream validates it.
  const contentType = c.req.header('Content-Type')
  const relay = c.req.raw.body ? relayBody(c.req.raw.body) : undefined
  const response = await client
    .fetch(upstreamPath, {
      method: 'POST',
      body: relay?.body,
      headers: contentType ? { 'Content-Type': contentType } : undefined,
      token: null,
      signal: c.req.raw.signal,
    })
    .finally(() => relay?.stop())
  if (!response.ok) throw await upstreamError(c, response)
  const result = AuthResultSchema.safeParse(await response.json().catch(() => undefined))
  if (!result.success) {
    console.error(`bff: the upstream answer to ${upstreamPath} is not an AuthResult`)
    throw new ApiError(502)
  }
  setSessionCookies(c, result.data)
  return session(c, result.data.user, response.status as ContentfulStatusCode)
}

/** Who the token belongs to, by the upstream's session call (with the transparent refresh). */
async function currentUser(c: Ctx, client: UpstreamClient) {
  const response = await callWithSession(
    c,
    client,
    // Without a token the upstream's answer is known: a 401, treated below like its own.
    (token) => (token ? client.fetch(UPSTREAM_AUTH_PATHS.session, { token, signal: c.req.raw.signal }) : Promise.resolve(errorJson(401))),
    { replayable: true },
  )
  if (response.status === 401) {
    // No session (any more): the cookies are worth nothing, drop them.
    await response.body?.cancel().catch(() => {})
    const { accessToken, refreshToken } = readSessionTokens(c)
    if (accessToken || refreshToken) clearSessionCookies(c)
    return session(c, null)
  }
  if (!response.ok) throw await upstreamError(c, response)
  const parsed = SessionSchema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) {
    console.error('bff: the upstream session answer is not a Session')
    throw new ApiError(502)
  }
  return session(c, parsed.data.user)
}

authRoutes.post(BFF_AUTH_PATHS.signIn, (c) => startSession(c, UPSTREAM_AUTH_PATHS.signIn))
// Sign-up answers 202 for every valid request (decision 018) and starts no session: it is relayed
// like password reset. Its mailed link, with the password chosen, starts the session.
authRoutes.post(BFF_AUTH_PATHS.signUp, (c) => relayWithoutSession(c, UPSTREAM_AUTH_PATHS.signUp, 'POST'))
authRoutes.post(`${BFF_AUTH_PATHS.signUp}/:token`, (c) => {
  const token = PasswordResetTokenSchema.safeParse(c.req.param('token'))
  if (!token.success) throw new ApiError(404)
  return startSession(c, signUpConfirmPath(token.data))
})

authRoutes.get(BFF_AUTH_PATHS.session, async (c) => {
  const { accessToken, refreshToken } = readSessionTokens(c)
  // No cookie, no session: answered without asking the upstream.
  if (!accessToken && !refreshToken) return session(c, null)
  return currentUser(c, upstreamClient(c.env, c.req.raw))
})

authRoutes.post(BFF_AUTH_PATHS.refresh, async (c) => {
  const { accessToken, refreshToken } = readSessionTokens(c)
  if (!refreshToken) {
    if (accessToken) clearSessionCookies(c)
    throw new ApiError(401)
  }
  const client = upstreamClient(c.env, c.req.raw)
  const outcome = await refreshSession(c, client, refreshToken)
  if (outcome.kind === 'rejected') throw new ApiError(401)
  if (outcome.kind === 'failed') throw new ApiError(outcome.status)
  if (outcome.user) return session(c, outcome.user)
  return currentUser(c, client)
})

authRoutes.post(BFF_AUTH_PATHS.signOut, async (c) => {
  const { refreshToken } = readSessionTokens(c)
  if (refreshToken) {
    forgetRefreshesOf(refreshToken)
    // Revoke upstream (the refresh token is the credential, no bearer needed), so it is worthless
    // even if it was copied. The cookies go whatever the upstream answers: a family member who
    // signs out is signed out in this browser, and a failure to revoke is logged.
    const response = await upstreamClient(c.env, c.req.raw)
      .fetch(UPSTREAM_AUTH_PATHS.signOut, { method: 'POST', body: { refreshToken }, token: null })
      .catch((error: unknown) => {
        console.error('bff: sign-out could not reach the upstream', error)
        return undefined
      })
    await response?.body?.cancel().catch(() => {})
    if (response && !response.ok && response.status !== 401) {
      console.error(`bff: the upstream refused to revoke a refresh token (${response.status})`)
    }
  }
  clearSessionCookies(c)
  return session(c, null)
})

/**
 * Password reset and sign-up need no session: the BFF relays them (the upstream's auth paths are
 * never proxied), passing the answer and any error envelope with Retry-After. No cookie is set or read.
 */
async function relayWithoutSession(c: Ctx, upstreamPath: string, method: 'GET' | 'POST'): Promise<Response> {
  const client = upstreamClient(c.env, c.req.raw)
  const contentType = c.req.header('Content-Type')
  const relay = method === 'POST' && c.req.raw.body ? relayBody(c.req.raw.body) : undefined
  const response = await client
    .fetch(upstreamPath, {
      method,
      body: relay?.body,
      headers: contentType && relay ? { 'Content-Type': contentType } : undefined,
      token: null,
      signal: c.req.raw.signal,
    })
    .finally(() => relay?.stop())
  if (!response.ok) throw await upstreamError(c, response)
  if (response.status === 204) return c.body(null, 204)
  return c.json(await response.json(), response.status as ContentfulStatusCode)
}

authRoutes.post(BFF_AUTH_PATHS.passwordReset, (c) => relayWithoutSession(c, UPSTREAM_AUTH_PATHS.passwordReset, 'POST'))
function withResetToken(method: 'GET' | 'POST') {
  return async (c: Ctx): Promise<Response> => {
    const token = PasswordResetTokenSchema.safeParse(c.req.param('token'))
    if (!token.success) throw new ApiError(404)
    return relayWithoutSession(c, passwordResetTokenPath(token.data), method)
  }
}
authRoutes.get(`${BFF_AUTH_PATHS.passwordReset}/:token`, withResetToken('GET'))
authRoutes.post(`${BFF_AUTH_PATHS.passwordReset}/:token`, withResetToken('POST'))

/** Any other /api/auth path is ours and unknown: never proxied upstream. */
authRoutes.all('/api/auth/*', () => {
  throw new ApiError(404)
})
