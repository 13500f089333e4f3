import { describe, expect, it } from 'vitest'
import { DEFAULT_RETRIES, RETRY_STATUS_CODES, shouldRetry } from '../../src/lib/http/retry.ts'

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
