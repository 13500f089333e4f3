import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { resetTokenState } from '#api/src/auth/password-reset.ts'
import { purgeExpiredRefreshTokens } from '#api/src/auth/purge.ts'
import { siteLink } from '#api/src/auth/site-link.ts'
import { clientIp, RATE_LIMITS, SIGN_IN_UNDER_ATTACK } from '#api/src/rate-limit/rules.ts'
import { purgeExpired } from '#api/src/scheduled.ts'
import { AuthResultSchema, TOO_MANY_ATTEMPTS, UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { ApiErrorBodySchema } from '#contract/errors.ts'
import { ACCOUNTS, api, HARBOR, WHITFIELD } from './client.ts'

const FAMILY = ACCOUNTS.whitfieldFamily
/** Dozens of password checks at once (a PBKDF2 each) take longer than vitest's 5 s default. */
const PARALLEL_KDF_MS = 60_000
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
  const pair = RATE_LIMITS['sign-in:address-email']

  it(
    'lets at most 5 of 20 parallel guesses from one address be checked, then refuses even the right password there only',
    async () => {
      const from = ip()
      const guesses = await Promise.all(Array.from({ length: 20 }, () => signIn(FAMILY.email, 'wrong-password', from)))
      const statuses = guesses.map((r) => r.status)
      expect(statuses.filter((s) => s === 401)).toHaveLength(pair.limit)
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - pair.limit)
      await expectTooMany(await signIn(FAMILY.email, FAMILY.password, from), pair.windowSeconds)
      // Another address, another email, another company: each its own window.
      expect((await signIn(FAMILY.email, FAMILY.password, ip())).status).toBe(200)
      expect((await signIn(ACCOUNTS.whitfieldStaff.email, ACCOUNTS.whitfieldStaff.password, from)).status).toBe(200)
      expect((await signIn(ACCOUNTS.harborFamily.email, ACCOUNTS.harborFamily.password, from, HARBOR)).status).toBe(200)
    },
    PARALLEL_KDF_MS,
  )

  it(
    'stops one address spraying a password over many emails',
    async () => {
      const from = ip()
      const limit = RATE_LIMITS['sign-in:address']
      const sprayed = await Promise.all(
        Array.from({ length: limit.limit + 10 }, (_, i) => signIn(`sprayed-${i}@whitfield.example`, 'Password123!', from)),
      )
      expect(sprayed.filter((r) => r.status === 401)).toHaveLength(limit.limit)
      await expectTooMany(await signIn('one-more@whitfield.example', 'Password123!', from), limit.windowSeconds)
    },
    PARALLEL_KDF_MS,
  )

  it(
    'never lets strangers lock an account: failures from many addresses only lower each address to 2 guesses',
    async () => {
      const staff = ACCOUNTS.whitfieldStaff
      const many = RATE_LIMITS['sign-in:email'].limit + 10
      const attempts = await Promise.all(Array.from({ length: many }, () => signIn(staff.email, 'wrong-password', ip())))
      for (const response of attempts) expect(response.status).toBe(401)
      // The owner, from their own address, signs in.
      expect((await signIn(staff.email, staff.password, ip())).status).toBe(200)
      // A new address gets SIGN_IN_UNDER_ATTACK failed guesses, not 5.
      const guesser = ip()
      for (let i = 0; i < SIGN_IN_UNDER_ATTACK; i++) {
        // oxlint-disable-next-line no-await-in-loop
        expect((await signIn(staff.email, 'wrong-password', guesser)).status).toBe(401)
      }
      await expectTooMany(await signIn(staff.email, 'wrong-password', guesser), pair.windowSeconds)
      await env.DB.prepare('DELETE FROM rate_limits').run()
    },
    PARALLEL_KDF_MS,
  )

  it('never counts successful sign-ins', async () => {
    const from = ip()
    for (let i = 0; i < pair.limit + 2; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await signIn(FAMILY.email, FAMILY.password, from)).status).toBe(200)
    }
    // Right ones between wrong ones give their place back: 4 wrong, right, 1 wrong still pass.
    for (let i = 0; i < pair.limit - 1; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await signIn(FAMILY.email, 'wrong-password', from)).status).toBe(401)
    }
    expect((await signIn(FAMILY.email, FAMILY.password, from)).status).toBe(200)
    expect((await signIn(FAMILY.email, 'wrong-password', from)).status).toBe(401)
    expect((await signIn(FAMILY.email, FAMILY.password, from)).status).toBe(429)
  })

  it('opens a new window once the last one is over', async () => {
    const from = ip()
    for (let i = 0; i < pair.limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      await signIn(FAMILY.email, 'wrong-password', from)
    }
    expect((await signIn(FAMILY.email, FAMILY.password, from)).status).toBe(429)
    const longAgo = Math.floor(Date.now() / 1000) - pair.windowSeconds - 1
    await env.DB.prepare('UPDATE rate_limits SET window_start = ?').bind(longAgo).run()
    expect((await signIn(FAMILY.email, FAMILY.password, from)).status).toBe(200)
  })
})

