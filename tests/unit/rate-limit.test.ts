import { describe, expect, it } from 'vitest'
import { blockedFor, clientIp, RATE_LIMITS, rateLimitKey, secondsLeft, windowOver } from '#api/src/rate-limit/rules.ts'
import { TOO_MANY_ATTEMPTS } from '#contract/auth.ts'
import { MEMORY_MESSAGES } from '#contract/obituaries.ts'

describe('the limits', () => {
  it('are the ones sign-in, sign-up, reset requests and memories always had', () => {
    const pinned = Object.fromEntries(Object.entries(RATE_LIMITS).map(([bucket, l]) => [bucket, [l.limit, l.windowSeconds, l.message]]))
    expect(pinned).toEqual({
      'sign-in': [10, 15 * 60, TOO_MANY_ATTEMPTS],
      'sign-in-account': [50, 15 * 60, TOO_MANY_ATTEMPTS],
      'sign-up': [10, 60 * 60, TOO_MANY_ATTEMPTS],
      'password-reset': [5, 60 * 60, TOO_MANY_ATTEMPTS],
      memory: [5, 10 * 60, MEMORY_MESSAGES.tooMany],
      'memory-photo': [10, 10 * 60, MEMORY_MESSAGES.tooMany],
    })
    expect(
      Object.entries(RATE_LIMITS)
        .filter(([, l]) => l.anyAddress)
        .map(([bucket]) => bucket),
    ).toEqual(['sign-in-account'])
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
  const memory = RATE_LIMITS.memory
  it('allows while under the limit, then blocks until the window ends (at least a second)', () => {
    expect(blockedFor({ windowStart: 1000, count: 4 }, memory, 1300)).toBeUndefined()
    expect(blockedFor({ windowStart: 1000, count: 5 }, memory, 1300)).toBe(300)
    expect(blockedFor({ windowStart: 1000, count: 5 }, memory, 1599)).toBe(1)
    expect(blockedFor({ windowStart: 1000, count: 50 }, memory, 1600)).toBeUndefined()
    expect(secondsLeft({ windowStart: 1000, count: 6 }, memory, 1700)).toBe(1)
  })

  it('is over exactly when its seconds have passed', () => {
    expect(windowOver(1000, memory, 1599)).toBe(false)
    expect(windowOver(1000, memory, 1600)).toBe(true)
  })
})

describe('rateLimitKey', () => {
  it('is a SHA-256 that holds neither address nor email, one per bucket, company, address and subject', async () => {
    const key = await rateLimitKey('203.0.113.9', 1, 'sign-in', 'Ann@Example.com')
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(key).not.toContain('203')
    expect(await rateLimitKey('203.0.113.9', 1, 'sign-in', ' ann@example.com ')).toBe(key)
    const others = await Promise.all([
      rateLimitKey('203.0.113.9', 1, 'sign-up', 'ann@example.com'),
      rateLimitKey('203.0.113.9', 2, 'sign-in', 'ann@example.com'),
      rateLimitKey('203.0.113.8', 1, 'sign-in', 'ann@example.com'),
      rateLimitKey('203.0.113.9', 1, 'sign-in', 'bob@example.com'),
    ])
    expect(new Set([key, ...others]).size).toBe(5)
  })
})
