import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { hashRefreshToken } from '#api/src/auth/tokens.ts'
import {
  AuthResultSchema,
  PASSWORD_RESET_MESSAGES,
  PasswordResetStatusSchema,
  passwordResetTokenPath,
  UPSTREAM_AUTH_PATHS,
} from '#contract/auth.ts'
import { errorOf } from '#tests/support/error-body.ts'
import { ACCOUNTS, api, HARBOR, signUpFinished, WHITFIELD } from './client.ts'

const FAMILY = ACCOUNTS.whitfieldFamily
const NEW_PASSWORD = 'a-brand-new-password'

/** Each test its own client address, so no test spends another's reset-request allowance. */
function fromIp(): Record<string, string> {
  return { 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}` }
}

async function requestReset(email: string, host = WHITFIELD, headers = fromIp()) {
  return api(UPSTREAM_AUTH_PATHS.passwordReset, { host, json: { email }, headers })
}

type OutboxRow = { id: number; kind: string; to: string; subject: string; text: string; company_id: number }

async function lastResetMail(to: string): Promise<OutboxRow | null> {
  return env.DB.prepare('SELECT * FROM outbox WHERE kind = \'password-reset\' AND "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<OutboxRow>()
}

async function mailedToken(to: string): Promise<string> {
  const mail = await lastResetMail(to)
  const token = /\/family-portal\/password-reset\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no reset link mailed to ${to}`)
  return token
}

async function signIn(password: string, account: { host: string; email: string } = FAMILY) {
  return api(UPSTREAM_AUTH_PATHS.signIn, { host: account.host, json: { email: account.email, password } })
}

/** A fresh account per test: the database is shared by the tests of this file, and resets change passwords. */
async function newAccount(): Promise<{ host: string; email: string; password: string }> {
  const account = { host: WHITFIELD, email: `reset-${crypto.randomUUID()}@example.com`, password: 'the-first-password' }
  await signUpFinished(
    { email: account.email, password: account.password, firstName: 'Ruth', lastName: 'Abernathy' },
    { headers: fromIp() },
  )
  return account
}

describe('password reset request', () => {
  it('answers 204 and mails a single link to the account, to its own site', async () => {
    const response = await requestReset('Family@Whitfield.example')
    expect(response.status).toBe(204)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const mail = await lastResetMail(FAMILY.email)
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Reset your password', company_id: 1 })
    expect(mail?.text).toMatch(/^Hello \w+,/)
    expect(mail?.text).toMatch(/http:\/\/localhost\/family-portal\/password-reset\/[A-Za-z0-9_-]{43}\n/)
    // Only the hash is stored.
    const token = await mailedToken(FAMILY.email)
    const stored = await env.DB.prepare('SELECT token_hash FROM password_reset_tokens WHERE token_hash = ?')
      .bind(await hashRefreshToken(token))
      .first()
    expect(stored).not.toBeNull()
    const clear = await env.DB.prepare('SELECT count(*) AS n FROM password_reset_tokens WHERE token_hash = ?')
      .bind(token)
      .first<{ n: number }>()
    expect(clear?.n).toBe(0)
  })

  it('answers the same 204 for an unknown email and mails nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>()
    const response = await requestReset('nobody@whitfield.example')
    expect(response.status).toBe(204)
    // Harbor's account is not Whitfield's: asked at Whitfield, nothing is mailed either.
    expect((await requestReset('family@harbor.example')).status).toBe(204)
    const after = await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>()
    expect(after?.n).toBe(before?.n)
  })

  it('is a 422 with the field message for a malformed email', async () => {
    const response = await requestReset('not-an-email')
    expect(response.status).toBe(422)
    expect(await errorOf(response)).toMatchObject({ errors: { email: 'Please enter a valid email address' } })
  })
})

