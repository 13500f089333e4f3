import { SELF, env } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { decode, sign } from 'hono/jwt'
import { describe, expect, it, onTestFinished } from 'vitest'
import { DEMO_PASSWORDS } from '#api/seed/demo.ts'
import { REUSE_GRACE_SECONDS } from '#api/src/auth/refresh-tokens.ts'
import { hashRefreshToken } from '#api/src/auth/tokens.ts'
import * as schema from '#api/src/db/schema.ts'
import { readSiteDocument, saveSiteDocument } from '#api/src/site/store.ts'
import {
  APPROVE_RENDER_CONTEXT_PATH,
  AuthResultSchema,
  SessionSchema,
  SIGN_UP_ACCEPTED_MESSAGE,
  SignUpAcceptedSchema,
  signUpConfirmPath,
  UPSTREAM_AUTH_PATHS,
  type AuthResult,
} from '#contract/auth.ts'
import { SiteDocumentSchema, WebsiteContextSchema } from '#contract/website.ts'
import { signUpFinished, signUpLink } from './client.ts'

const WHITFIELD = 'localhost'
const HARBOR = 'harbor.localhost'
const FAMILY = { email: 'family@whitfield.example', password: DEMO_PASSWORDS.family }
const STAFF = { email: 'staff@whitfield.example', password: DEMO_PASSWORDS.staff }

type CallOptions = { host?: string; token?: string; authorization?: string }

function headers({ host = WHITFIELD, token, authorization }: CallOptions): Record<string, string> {
  const auth = authorization ?? (token ? `Bearer ${token}` : undefined)
  return { Accept: 'application/json', 'X-Host': host, ...(auth ? { Authorization: auth } : {}) }
}

