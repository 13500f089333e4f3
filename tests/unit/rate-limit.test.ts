import { describe, expect, it } from 'vitest'
import {
  CHARGE_LIMIT_MESSAGES,
  clientIp,
  DECLINES_BEFORE_GENERIC,
  genericDecline,
  isOver,
  keyParts,
  RATE_LIMITS,
  rateLimitKey,
  secondsLeft,
  signInAllowance,
  SIGN_IN_UNDER_ATTACK,
  verdictOf,
  windowOver,
  type RateLimitBucket,
} from '#api/src/rate-limit/rules.ts'
import { TOO_MANY_ATTEMPTS } from '#contract/auth.ts'
import { MEMORY_MESSAGES } from '#contract/obituaries.ts'

const buckets = Object.keys(RATE_LIMITS) as RateLimitBucket[]

describe('the limits', () => {
  it('cover every call a script would hammer, each counted per address and per subject where there is one', () => {
    const actions = new Set(buckets.map((b) => b.split(':')[0]))
    expect([...actions].toSorted()).toEqual(
      ['checkout', 'decline', 'invite', 'memory', 'memory-photo', 'password-reset', 'payment', 'planning', 'sign-in', 'sign-up'].toSorted(),
    )
    for (const action of actions) {
      expect(buckets.some((b) => b.startsWith(`${action}:`) && RATE_LIMITS[b].per === 'address')).toBe(true)
    }
    for (const action of ['sign-in', 'sign-up', 'password-reset', 'invite', 'memory', 'checkout', 'payment']) {
      expect(buckets.some((b) => b.startsWith(`${action}:`) && RATE_LIMITS[b].per !== 'address')).toBe(true)
    }
  })

  it('keep the messages the screens already show, and a calm one for the rest', () => {
    for (const b of ['sign-in:address', 'sign-up:address', 'password-reset:address'] as const)
      expect(RATE_LIMITS[b].message).toBe(TOO_MANY_ATTEMPTS)
    expect(RATE_LIMITS['memory:address'].message).toBe(MEMORY_MESSAGES.tooMany)
    expect(RATE_LIMITS['memory-photo:address'].message).toBe(MEMORY_MESSAGES.tooMany)
    expect(RATE_LIMITS['checkout:address'].message).toBe(CHARGE_LIMIT_MESSAGES.tooMany)
    for (const b of buckets) expect(RATE_LIMITS[b].message).toMatch(/^[A-Z][^!]*\.$/)
  })

  it('never refuse sign-in per email from anywhere (a stranger could lock the owner out)', () => {
    expect(RATE_LIMITS['sign-in:email']).toMatchObject({ per: 'subject', over: 'inform' })
    // Mail per address is bounded quietly: the same answer, no mail.
    expect(RATE_LIMITS['sign-up:email'].over).toBe('quiet')
    expect(RATE_LIMITS['password-reset:email'].over).toBe('quiet')
  })
})

describe('clientIp', () => {
  it('takes CF-Connecting-IP only (trimmed, at most 64 characters), never X-Forwarded-For, else unknown', () => {
    expect(clientIp(new Headers({ 'CF-Connecting-IP': ' 203.0.113.9 ', 'X-Forwarded-For': '198.51.100.1' }))).toBe('203.0.113.9')
    expect(clientIp(new Headers({ 'X-Forwarded-For': '198.51.100.1, 10.0.0.1' }))).toBe('unknown')
    expect(clientIp(new Headers({ 'CF-Connecting-IP': '  ' }))).toBe('unknown')
    expect(clientIp(new Headers({ 'CF-Connecting-IP': 'a'.repeat(100) }))).toHaveLength(64)
  })
})

describe('a fixed window', () => {
  const memory = RATE_LIMITS['memory:address']
  it('is over its limit only past it (the count includes the attempt just made)', () => {
    expect(isOver({ windowStart: 1000, count: 5 }, memory.limit)).toBe(false)
    expect(isOver({ windowStart: 1000, count: 6 }, memory.limit)).toBe(true)
  })

  it('says how long is left (at least a second), and is over exactly when its seconds have passed', () => {
    expect(secondsLeft({ windowStart: 1000, count: 6 }, memory, 1300)).toBe(300)
    expect(secondsLeft({ windowStart: 1000, count: 6 }, memory, 1700)).toBe(1)
    expect(windowOver(1000, memory, 1599)).toBe(false)
    expect(windowOver(1000, memory, 1600)).toBe(true)
  })
})

