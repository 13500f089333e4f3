import { describe, expect, it } from 'vitest'
import { apiEnv, isLocalDevelopment } from '#api/src/env.ts'

/** The api's one parsed env (issue 36 point 5, api/src/env.ts): what each var turns into. */
describe('apiEnv', () => {
  it('has nothing switched on without vars', () => {
    expect(apiEnv({})).toEqual({
      auth: { problem: 'AUTH_SECRET is not set' },
      stripe: undefined,
      paymentsTestMode: false,
      mail: undefined,
      localDevelopment: false,
      upstreamSecret: undefined,
    })
  })

  it('reads every var into its setting', () => {
    expect(
      apiEnv({
        AUTH_SECRET: 's'.repeat(32),
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        PAYMENTS_TEST_MODE: 'true',
        MAIL_API_KEY: ' re_key ',
        MAIL_FROM: ' Funeral Sites <mail@example.org> ',
        ENVIRONMENT: 'development',
        UPSTREAM_SECRET: 'u'.repeat(40),
      }),
    ).toEqual({
      auth: { secret: 's'.repeat(32) },
      stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x' },
      paymentsTestMode: true,
      mail: { apiKey: 're_key', from: 'Funeral Sites <mail@example.org>' },
      localDevelopment: true,
      upstreamSecret: 'u'.repeat(40),
    })
  })

  it('takes a pair only whole, and an empty var as absent', () => {
    expect(apiEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }).stripe).toBeUndefined()
    expect(apiEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: '' }).stripe).toBeUndefined()
    expect(apiEnv({ MAIL_API_KEY: ' ', MAIL_FROM: 'a@example.org' }).mail).toBeUndefined()
    expect(apiEnv({ UPSTREAM_SECRET: '' }).upstreamSecret).toBeUndefined()
  })

  it('switches test payments and development on only by their exact words', () => {
    expect(apiEnv({ PAYMENTS_TEST_MODE: 'TRUE' }).paymentsTestMode).toBe(false)
    expect(apiEnv({ PAYMENTS_TEST_MODE: '1' }).paymentsTestMode).toBe(false)
    expect(isLocalDevelopment({ ENVIRONMENT: 'production' })).toBe(false)
    expect(isLocalDevelopment({ ENVIRONMENT: 'development' })).toBe(true)
  })

  it('keeps a short AUTH_SECRET as a problem for sign-in to report, not a failure of the whole env', () => {
    expect(apiEnv({ AUTH_SECRET: 'short' }).auth).toEqual({ problem: 'AUTH_SECRET needs at least 32 characters' })
  })

  it('fails on a var of the wrong kind, naming it', () => {
    const env = { PAYMENTS_TEST_MODE: true } as unknown as Record<string, string>
    expect(() => apiEnv(env)).toThrow(/api Worker configuration is invalid: PAYMENTS_TEST_MODE: /)
  })

  it('parses an env object once', () => {
    const env = { PAYMENTS_TEST_MODE: 'true' }
    expect(apiEnv(env)).toBe(apiEnv(env))
  })
})

describe('the api reads its vars in one place', () => {
  it('reads no var outside api/src/env.ts', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const vars =
      /\.(AUTH_SECRET|STRIPE_SECRET_KEY|STRIPE_PUBLISHABLE_KEY|PAYMENTS_TEST_MODE|MAIL_API_KEY|MAIL_FROM|ENVIRONMENT|UPSTREAM_SECRET)\b/
    const readers = readdirSync('api/src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && file !== 'env.ts')
      .filter((file) => vars.test(readFileSync(`api/src/${file}`, 'utf8')))
    expect(readers).toEqual([])
  })
})