function post(path: string, body: unknown, options: CallOptions = {}) {
  return SELF.fetch(`https://api.test${path}`, {
    method: 'POST',
    headers: { ...headers(options), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

function get(path: string, options: CallOptions = {}) {
  return SELF.fetch(`https://api.test${path}`, { headers: headers(options) })
}

async function signIn(credentials: { email: string; password: string }, host = WHITFIELD): Promise<AuthResult> {
  const response = await post(UPSTREAM_AUTH_PATHS.signIn, credentials, { host })
  expect(response.status).toBe(200)
  return AuthResultSchema.parse(await response.json())
}

function refresh(refreshToken: string, host = WHITFIELD) {
  return post(UPSTREAM_AUTH_PATHS.refresh, { refreshToken }, { host })
}

function session(options: CallOptions) {
  return get(UPSTREAM_AUTH_PATHS.session, options)
}

function secret(): string {
  if (!env.AUTH_SECRET) throw new Error('AUTH_SECRET is not bound in the test Worker')
  return env.AUTH_SECRET
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Moves the rotation of `token` (its successor's creation) a minute into the past, beyond the grace window. */
async function rotatedLongAgo(token: string): Promise<void> {
  const hash = await hashRefreshToken(token)
  const minuteAgo = new Date(Date.now() - 60_000).toISOString()
  const result = await env.DB.prepare(
    'UPDATE refresh_tokens SET created_at = ? WHERE id = (SELECT replaced_by FROM refresh_tokens WHERE token_hash = ?)',
  )
    .bind(minuteAgo, hash)
    .run()
  if (result.meta.changes !== 1) throw new Error('rotatedLongAgo: the token has not been rotated')
}

const BAD_CREDENTIALS = { message: 'The email or password is incorrect' }

describe('sign-in', () => {
  it('answers a token pair and the user, and is never cached', async () => {
    const before = Date.now()
    const response = await post(UPSTREAM_AUTH_PATHS.signIn, FAMILY)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const result = AuthResultSchema.parse(await response.json())
    expect(result.user).toEqual({
      id: 1001,
      email: FAMILY.email,
      firstName: 'Margaret',
      lastName: 'Ellis',
      role: 'family',
      staffRole: null,
    })
    // Access 15 minutes, refresh 30 days (a second of slack either side for the clock).
    const access = Date.parse(result.accessTokenExpiresAt) - before
    expect(access).toBeGreaterThan(15 * 60_000 - 2000)
    expect(access).toBeLessThan(15 * 60_000 + 2000)
    const refreshLife = Date.parse(result.refreshTokenExpiresAt) - before
    expect(refreshLife).toBeGreaterThan(30 * 86_400_000 - 2000)
    expect(refreshLife).toBeLessThan(30 * 86_400_000 + 2000)
    expect(result.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('finds the email whatever its case', async () => {
    const result = await signIn({ email: 'Family@Whitfield.EXAMPLE', password: FAMILY.password })
    expect(result.user.email).toBe(FAMILY.email)
  })

  it('stores only a hash of the refresh token', async () => {
    const result = await signIn(FAMILY)
    const stored = await env.DB.prepare('SELECT token_hash AS h FROM refresh_tokens WHERE user_id = 1001').all<{ h: string }>()
    expect(stored.results.length).toBeGreaterThan(0)
    for (const row of stored.results) {
      expect(row.h).toMatch(/^[0-9a-f]{64}$/)
      expect(row.h).not.toBe(result.refreshToken)
    }
  })

  it('gives a wrong password, an unknown email and another company’s account the same 401', async () => {
    const responses = await Promise.all([
      post(UPSTREAM_AUTH_PATHS.signIn, { email: FAMILY.email, password: 'wrong-password' }),
      post(UPSTREAM_AUTH_PATHS.signIn, { email: 'nobody@whitfield.example', password: FAMILY.password }),
      post(UPSTREAM_AUTH_PATHS.signIn, { email: 'family@harbor.example', password: DEMO_PASSWORDS.family }),
    ])
    for (const response of responses) {
      await expect(response).toBeErrorResponse(401, BAD_CREDENTIALS)
    }
  })

  it('answers an invalid body with a 422 and the spec §5 message per field', async () => {
    const response = await post(UPSTREAM_AUTH_PATHS.signIn, { email: 'not-an-email', password: '' })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      statusCode: 422,
      statusMessage: 'Unprocessable Content',
      errors: { email: 'Please enter a valid email address', password: 'This field is required' },
    })
    const empty = await post(UPSTREAM_AUTH_PATHS.signIn, {})
    expect(empty.status).toBe(422)
    expect((await empty.json()) as unknown).toMatchObject({
      errors: { email: 'This field is required', password: 'This field is required' },
    })
  })
})

describe('session', () => {
  it('answers the signed-in user for a valid bearer token', async () => {
    const { accessToken, user } = await signIn(FAMILY)
    const response = await session({ token: accessToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(SessionSchema.parse(await response.json())).toEqual({ user })
  })

  it('is a 401 without a token, with another scheme or with a token that is not one of ours', async () => {
    const wrongSecret = await sign(
      { sub: '1001', cid: 1, role: 'family', iat: nowSeconds(), exp: nowSeconds() + 600 },
      'x'.repeat(40),
      'HS256',
    )
    const responses = await Promise.all([
      session({}),
      session({ authorization: 'Basic ZmFtaWx5OnB3' }),
      session({ token: 'not-a-jwt' }),
      session({ token: wrongSecret }),
    ])
    for (const response of responses) {
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ statusCode: 401, statusMessage: 'Unauthorized' })
    }
  })

  it('is a 401 for an expired token, or one that never expires, though signed with our secret', async () => {
    const expired = await sign(
      { sub: '1001', cid: 1, role: 'family', ver: 0, iat: nowSeconds() - 3600, exp: nowSeconds() - 60 },
      secret(),
      'HS256',
    )
    const endless = await sign({ sub: '1001', cid: 1, role: 'family', ver: 0, iat: nowSeconds() }, secret(), 'HS256')
    expect((await session({ token: expired })).status).toBe(401)
    expect((await session({ token: endless })).status).toBe(401)
  })

  it('is a 401 for a token without the token version, or with one that is not the user’s now', async () => {
    const { accessToken } = await signIn(FAMILY)
    const { ver } = decode(accessToken).payload as { ver: number }
    const claims = { sub: '1001', cid: 1, role: 'family', iat: nowSeconds(), exp: nowSeconds() + 600 }
    expect((await session({ token: await sign({ ...claims, ver }, secret(), 'HS256') })).status).toBe(200)
    expect((await session({ token: await sign(claims, secret(), 'HS256') })).status).toBe(401)
    expect((await session({ token: await sign({ ...claims, ver: ver + 1 }, secret(), 'HS256') })).status).toBe(401)
    expect((await session({ token: await sign({ ...claims, ver: ver - 1 }, secret(), 'HS256') })).status).toBe(401)
  })

  it('rejects a token of another funeral home (X-Host of another tenant)', async () => {
    const harbor = await signIn({ email: 'family@harbor.example', password: DEMO_PASSWORDS.family }, HARBOR)
    expect((await session({ host: HARBOR, token: harbor.accessToken })).status).toBe(200)
    expect((await session({ host: WHITFIELD, token: harbor.accessToken })).status).toBe(401)
    // Even a token naming a user id of this company is refused when it was issued for another.
    const forged = await sign({ sub: '1001', cid: 2, role: 'family', iat: nowSeconds(), exp: nowSeconds() + 600 }, secret(), 'HS256')
    expect((await session({ host: WHITFIELD, token: forged })).status).toBe(401)
  })
})

describe('refresh', () => {
  it('rotates: a new pair, and the old refresh token used again revokes the whole family', async () => {
    const first = await signIn(FAMILY)
    const rotated = await refresh(first.refreshToken)
    expect(rotated.status).toBe(200)
    expect(rotated.headers.get('Cache-Control')).toBe('no-store')
    const second = AuthResultSchema.parse(await rotated.json())
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(second.user).toEqual(first.user)
    expect((await session({ token: second.accessToken })).status).toBe(200)

    // The first token again, after the grace window: someone kept a copy. 401, and the newer
    // token dies with it.
    await rotatedLongAgo(first.refreshToken)
    const reused = await refresh(first.refreshToken)
    await expect(reused).toBeErrorResponse(401, { message: 'The refresh token is invalid or has expired' })
    expect((await refresh(second.refreshToken)).status).toBe(401)
    // The access token a thief got by refreshing dies at once too (the user's token version).
    expect((await session({ token: second.accessToken })).status).toBe(401)
  })

  it(`lets two refreshes racing with one token both succeed within ${REUSE_GRACE_SECONDS} s, without revoking`, async () => {
    const first = await signIn(FAMILY)
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)])
    expect([a.status, b.status]).toEqual([200, 200])
    const [pairA, pairB] = [AuthResultSchema.parse(await a.json()), AuthResultSchema.parse(await b.json())]
    expect(pairA.refreshToken).not.toBe(pairB.refreshToken)
    // A third late copy is still within the window; both successors keep working.
    expect((await refresh(first.refreshToken)).status).toBe(200)
    expect((await refresh(pairA.refreshToken)).status).toBe(200)
    expect((await refresh(pairB.refreshToken)).status).toBe(200)
  })

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const phone = await signIn(FAMILY)
    const laptop = await signIn(FAMILY)
    await refresh(phone.refreshToken)
    await rotatedLongAgo(phone.refreshToken)
    expect((await refresh(phone.refreshToken)).status).toBe(401)
    expect((await refresh(laptop.refreshToken)).status).toBe(200)
  })

  it('is a 401 for an unknown token and for another funeral home’s token, which stays valid at home', async () => {
    expect((await refresh('unknown-token')).status).toBe(401)
    const harbor = await signIn({ email: 'family@harbor.example', password: DEMO_PASSWORDS.family }, HARBOR)
    expect((await refresh(harbor.refreshToken, WHITFIELD)).status).toBe(401)
    expect((await refresh(harbor.refreshToken, HARBOR)).status).toBe(200)
  })

  it('is a 401 for an expired refresh token', async () => {
    const { refreshToken } = await signIn(FAMILY)
    await env.DB.prepare("UPDATE refresh_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = 1001").run()
    expect((await refresh(refreshToken)).status).toBe(401)
  })

  it('answers a 422 for a body without a token', async () => {
    const response = await post(UPSTREAM_AUTH_PATHS.refresh, {})
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errors: { refreshToken: 'This field is required' } })
  })
})