async function mailsTo(kind: string, to: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE kind = ? AND "to" = ?').bind(kind, to).first<{ n: number }>()
  return row?.n ?? -1
}

const body = (email: string) => ({ email, password: 'long-enough-password', firstName: 'Ann', lastName: 'Lee' })

describe('sign-up and reset-request limits', () => {
  it('refuses the 11th sign-up from one address, whatever the emails', async () => {
    const from = ip()
    const limit = RATE_LIMITS['sign-up:address']
    for (let i = 0; i < limit.limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect(
        (await api(UPSTREAM_AUTH_PATHS.signUp, { json: body(`flood-${crypto.randomUUID()}@example.com`), headers: from })).status,
      ).toBe(202)
    }
    await expectTooMany(await api(UPSTREAM_AUTH_PATHS.signUp, { json: body('one-more@example.com'), headers: from }), limit.windowSeconds)
  })

  it('mails one address at most 3 times an hour from sign-ups, answering the same 202 after', async () => {
    for (const email of [`mailbox-${crypto.randomUUID()}@example.com`, FAMILY.email]) {
      for (let i = 0; i < 5; i++) {
        // oxlint-disable-next-line no-await-in-loop
        expect((await api(UPSTREAM_AUTH_PATHS.signUp, { json: body(email), headers: ip() })).status).toBe(202)
      }
      // oxlint-disable-next-line no-await-in-loop
      expect(await mailsTo('sign-up', email)).toBe(RATE_LIMITS['sign-up:email'].limit)
    }
  })

  it('refuses the 11th reset request from one address, known emails or not', async () => {
    const from = ip()
    const limit = RATE_LIMITS['password-reset:address']
    for (let i = 0; i < limit.limit; i++) {
      const email = i % 2 ? FAMILY.email : `nobody-${i}@whitfield.example`
      // oxlint-disable-next-line no-await-in-loop
      expect((await api(UPSTREAM_AUTH_PATHS.passwordReset, { json: { email }, headers: from })).status).toBe(204)
    }
    await expectTooMany(await api(UPSTREAM_AUTH_PATHS.passwordReset, { json: { email: FAMILY.email }, headers: from }), limit.windowSeconds)
  })

  it('mails one address at most 5 reset links an hour, from any number of addresses, answering 204 after', async () => {
    const email = ACCOUNTS.whitfieldRelative.email
    const before = await mailsTo('password-reset', email)
    for (let i = 0; i < 8; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await api(UPSTREAM_AUTH_PATHS.passwordReset, { json: { email }, headers: ip() })).status).toBe(204)
    }
    expect((await mailsTo('password-reset', email)) - before).toBe(RATE_LIMITS['password-reset:email'].limit)
  })

  it('does not count a body that fails validation', async () => {
    const from = ip()
    for (let i = 0; i < RATE_LIMITS['password-reset:address'].limit + 1; i++) {
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
