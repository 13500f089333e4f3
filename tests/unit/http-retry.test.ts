import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RETRIES,
  MAX_RETRY_DELAY_MS,
  RETRY_BUDGET_MS,
  RETRY_STATUS_CODES,
  parseRetryAfter,
  retryDelay,
  shouldRetry,
} from '#core/http/retry.ts'

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504]
const NOT_RETRIED = [400, 401, 403, 404, 422, 501, 505]
const IDEMPOTENT = ['GET', 'HEAD', 'OPTIONS']
const NEVER = ['POST', 'PUT', 'PATCH', 'DELETE']

describe('retry decision (spec §8)', () => {
  it('knows the retried statuses and retries once by default', () => {
    expect([...RETRY_STATUS_CODES].toSorted((a, b) => a - b)).toEqual(RETRIED)
    expect(DEFAULT_RETRIES).toBe(1)
  })

  for (const method of IDEMPOTENT) {
    for (const status of RETRIED) {
      it(`retries ${method} once after ${status}`, () => {
        expect(shouldRetry({ method, status, attempt: 0 })).toBe(true)
        expect(shouldRetry({ method, status, attempt: 1 })).toBe(false)
      })
    }
    it(`does not retry ${method} after other statuses`, () => {
      for (const status of NOT_RETRIED) expect(shouldRetry({ method, status, attempt: 0 })).toBe(false)
    })
  }

  for (const method of NEVER) {
    it(`never retries ${method}, whatever the status or count`, () => {
      for (const status of [...RETRIED, ...NOT_RETRIED]) {
        expect(shouldRetry({ method, status, attempt: 0 })).toBe(false)
        expect(shouldRetry({ method, status, attempt: 0, retries: 3 })).toBe(false)
      }
    })
  }

  it('reads the method case-insensitively', () => {
    expect(shouldRetry({ method: 'get', status: 503, attempt: 0 })).toBe(true)
    expect(shouldRetry({ method: 'post', status: 503, attempt: 0 })).toBe(false)
  })

  it('takes a per-call count for idempotent methods, 0 turning retries off', () => {
    expect(shouldRetry({ method: 'GET', status: 503, attempt: 0, retries: 0 })).toBe(false)
    expect(shouldRetry({ method: 'GET', status: 503, attempt: 1, retries: 2 })).toBe(true)
    expect(shouldRetry({ method: 'GET', status: 503, attempt: 2, retries: 2 })).toBe(false)
  })
})

const NOW = Date.parse('2026-11-23T12:00:00Z')

describe('Retry-After (RFC 9110 §10.2.3)', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('0', NOW)).toBe(0)
    expect(parseRetryAfter('1', NOW)).toBe(1000)
    expect(parseRetryAfter(' 120 ', NOW)).toBe(120_000)
  })

  it('reads an HTTP date, a past one as no wait', () => {
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:00:02 GMT', NOW)).toBe(2000)
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:59:00 GMT', NOW)).toBe(0)
  })

  it('has no opinion on a missing or malformed value', () => {
    for (const value of [null, undefined, '', '  ', '-1', '1.5', 'soon', 'Mon, 99 Foo 2026']) {
      expect(parseRetryAfter(value, NOW)).toBeUndefined()
    }
  })
})

describe('the wait before a retry', () => {
  it('is none without Retry-After (decision 007)', () => {
    expect(retryDelay({ retryAfter: null, elapsedMs: 0, now: NOW })).toBe(0)
    expect(retryDelay({ retryAfter: 'garbage', elapsedMs: 100, now: NOW })).toBe(0)
  })

  it('honours Retry-After up to the cap, in seconds or as a date', () => {
    expect(retryDelay({ retryAfter: '1', elapsedMs: 0, now: NOW })).toBe(1000)
    expect(retryDelay({ retryAfter: 'Mon, 23 Nov 2026 12:00:02 GMT', elapsedMs: 0, now: NOW })).toBe(2000)
    expect(MAX_RETRY_DELAY_MS).toBe(2000)
  })

  it('gives up rather than retry early when Retry-After asks for more than the cap', () => {
    expect(retryDelay({ retryAfter: '3', elapsedMs: 0, now: NOW })).toBeUndefined()
    expect(retryDelay({ retryAfter: '120', elapsedMs: 0, now: NOW })).toBeUndefined()
    expect(retryDelay({ retryAfter: '3', elapsedMs: 0, now: NOW, maxDelayMs: 5000 })).toBe(3000)
  })

  it('does not start a wait that would end past the call’s budget', () => {
    expect(RETRY_BUDGET_MS).toBe(5000)
    expect(retryDelay({ retryAfter: '2', elapsedMs: 3000, now: NOW })).toBe(2000)
    expect(retryDelay({ retryAfter: '2', elapsedMs: 3001, now: NOW })).toBeUndefined()
    expect(retryDelay({ retryAfter: null, elapsedMs: 5001, now: NOW })).toBeUndefined()
    expect(retryDelay({ retryAfter: '1', elapsedMs: 500, now: NOW, budgetMs: 1000 })).toBeUndefined()
  })
})