describe('password reset with a token', () => {
  it('tells the screen whose link it is and until when', async () => {
    await requestReset(FAMILY.email)
    const token = await mailedToken(FAMILY.email)
    const response = await api(passwordResetTokenPath(token))
    expect(response.status).toBe(200)
    const status = PasswordResetStatusSchema.parse(await response.json())
    expect(status.email).toBe(FAMILY.email)
    const left = Date.parse(status.expiresAt) - Date.now()
    expect(left).toBeGreaterThan(59 * 60 * 1000)
    expect(left).toBeLessThanOrEqual(60 * 60 * 1000)
  })

  it('sets the new password once, revokes every session and spends the link', async () => {
    const account = await newAccount()
    const oldSession = AuthResultSchema.parse(await (await signIn(account.password, account)).json())
    await requestReset(account.email)
    const token = await mailedToken(account.email)

    const reset = await api(passwordResetTokenPath(token), { json: { password: NEW_PASSWORD } })
    expect(reset.status).toBe(204)

    expect((await signIn(account.password, account)).status).toBe(401)
    expect((await signIn(NEW_PASSWORD, account)).status).toBe(200)
    // The session from before the reset cannot be refreshed any more.
    const refresh = await api(UPSTREAM_AUTH_PATHS.refresh, { json: { refreshToken: oldSession.refreshToken } })
    expect(refresh.status).toBe(401)
    // Nor is its access token worth anything, though it has not expired (the token version moved on).
    expect((await api(UPSTREAM_AUTH_PATHS.session, { token: oldSession.accessToken })).status).toBe(401)

    const again = await api(passwordResetTokenPath(token), { json: { password: 'yet-another-password' } })
    expect(again.status).toBe(404)
    expect(await errorOf(again)).toMatchObject({ message: PASSWORD_RESET_MESSAGES.used })
    expect((await api(passwordResetTokenPath(token))).status).toBe(404)
    expect((await signIn('yet-another-password', account)).status).toBe(401)
  })

  it('spends the other links of the user too', async () => {
    const relative = await newAccount()
    await requestReset(relative.email)
    const first = await mailedToken(relative.email)
    await requestReset(relative.email)
    const second = await mailedToken(relative.email)
    expect(second).not.toBe(first)
    expect((await api(passwordResetTokenPath(second), { json: { password: NEW_PASSWORD } })).status).toBe(204)
    const late = await api(passwordResetTokenPath(first), { json: { password: 'one-more-password' } })
    expect(late.status).toBe(404)
  })

  it('refuses an expired link', async () => {
    const account = await newAccount()
    await requestReset(account.email)
    const token = await mailedToken(account.email)
    await env.DB.prepare('UPDATE password_reset_tokens SET expires_at = ? WHERE token_hash = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), await hashRefreshToken(token))
      .run()
    for (const response of [
      await api(passwordResetTokenPath(token)),
      await api(passwordResetTokenPath(token), { json: { password: NEW_PASSWORD } }),
    ]) {
      expect(response.status).toBe(404)
      expect(await errorOf(response)).toBeErrorBody(404, { message: PASSWORD_RESET_MESSAGES.expired })
    }
    expect((await signIn(account.password, account)).status).toBe(200)
  })

  it('refuses an unknown or malformed token, and another company’s', async () => {
    const unknown = 'A'.repeat(43)
    for (const token of [unknown, 'short', 'x'.repeat(300)]) {
      const response = await api(passwordResetTokenPath(token))
      expect(response.status).toBe(404)
      expect(await errorOf(response)).toMatchObject({ message: PASSWORD_RESET_MESSAGES.unknown })
    }
    await requestReset(FAMILY.email)
    const token = await mailedToken(FAMILY.email)
    expect((await api(passwordResetTokenPath(token), { host: HARBOR })).status).toBe(404)
    expect((await api(passwordResetTokenPath(token), { host: HARBOR, json: { password: NEW_PASSWORD } })).status).toBe(404)
  })

  it('is a 422 with the field message for a short password, and leaves the link usable', async () => {
    await requestReset(FAMILY.email)
    const token = await mailedToken(FAMILY.email)
    const response = await api(passwordResetTokenPath(token), { json: { password: 'short' } })
    expect(response.status).toBe(422)
    expect(await errorOf(response)).toMatchObject({ errors: { password: 'Must be at least 10 characters' } })
    expect((await api(passwordResetTokenPath(token))).status).toBe(200)
  })
})