describe('sign-out', () => {
  it('revokes the session (the whole family) and answers 204, again and again', async () => {
    const first = await signIn(FAMILY)
    const second = AuthResultSchema.parse(await (await refresh(first.refreshToken)).json())
    const response = await post(UPSTREAM_AUTH_PATHS.signOut, { refreshToken: second.refreshToken })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect((await refresh(second.refreshToken)).status).toBe(401)
    expect((await post(UPSTREAM_AUTH_PATHS.signOut, { refreshToken: second.refreshToken })).status).toBe(204)
  })

  it('ends the user’s access tokens at once, and a new sign-in works', async () => {
    const laptop = await signIn(FAMILY)
    const phone = await signIn(FAMILY)
    expect((await session({ token: laptop.accessToken })).status).toBe(200)
    expect((await post(UPSTREAM_AUTH_PATHS.signOut, { refreshToken: laptop.refreshToken })).status).toBe(204)
    // Not in 15 minutes: now. A copy of the access token is refused on every authenticated call.
    await expect(await session({ token: laptop.accessToken })).toBeErrorResponse(401, {
      message: 'The access token is invalid or has expired',
    })
    expect((await get('/api/family/cases/1101', { token: laptop.accessToken })).status).toBe(401)
    // The token version is per user: the phone's access token ends too, while its refresh token
    // still lives and gets a new access token (the BFF does this on the 401).
    expect((await session({ token: phone.accessToken })).status).toBe(401)
    const renewed = AuthResultSchema.parse(await (await refresh(phone.refreshToken)).json())
    expect((await session({ token: renewed.accessToken })).status).toBe(200)
    const again = await signIn(FAMILY)
    expect((await session({ token: again.accessToken })).status).toBe(200)
  })

  it('does not move the token version for a token it does not know', async () => {
    const { accessToken } = await signIn(FAMILY)
    expect((await post(UPSTREAM_AUTH_PATHS.signOut, { refreshToken: 'never-issued' })).status).toBe(204)
    expect((await session({ token: accessToken })).status).toBe(200)
  })

  it('answers 204 for a token it does not know', async () => {
    expect((await post(UPSTREAM_AUTH_PATHS.signOut, { refreshToken: 'never-issued' })).status).toBe(204)
  })

  it('cannot sign someone out through another funeral home', async () => {
    const harbor = await signIn({ email: 'family@harbor.example', password: DEMO_PASSWORDS.family }, HARBOR)
    expect((await post(UPSTREAM_AUTH_PATHS.signOut, { refreshToken: harbor.refreshToken }, { host: WHITFIELD })).status).toBe(204)
    expect((await refresh(harbor.refreshToken, HARBOR)).status).toBe(200)
  })
})

