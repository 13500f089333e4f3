import { describe, expect, it } from 'vitest'
import { authConfig } from '#api/src/auth/config.ts'

const db = {} as D1Database
const bucket = {} as R2Bucket

describe('authConfig (the api Worker’s AUTH_SECRET)', () => {
  it('takes a secret of 32 characters or more', () => {
    expect(authConfig({ DB: db, MEDIA: bucket, AUTH_SECRET: 's'.repeat(32) }).secret).toBe('s'.repeat(32))
  })

  it('fails with a message that names the var and how production sets it', () => {
    expect(() => authConfig({ DB: db, MEDIA: bucket })).toThrow(/AUTH_SECRET is not set.*wrangler secret put AUTH_SECRET/)
    expect(() => authConfig({ DB: db, MEDIA: bucket, AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET needs at least 32 characters/)
  })
})
