import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { resetTokenState } from '#api/src/auth/password-reset.ts'
import { purgeExpiredRefreshTokens } from '#api/src/auth/purge.ts'
import { siteLink } from '#api/src/auth/site-link.ts'
import { blockedFor, clientIp, RATE_LIMITS } from '#api/src/rate-limit/rules.ts'
import { purgeExpired } from '#api/src/scheduled.ts'
import { AuthResultSchema, TOO_MANY_ATTEMPTS, UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { ApiErrorBodySchema } from '#contract/errors.ts'
import { ACCOUNTS, api, HARBOR, WHITFIELD } from './client.ts'

const FAMILY = ACCOUNTS.whitfieldFamily
const TOO_MANY = { statusCode: 429, statusMessage: 'Too Many Requests', message: TOO_MANY_ATTEMPTS }

let nextIp = 1
/** A client address of its own per test: the database (and so the counters) is shared by the file. */
function ip(): Record<string, string> {
  return { 'CF-Connecting-IP': `203.0.113.${nextIp++}` }
}

function signIn(email: string, password: string, headers: Record<string, string>, host = WHITFIELD) {
  return api(UPSTREAM_AUTH_PATHS.signIn, { host, json: { email, password }, headers })
}

async function expectTooMany(response: Response, maxSeconds: number) {
  expect(response.status).toBe(429)
  expect(ApiErrorBodySchema.parse(await response.json())).toEqual(TOO_MANY)
  const retryAfter = Number(response.headers.get('Retry-After'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
}

describe('sign-in limit', () => {
  it('refuses even the right password after 10 failures from one address, and only there', async () => {
    const from = ip()
    const limit = RATE_LIMITS['sign-in']
    for (let i = 0; i < limit.limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await signIn(FAMILY.email, 'wrong-password', from)).status).toBe(401)
    }
    await expectTooMany(await signIn(FAMILY.email, FAMILY.password, from), limit.windowSeconds)
    // Another address, another email, another company: each its own window.
    expect((await signIn(FAMILY.email, FAMILY.password, ip())).status).toBe(200)
    expect((await signIn(ACCOUNTS.whitfieldStaff.email, ACCOUNTS.whitfieldStaff.password, from)).status).toBe(200)
    expect((await signIn(ACCOUNTS.harborFamily.email, ACCOUNTS.harborFamily.password, from, HARBOR)).status).toBe(200)
  })

  it('refuses an account guessed at from many addresses after 50 failures', async () => {
    const staff = ACCOUNTS.whitfieldStaff
    const limit = RATE_LIMITS['sign-in-account']
    const attempts = Array.from({ length: limit.limit }, () => signIn(staff.email, 'wrong-password', ip()))
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(401)
    await expectTooMany(await signIn(staff.email, staff.password, ip()), limit.windowSeconds)
    await env.DB.prepare('DELETE FROM rate_limits').run()
    expect((await signIn(staff.email, staff.password, ip())).status).toBe(200)
  })

  it('never counts successful sign-ins', async () => {
    const from = ip()
    for (let i = 0; i < RATE_LIMITS['sign-in'].limit + 2; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await signIn(FAMILY.email, FAMILY.password, from)).status).toBe(200)
    }
  })

  it('opens a new window once the last one is over', async () => {
    const from = ip()
    for (let i = 0; i < RATE_LIMITS['sign-in'].limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      await signIn(FAMILY.email, 'wrong-password', from)
    }
    expect((await signIn(FAMILY.email, FAMILY.password, from)).status).toBe(429)
    const longAgo = Math.floor(Date.now() / 1000) - RATE_LIMITS['sign-in'].windowSeconds - 1
    await env.DB.prepare('UPDATE rate_limits SET window_start = ?').bind(longAgo).run()
    expect((await signIn(FAMILY.email, FAMILY.password, from)).status).toBe(200)
  })
})

describe('sign-up and reset-request limits', () => {
  it('refuses the 11th sign-up attempt for one email from one address', async () => {
    const from = ip()
    const email = `limit-${crypto.randomUUID()}@example.com`
    const body = { email, password: 'long-enough-password', firstName: 'Ann', lastName: 'Lee' }
    const limit = RATE_LIMITS['sign-up']
    expect((await api(UPSTREAM_AUTH_PATHS.signUp, { json: body, headers: from })).status).toBe(201)
    for (let i = 1; i < limit.limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await api(UPSTREAM_AUTH_PATHS.signUp, { json: body, headers: from })).status).toBe(409)
    }
    await expectTooMany(await api(UPSTREAM_AUTH_PATHS.signUp, { json: body, headers: from }), limit.windowSeconds)
  })

  it('refuses the 6th reset request for one email, known or not, and mails only 5', async () => {
    const limit = RATE_LIMITS['password-reset']
    for (const email of [FAMILY.email, 'nobody@whitfield.example']) {
      const from = ip()
      for (let i = 0; i < limit.limit; i++) {
        // oxlint-disable-next-line no-await-in-loop
        expect((await api(UPSTREAM_AUTH_PATHS.passwordReset, { json: { email }, headers: from })).status).toBe(204)
      }
      // oxlint-disable-next-line no-await-in-loop
      await expectTooMany(await api(UPSTREAM_AUTH_PATHS.passwordReset, { json: { email }, headers: from }), limit.windowSeconds)
    }
    const mails = await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE kind = \'password-reset\' AND "to" = ?')
      .bind(FAMILY.email)
      .first<{ n: number }>()
    expect(mails?.n).toBe(limit.limit)
  })

  it('does not count a body that fails validation', async () => {
    const from = ip()
    for (let i = 0; i < RATE_LIMITS['password-reset'].limit + 1; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await api(UPSTREAM_AUTH_PATHS.passwordReset, { json: { email: 'nope' }, headers: from })).status).toBe(422)
    }
  })
})