const row = (count: number, windowStart = 1000) => ({ windowStart, count })

describe('verdictOf', () => {
  it('lets through while every count is within its limit', () => {
    expect(verdictOf([{ bucket: 'sign-up:address', row: row(10) }], 1100)).toEqual({ refuse: undefined, quiet: false })
  })

  it('refuses for the refusing bucket over its limit with the longest wait of them', () => {
    const verdict = verdictOf(
      [
        { bucket: 'memory:address', row: row(6, 1000) },
        { bucket: 'sign-up:address', row: row(11, 900) },
      ],
      1100,
    )
    expect(verdict.refuse).toEqual({ bucket: 'sign-up:address', retryAfter: 900 + 3600 - 1100 })
  })

  it('is quiet, not refusing, for a quiet bucket; an informing bucket changes nothing by itself', () => {
    expect(verdictOf([{ bucket: 'sign-up:email', row: row(4) }], 1100)).toEqual({ refuse: undefined, quiet: true })
    expect(verdictOf([{ bucket: 'sign-in:email', row: row(5000) }], 1100)).toEqual({ refuse: undefined, quiet: false })
  })

  it('applies a tightened limit for this call', () => {
    const counted = [{ bucket: 'sign-in:address-email' as const, row: row(3) }]
    expect(verdictOf(counted, 1100).refuse).toBeUndefined()
    expect(verdictOf(counted, 1100, { 'sign-in:address-email': 2 }).refuse?.bucket).toBe('sign-in:address-email')
  })
})

describe('sign-in under attack', () => {
  it('gives each address 5 guesses per email, 2 once the email has had over 50 failures from anywhere, never 0', () => {
    expect(signInAllowance(0)).toBe(5)
    expect(signInAllowance(50)).toBe(5)
    expect(signInAllowance(51)).toBe(SIGN_IN_UNDER_ATTACK)
    expect(signInAllowance(1_000_000)).toBeGreaterThan(0)
  })
})

describe('declines', () => {
  it('show their exact reason for the first few from one address, then the generic message', () => {
    expect(genericDecline(DECLINES_BEFORE_GENERIC)).toBe(false)
    expect(genericDecline(DECLINES_BEFORE_GENERIC + 1)).toBe(true)
    expect(DECLINES_BEFORE_GENERIC).toBeLessThan(RATE_LIMITS['decline:address'].limit)
  })
})

describe('keys', () => {
  it('leave out the address for a per-subject bucket and the subject for a per-address one', () => {
    expect(keyParts('sign-in:email', '203.0.113.9', 'ann@example.com')).toEqual({ ip: '*', subject: 'ann@example.com' })
    expect(keyParts('sign-in:address', '203.0.113.9', 'ann@example.com')).toEqual({ ip: '203.0.113.9', subject: '' })
    expect(keyParts('sign-in:address-email', '203.0.113.9', 'ann@example.com')).toEqual({ ip: '203.0.113.9', subject: 'ann@example.com' })
  })

  it('are SHA-256s that hold neither address nor email, one per bucket, company, address and subject', async () => {
    const key = await rateLimitKey('203.0.113.9', 1, 'sign-in:address-email', 'Ann@Example.com')
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(key).not.toContain('203')
    expect(await rateLimitKey('203.0.113.9', 1, 'sign-in:address-email', ' ann@example.com ')).toBe(key)
    const others = await Promise.all([
      rateLimitKey('203.0.113.9', 1, 'sign-up:email', 'ann@example.com'),
      rateLimitKey('203.0.113.9', 2, 'sign-in:address-email', 'ann@example.com'),
      rateLimitKey('203.0.113.8', 1, 'sign-in:address-email', 'ann@example.com'),
      rateLimitKey('203.0.113.9', 1, 'sign-in:address-email', 'bob@example.com'),
    ])
    expect(new Set([key, ...others]).size).toBe(5)
  })
})
