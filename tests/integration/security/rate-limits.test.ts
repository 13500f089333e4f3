import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PLANNING_TOO_MANY, RATE_LIMITS, SIGN_IN_UNDER_ATTACK } from '#api/src/rate-limit/rules.ts'
import { TOO_MANY_ATTEMPTS } from '#contract/auth.ts'
import { browser, DEMO_FAMILY, setCookies } from '../workers/helpers.ts'

/**
 * Issue 16, "rate limits that hold", tried as an attacker would: through the built web Worker
 * (BFF) into the built api Worker and its D1. Each test takes client addresses of its own (the
 * edge's CF-Connecting-IP, which the BFF passes on), since the counters live in the shared D1.
 */

const DB = (env as unknown as { DB: D1Database }).DB
const STAFF = { email: 'staff@whitfield.example', password: 'staff-demo-2026' }
/** Dozens of password checks at once (a PBKDF2 each) take longer than vitest's 5 s default. */
const SLOW_MS = 90_000

let nextAddress = 1
/** A client address no other test uses (TEST-NET-2, then -3). */
function address(): string {
  const n = nextAddress++
  return n < 250 ? `198.51.100.${n}` : `203.0.113.${n - 249}`
}

function signIn(credentials: { email: string; password: string }, from: string) {
  return browser('/api/auth/sign-in', { method: 'POST', body: JSON.stringify(credentials), headers: { 'CF-Connecting-IP': from } })
}

function signUp(email: string, password: string, from: string) {
  return browser('/api/auth/sign-up', {
    method: 'POST',
    body: JSON.stringify({ email, password, firstName: 'Sam', lastName: 'Prober' }),
    headers: { 'CF-Connecting-IP': from },
  })
}

async function expectTooMany(response: Response, message = TOO_MANY_ATTEMPTS) {
  expect(response.status).toBe(429)
  expect(await response.json()).toEqual({ statusCode: 429, statusMessage: 'Too Many Requests', message })
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
}

describe('password guessing', () => {
  it(
    'parallel guesses from one address cannot pass the limit: exactly 5 of 30 are checked',
    async () => {
      const from = address()
      const limit = RATE_LIMITS['sign-in:address-email'].limit
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => signIn({ email: DEMO_FAMILY.email, password: `guess-${i}` }, from)),
      )
      const statuses = guesses.map((r) => r.status)
      expect(statuses.filter((s) => s === 401)).toHaveLength(limit)
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - limit)
      await expectTooMany(guesses.find((r) => r.status === 429)!)
      // Even the right password waits now, from this address; no cookie is set.
      const right = await signIn(DEMO_FAMILY, from)
      expect(right.status).toBe(429)
      expect(right.headers.getSetCookie()).toEqual([])
    },
    SLOW_MS,
  )

  it(
    'one address spraying one password over many emails is stopped',
    async () => {
      const from = address()
      const limit = RATE_LIMITS['sign-in:address'].limit
      const sprayed = await Promise.all(
        Array.from({ length: limit + 15 }, (_, i) => signIn({ email: `target-${i}@whitfield.example`, password: 'Spring2026!' }, from)),
      )
      expect(sprayed.filter((r) => r.status === 401)).toHaveLength(limit)
      expect(sprayed.filter((r) => r.status === 429)).toHaveLength(15)
      await expectTooMany(await signIn({ email: 'yet-another@whitfield.example', password: 'Spring2026!' }, from))
    },
    SLOW_MS,
  )

  it(
    'a stranger cannot lock an account: after failures from many addresses, the owner still signs in',
    async () => {
      const strangers = RATE_LIMITS['sign-in:email'].limit + 20
      const failures = await Promise.all(
        Array.from({ length: strangers }, () => signIn({ email: STAFF.email, password: 'not-it' }, address())),
      )
      expect(failures.every((r) => r.status === 401)).toBe(true)
      const owner = await signIn(STAFF, address())
      expect(owner.status).toBe(200)
      expect(Object.keys(setCookies(owner))).toContain('fs_at')
      // Meanwhile each guessing address is held to SIGN_IN_UNDER_ATTACK tries.
      const guesser = address()
      for (let i = 0; i < SIGN_IN_UNDER_ATTACK; i++) {
        // oxlint-disable-next-line no-await-in-loop
        expect((await signIn({ email: STAFF.email, password: `still-not-${i}` }, guesser)).status).toBe(401)
      }
      await expectTooMany(await signIn({ email: STAFF.email, password: 'last-try' }, guesser))
    },
    SLOW_MS,
  )
})

