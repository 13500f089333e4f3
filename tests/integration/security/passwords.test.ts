import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_MESSAGE } from '#contract/auth.ts'
import { legacyPbkdf2Hash } from '#tests/support/legacy-password.ts'
import { newUser } from '#tests/support/factories.ts'
import { browser } from '../workers/helpers.ts'

/**
 * Issue 35 point 7, through the built web Worker (BFF) into the built api Worker and its D1:
 * passwords are stored as argon2id (decision 047); an account whose hash is still the PBKDF2 of
 * before signs in as ever and leaves with an argon2id hash; the most common passwords are refused
 * for a new password, kindly, beside the field.
 */

const DB = (env as unknown as { DB: D1Database }).DB
const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/
/** Sign-ins and sign-ups each run argon2id (a decoy one for unknown emails): size for a busy machine. */
const SLOW_MS = 90_000

let nextAddress = 1
/** A client address of this file's own (TEST-NET-1), so the rate limits other files count never meet these. */
const address = () => `192.0.2.${100 + nextAddress++}`

function post(path: string, body: object, from = address()) {
  return browser(path, { method: 'POST', body: JSON.stringify(body), headers: { 'CF-Connecting-IP': from } })
}

/** An account at Whitfield whose stored hash is `hash`, as accounts made before issue 35 have. */
async function accountWithHash(hash: string): Promise<{ id: number; email: string }> {
  const email = `old-${crypto.randomUUID()}@example.com`
  const id = await newUser(DB, { email, passwordHash: hash, firstName: 'Edith', lastName: 'Older', role: 'family' })
  return { id, email }
}

const storedHash = async (id: number) =>
  (await DB.prepare('SELECT password_hash AS h FROM users WHERE id = ?').bind(id).first<{ h: string }>())?.h

describe('passwords are argon2id, and the old PBKDF2 ones move over on sign-in', () => {
  it(
    'an account with a PBKDF2 hash signs in, and from then on its hash is argon2id',
    async () => {
      const password = 'an-old-kind-of-password'
      const old = await legacyPbkdf2Hash(password)
      const account = await accountWithHash(old)
      // A wrong password changes nothing.
      expect((await post('/api/auth/sign-in', { email: account.email, password: 'not-my-password' })).status).toBe(401)
      expect(await storedHash(account.id)).toBe(old)
      const first = await post('/api/auth/sign-in', { email: account.email, password })
      expect(first.status).toBe(200)
      const rehashed = await storedHash(account.id)
      expect(rehashed).toMatch(ARGON2ID)
      // The same password still signs in, by the new hash, which stays as it is.
      expect((await post('/api/auth/sign-in', { email: account.email, password })).status).toBe(200)
      expect(await storedHash(account.id)).toBe(rehashed)
      expect((await post('/api/auth/sign-in', { email: account.email, password: 'not-my-password' })).status).toBe(401)
    },
    SLOW_MS,
  )

  it(
    'a new account is stored as argon2id from the start',
    async () => {
      const email = `new-${crypto.randomUUID()}@example.com`
      const signUp = await post('/api/auth/sign-up', { email, password: 'a-password-of-my-own', firstName: 'Nia', lastName: 'New' })
      expect(signUp.status).toBe(202)
      const row = await DB.prepare('SELECT password_hash AS h FROM users WHERE email = ?').bind(email).first<{ h: string }>()
      // Pending until the mailed link is used; the hash under the mark is argon2id.
      expect(row?.h.replace(/^pending\$/, '')).toMatch(ARGON2ID)
    },
    SLOW_MS,
  )
})

async function expectCommonPassword(response: Response) {
  expect(response.status).toBe(422)
  expect(await response.json()).toEqual({
    statusCode: 422,
    statusMessage: 'Unprocessable Content',
    message: COMMON_PASSWORD_MESSAGE,
    errors: { password: COMMON_PASSWORD_MESSAGE },
  })
}

describe('the most common passwords are refused for a new password', () => {
  it(
    'at sign-up, whatever the case, before anything is counted or mailed',
    async () => {
      const email = `common-${crypto.randomUUID()}@example.com`
      const from = address()
      for (const password of ['qwertyuiop', 'PASSWORD123', '1234567890', 'Ｐａｓｓｗｏｒｄ１２３']) {
        // oxlint-disable-next-line no-await-in-loop
        await expectCommonPassword(await post('/api/auth/sign-up', { email, password, firstName: 'Cal', lastName: 'Common' }, from))
      }
      const mails = () => DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE "to" = ?').bind(email).first<{ n: number }>()
      expect((await mails())?.n).toBe(0)
      // The refusals used up nothing: a good password now makes the account and mails the link.
      const accepted = await post(
        '/api/auth/sign-up',
        { email, password: 'lantern orchard river', firstName: 'Cal', lastName: 'Common' },
        from,
      )
      expect(accepted.status).toBe(202)
      expect((await mails())?.n).toBe(1)
    },
    SLOW_MS,
  )

  it(
    'when setting a new password with a reset link, which still works for a good one',
    async () => {
      const account = await accountWithHash(await legacyPbkdf2Hash('whatever-it-was', 1000))
      expect((await post('/api/auth/password-reset', { email: account.email })).status).toBe(204)
      const mail = await DB.prepare('SELECT text FROM outbox WHERE "to" = ? AND kind = \'password-reset\'')
        .bind(account.email)
        .first<{ text: string }>()
      const token = /\/family-portal\/password-reset\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1]
      expect(token).toBeTruthy()
      await expectCommonPassword(await post(`/api/auth/password-reset/${token}`, { password: 'iloveyou123' }))
      expect((await post(`/api/auth/password-reset/${token}`, { password: 'a quiet harbour at dawn' })).status).toBe(204)
      expect(await storedHash(account.id)).toMatch(ARGON2ID)
      expect((await post('/api/auth/sign-in', { email: account.email, password: 'a quiet harbour at dawn' })).status).toBe(200)
    },
    SLOW_MS,
  )
})
