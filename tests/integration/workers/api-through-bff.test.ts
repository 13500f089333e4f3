import { describe, expect, it } from 'vitest'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { ObituaryPageSchema } from '#contract/obituaries.ts'
import { browser, signIn, testPaymentMethod } from './helpers.ts'

/** Media, family cases, payments and password reset as the browser reaches them: through the built BFF, with cookies. */

describe('the api through the BFF', () => {
  it('serves a seeded file with a year of cache and answers a range for seeking', async () => {
    const search = ObituaryPageSchema.parse(await (await browser('/api/web/obituaries?size=1')).json())
    const url = search.content[0]?.photo?.url
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}$/)
    const file = await browser(url!)
    expect(file.status).toBe(200)
    expect(file.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    await file.arrayBuffer()
    const part = await browser(url!, { headers: { Range: 'bytes=0-9' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toMatch(/^bytes 0-9\/\d+$/)
    expect((await part.arrayBuffer()).byteLength).toBe(10)
    // Another funeral home's file is not found on this site.
    expect((await browser(url!, { host: 'harbor.localhost:8787' })).status).toBe(404)
  })

  it('opens the family’s case with the session cookie, and never another’s', async () => {
    const { fs_at } = await signIn()
    const mine = await browser('/api/family/cases/1101', { cookies: { fs_at } })
    expect(mine.status).toBe(200)
    const list = await browser('/api/family/cases', { cookies: { fs_at } })
    expect(list.status).toBe(200)
    expect(await browser('/api/family/cases/2101', { cookies: { fs_at } }).then((r) => r.status)).toBe(404)
    expect(await browser('/api/family/cases/1101').then((r) => r.status)).toBe(401)
  })

  it('passes the Idempotency-Key, so a retried payment is replayed rather than charged again', async () => {
    const { fs_at } = await signIn()
    const body = JSON.stringify({ amountCents: 100, paymentMethod: await testPaymentMethod() })
    const headers = { [HEADER_IDEMPOTENCY_KEY]: `bff-test-${crypto.randomUUID()}` }
    const first = await browser('/api/family/cases/1102/payments', { method: 'POST', body, headers, cookies: { fs_at } })
    expect(first.status).toBe(201)
    const again = await browser('/api/family/cases/1102/payments', { method: 'POST', body, headers, cookies: { fs_at } })
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
  })

  it('relays password reset without a session, and refuses a malformed link itself', async () => {
    const request = await browser('/api/auth/password-reset', {
      method: 'POST',
      body: JSON.stringify({ email: 'family@whitfield.example' }),
    })
    expect(request.status).toBe(204)
    expect(request.headers.get('Cache-Control')).toBe('no-store')
    const unknown = await browser(`/api/auth/password-reset/${'A'.repeat(43)}`)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { message?: string }).message).toMatch(/not valid/)
    expect((await browser('/api/auth/password-reset/short')).status).toBe(404)
  })
})