describe('account enumeration by sign-up', () => {
  it(
    'answers a known email exactly like a new one, and the chosen password signs in neither',
    async () => {
      const password = 'a-password-of-my-own'
      const fresh = `probe-${crypto.randomUUID()}@example.com`
      const answers = [await signUp(fresh, password, address()), await signUp(DEMO_FAMILY.email, password, address())]
      const [newOne, known] = await Promise.all(
        answers.map(async (r) => ({
          status: r.status,
          body: await r.text(),
          cookies: r.headers.getSetCookie(),
          headers: [...r.headers.keys()].filter((h) => !['date', 'x-request-id'].includes(h)).toSorted(),
        })),
      )
      expect(newOne?.status).toBe(202)
      expect(known).toEqual(newOne)
      expect(newOne?.cookies).toEqual([])
      // Signing in with the password just chosen tells nothing either: a new account is pending.
      expect((await signIn({ email: fresh, password }, address())).status).toBe(401)
      expect((await signIn({ email: DEMO_FAMILY.email, password }, address())).status).toBe(401)
      // What differs went by mail, to each address's owner.
      const mails = await DB.prepare('SELECT "to", subject FROM outbox WHERE kind = \'sign-up\' AND "to" IN (?, ?) ORDER BY id')
        .bind(fresh, DEMO_FAMILY.email)
        .all<{ to: string; subject: string }>()
      expect(mails.results).toContainEqual({ to: fresh, subject: 'Finish creating your account' })
      expect(mails.results).toContainEqual({ to: DEMO_FAMILY.email, subject: 'Someone tried to create an account with your email' })
    },
    SLOW_MS,
  )

  it('one address cannot flood sign-ups', async () => {
    const from = address()
    const limit = RATE_LIMITS['sign-up:address'].limit
    for (let i = 0; i < limit; i++) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await signUp(`flood-${i}-${crypto.randomUUID()}@example.com`, 'a-long-enough-password', from)).status).toBe(202)
    }
    await expectTooMany(await signUp(`flood-last-${crypto.randomUUID()}@example.com`, 'a-long-enough-password', from))
  })
})

/** A complete at-need request of the Whitfield form, sent in the name of `email`. */
function planningRequest(email: string, from: string) {
  const fields = {
    contactFirstName: 'Ruth',
    contactLastName: 'Albright',
    contactEmail: email,
    contactPhone: '(555) 301-4477',
    contactRelationship: 'daughter',
    decedentFirstName: 'Harold',
    decedentLastName: 'Albright',
    decedentDeathDate: '2025-11-21',
    veteran: 'no',
    disposition: 'burial',
    acknowledgement: true,
  }
  return browser('/api/web/planning/submit', {
    method: 'POST',
    body: JSON.stringify({ locationId: 101, caseStatus: 'AT_NEED', fields }),
    headers: { 'CF-Connecting-IP': from, 'Idempotency-Key': crypto.randomUUID() },
  })
}

describe('planning requests in one name', () => {
  it(
    'the same email from a new address each time is refused past its limit, parallel sends included (issue 35)',
    async () => {
      const email = `ruth.${crypto.randomUUID()}@example.com`
      const limit = RATE_LIMITS['planning:email'].limit
      const sent = await Promise.all(Array.from({ length: limit + 4 }, () => planningRequest(email, address())))
      expect(sent.map((r) => r.status).toSorted()).toEqual([...Array<number>(limit).fill(201), 429, 429, 429, 429])
      await expectTooMany(
        sent.find((r) => r.status === 429)!,
        PLANNING_TOO_MANY,
      )
      // Another person's request from a fresh address is not held up by it.
      expect((await planningRequest(`ann.${crypto.randomUUID()}@example.com`, address())).status).toBe(201)
    },
    SLOW_MS,
  )
})