async function lastSignUpMail(to: string) {
  return env.DB.prepare('SELECT subject, text FROM outbox WHERE kind = \'sign-up\' AND "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ subject: string; text: string }>()
}

describe('sign-up', () => {
  const newcomer = { email: 'New.Person@Example.com', password: 'a-long-enough-password', firstName: ' Ada ', lastName: 'Byron' }

  it('answers 202 and mails a link; the account signs in only once finished with it, as family whatever the body asks', async () => {
    const response = await post(UPSTREAM_AUTH_PATHS.signUp, { ...newcomer, role: 'staff' })
    expect(response.status).toBe(202)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(SignUpAcceptedSchema.parse(await response.json())).toEqual({ message: SIGN_UP_ACCEPTED_MESSAGE })
    // Pending: the password just chosen does not sign in yet (the same 401 as a wrong password).
    expect((await post(UPSTREAM_AUTH_PATHS.signIn, { email: newcomer.email, password: newcomer.password })).status).toBe(401)
    const token = await signUpLink('new.person@example.com')
    expect(token).toBeTruthy()
    // The link alone is not enough: whoever did not sign up does not know the password.
    const wrong = await post(signUpConfirmPath(token!), { password: 'not-the-password' })
    expect(wrong.status).toBe(401)
    const finished = await post(signUpConfirmPath(token!), { password: newcomer.password })
    expect(finished.status).toBe(200)
    const result = AuthResultSchema.parse(await finished.json())
    expect(result.user).toMatchObject({ email: 'new.person@example.com', firstName: 'Ada', lastName: 'Byron', role: 'family' })
    expect(SessionSchema.parse(await (await session({ token: result.accessToken })).json()).user).toEqual(result.user)
    const again = await signIn({ email: 'new.person@example.com', password: newcomer.password })
    expect(again.user.id).toBe(result.user.id)
    const stored = await env.DB.prepare('SELECT password_hash AS h FROM users WHERE id = ?').bind(result.user.id).first<{ h: string }>()
    expect(stored?.h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    // The link works once.
    expect((await post(signUpConfirmPath(token!), { password: newcomer.password })).status).toBe(404)
  })

  it('refuses an unusable invitation before making the account, and opens the invited case with a good one', async () => {
    const bad = await post(UPSTREAM_AUTH_PATHS.signUp, { ...newcomer, email: 'invited@example.com', invitationToken: 'invite-123' })
    expect(bad.status).toBe(404)
    const none = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind('invited@example.com').first<{ n: number }>()
    expect(none?.n).toBe(0)

    const owner = await signIn(FAMILY)
    const invite = await post(
      '/api/family/cases/1101/invite',
      { email: 'invited@example.com', firstName: 'Ivy', lastName: 'Ellis' },
      { token: owner.accessToken },
    )
    expect(invite.status).toBeLessThan(300)
    const mail = await env.DB.prepare('SELECT text FROM outbox WHERE kind = \'invitation\' AND "to" = ? ORDER BY id DESC')
      .bind('invited@example.com')
      .first<{ text: string }>()
    const token = /\/family-portal\/invitation\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const { accessToken } = await signUpFinished({ ...newcomer, email: 'invited@example.com', invitationToken: token })
    expect((await get('/api/family/cases/1101', { token: accessToken })).status).toBe(200)
    expect((await get('/api/family/cases/1102', { token: accessToken })).status).toBe(404)
  })

  it('answers a known email (in any case) exactly like a new one, and mails its owner instead; another company may have it', async () => {
    const fresh = await post(UPSTREAM_AUTH_PATHS.signUp, { ...newcomer, email: 'someone-new@whitfield.example' })
    const taken = await post(UPSTREAM_AUTH_PATHS.signUp, { ...newcomer, email: 'FAMILY@whitfield.example' })
    expect(taken.status).toBe(fresh.status)
    expect(await taken.json()).toEqual(await fresh.json())
    const note = await lastSignUpMail('family@whitfield.example')
    expect(note?.subject).toBe('Someone tried to create an account with your email')
    expect(note?.text).toContain('/family-portal/password-reset')
    expect(note?.text).not.toMatch(/\/family-portal\/sign-up\//)
    // The owner's password is untouched.
    expect((await signIn(FAMILY)).user.email).toBe(FAMILY.email)
    const elsewhere = await signUpFinished({ ...newcomer, email: 'family@whitfield.example' }, { host: HARBOR })
    expect(elsewhere.user.email).toBe('family@whitfield.example')
  })

  it('lets a pending account be signed up again (the newer password wins) and finished by a password reset', async () => {
    const email = 'twice@example.com'
    expect((await post(UPSTREAM_AUTH_PATHS.signUp, { ...newcomer, email })).status).toBe(202)
    const first = await signUpLink(email)
    expect((await post(UPSTREAM_AUTH_PATHS.signUp, { ...newcomer, email, password: 'the-second-password' })).status).toBe(202)
    const second = await signUpLink(email)
    expect((await post(signUpConfirmPath(first!), { password: newcomer.password })).status).toBe(401)
    expect((await post(signUpConfirmPath(second!), { password: 'the-second-password' })).status).toBe(200)
  })

  it('answers invalid input with a 422 and the spec §5 message per field', async () => {
    const response = await post(UPSTREAM_AUTH_PATHS.signUp, {
      email: 'nope',
      password: 'short',
      firstName: '   ',
      invitationToken: 'x'.repeat(201),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      statusCode: 422,
      statusMessage: 'Unprocessable Content',
      errors: {
        email: 'Please enter a valid email address',
        password: 'Must be at least 10 characters',
        // Blank after trimming: missing, as a person would say, not "at least 1 characters".
        firstName: 'This field is required',
        lastName: 'This field is required',
        invitationToken: 'Cannot exceed 200 characters',
      },
    })
  })
})

async function heroHeading(kind: 'approved' | 'draft', host = WHITFIELD) {
  // The draft is staff's (decision 037).
  const token = kind === 'draft' ? (await signIn(STAFF, host)).accessToken : undefined
  const context = WebsiteContextSchema.parse(
    await (await get(`/api/web/render-context/${kind}`, { host, ...(token ? { token } : {}) })).json(),
  )
  return context.pages['/']?.modules[0]?.heading
}

describe('approving the draft (publishing)', () => {
  it('is a 401 for anonymous callers and a 403 for family members', async () => {
    const anonymous = await post(APPROVE_RENDER_CONTEXT_PATH, {})
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ statusCode: 401, statusMessage: 'Unauthorized' })
    const { accessToken } = await signIn(FAMILY)
    const family = await post(APPROVE_RENDER_CONTEXT_PATH, {}, { token: accessToken })
    expect(family.status).toBe(403)
    expect(await family.json()).toMatchObject({ statusCode: 403, statusMessage: 'Forbidden' })
  })

  it('is a 401 for staff of another funeral home', async () => {
    const harborStaff = await signIn({ email: 'staff@harbor.example', password: DEMO_PASSWORDS.staff }, HARBOR)
    expect((await post(APPROVE_RENDER_CONTEXT_PATH, {}, { token: harborStaff.accessToken })).status).toBe(401)
  })

  it('publishes the draft for staff (204): the approved site then shows the draft’s hero heading', async () => {
    const original = await env.DB.prepare("SELECT updated_at FROM website_contexts WHERE company_id = 1 AND kind = 'approved'").first<{
      updated_at: string
    }>()
    const db = drizzle(env.DB, { schema })
    const originalSite = SiteDocumentSchema.parse(await readSiteDocument(db, 1, 'approved'))
    onTestFinished(async () => {
      await saveSiteDocument(db, 1, 'approved', originalSite)
      await env.DB.prepare("UPDATE website_contexts SET updated_at = ? WHERE company_id = 1 AND kind = 'approved'")
        .bind(original!.updated_at)
        .run()
    })
    const draftHeading = await heroHeading('draft')
    const harborBefore = await heroHeading('approved', HARBOR)
    expect(await heroHeading('approved')).not.toBe(draftHeading)

    const { accessToken } = await signIn(STAFF)
    const response = await post(APPROVE_RENDER_CONTEXT_PATH, {}, { token: accessToken })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')

    expect(await heroHeading('approved')).toBe(draftHeading)
    expect(await heroHeading('approved', HARBOR)).toBe(harborBefore)
    const updated = await env.DB.prepare("SELECT updated_at FROM website_contexts WHERE company_id = 1 AND kind = 'approved'").first<{
      updated_at: string
    }>()
    expect(updated!.updated_at > original!.updated_at).toBe(true)
  })
})