async function count(sql: string): Promise<number> {
  return (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? -1
}

describe('purging', () => {
  it('drops the expired refresh tokens of a user at their sign-in, and everything stale on schedule', async () => {
    const session = AuthResultSchema.parse(await (await signIn(FAMILY.email, FAMILY.password, ip())).json())
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    await env.DB.prepare('UPDATE refresh_tokens SET expires_at = ? WHERE user_id = 1001').bind(yesterday).run()
    expect(
      await count("SELECT count(*) AS n FROM refresh_tokens WHERE user_id = 1001 AND expires_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"),
    ).toBeGreaterThan(0)
    await signIn(FAMILY.email, FAMILY.password, ip())
    expect(
      await count("SELECT count(*) AS n FROM refresh_tokens WHERE user_id = 1001 AND expires_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"),
    ).toBe(0)
    expect((await api(UPSTREAM_AUTH_PATHS.refresh, { json: { refreshToken: session.refreshToken } })).status).toBe(401)

    await env.DB.prepare('UPDATE refresh_tokens SET expires_at = ? WHERE user_id = 1002').bind(yesterday).run()
    await env.DB.prepare('UPDATE rate_limits SET window_start = 0').run()
    await purgeExpired(env)
    expect(await count('SELECT count(*) AS n FROM refresh_tokens WHERE user_id = 1002')).toBe(0)
    expect(await count('SELECT count(*) AS n FROM rate_limits')).toBe(0)
    expect(await count('SELECT count(*) AS n FROM password_reset_tokens WHERE used_at IS NOT NULL')).toBe(0)
  })

  it('purgeExpiredRefreshTokens leaves live tokens alone', async () => {
    await signIn(FAMILY.email, FAMILY.password, ip())
    const { drizzle } = await import('drizzle-orm/d1')
    await purgeExpiredRefreshTokens(drizzle(env.DB), new Date(), 1001)
    const live = await env.DB.prepare('SELECT count(*) AS n FROM refresh_tokens WHERE user_id = 1001').first<{ n: number }>()
    expect(live?.n).toBeGreaterThan(0)
  })
})

describe('the rules, as plain functions', () => {
  const limit = { limit: 3, windowSeconds: 60 }

  it('blocks a full window until it ends', () => {
    expect(blockedFor(undefined, limit, 100)).toBeUndefined()
    expect(blockedFor({ windowStart: 100, count: 2 }, limit, 110)).toBeUndefined()
    expect(blockedFor({ windowStart: 100, count: 3 }, limit, 110)).toBe(50)
    expect(blockedFor({ windowStart: 100, count: 9 }, limit, 159)).toBe(1)
    expect(blockedFor({ windowStart: 100, count: 9 }, limit, 160)).toBeUndefined()
  })

  it('takes the client address from Cloudflare only, never from X-Forwarded-For', () => {
    expect(clientIp(new Headers({ 'CF-Connecting-IP': '192.0.2.1', 'X-Forwarded-For': '10.0.0.1' }))).toBe('192.0.2.1')
    expect(clientIp(new Headers({ 'X-Forwarded-For': '192.0.2.9' }))).toBe('unknown')
    expect(clientIp(new Headers())).toBe('unknown')
  })

  it('says what a reset token allows', () => {
    const now = new Date('2026-11-20T12:00:00.000Z')
    expect(resetTokenState(undefined, now)).toEqual({ kind: 'unknown' })
    expect(resetTokenState({ userId: 1, expiresAt: '2026-11-20T13:00:00.000Z', usedAt: '2026-11-20T11:00:00.000Z' }, now)).toEqual({
      kind: 'used',
    })
    expect(resetTokenState({ userId: 1, expiresAt: '2026-11-20T12:00:00.000Z', usedAt: null }, now)).toEqual({ kind: 'expired' })
    expect(resetTokenState({ userId: 1, expiresAt: '2026-11-20T12:00:00.001Z', usedAt: null }, now)).toEqual({
      kind: 'live',
      userId: 1,
      expiresAt: '2026-11-20T12:00:00.001Z',
    })
  })

  it('links to the site the request came from, never to a smuggled host', () => {
    expect(siteLink('localhost:5173', '/x')).toBe('http://localhost:5173/x')
    expect(siteLink('harbor.localhost', '/x')).toBe('http://harbor.localhost/x')
    expect(siteLink('www.whitfieldfuneral.com', '/x')).toBe('https://www.whitfieldfuneral.com/x')
    expect(siteLink('localhost:80@evil.example', '/x')).toBe('http://localhost/x')
  })
})
