import { describe, expect, it } from 'vitest'
import { PREVIEW_LINK_TTL_SECONDS, PreviewTokenSchema } from '#contract/previews.ts'
import { base64UrlDecode, base64UrlEncode } from '#core/encoding.ts'
import { signPreviewToken, verifyPreviewToken } from '#api/src/site/preview-token.ts'

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters'
const WHITFIELD = { host: 'localhost:8787', companyId: 1 }
const MADE_AT = new Date('2026-11-27T16:00:00Z')
const later = (seconds: number) => new Date(MADE_AT.getTime() + seconds * 1000)

describe('preview link tokens (decision 037)', () => {
  it('are valid for their host and company until an hour after they were made', async () => {
    const { token, expiresAt } = await signPreviewToken(WHITFIELD, SECRET, MADE_AT)
    expect(PreviewTokenSchema.safeParse(token).success).toBe(true)
    expect(expiresAt).toEqual(later(PREVIEW_LINK_TTL_SECONDS))
    expect(await verifyPreviewToken(token, WHITFIELD, SECRET, MADE_AT)).toBe(true)
    expect(await verifyPreviewToken(token, WHITFIELD, SECRET, later(PREVIEW_LINK_TTL_SECONDS - 1))).toBe(true)
    // The port is not part of the binding: the tenant is the host name.
    expect(await verifyPreviewToken(token, { ...WHITFIELD, host: 'LOCALHOST' }, SECRET, MADE_AT)).toBe(true)
  })

  it('are refused once expired', async () => {
    const { token } = await signPreviewToken(WHITFIELD, SECRET, MADE_AT)
    expect(await verifyPreviewToken(token, WHITFIELD, SECRET, later(PREVIEW_LINK_TTL_SECONDS))).toBe(false)
    expect(await verifyPreviewToken(token, WHITFIELD, SECRET, later(PREVIEW_LINK_TTL_SECONDS * 24))).toBe(false)
  })

  it('are refused on another host or for another company', async () => {
    const { token } = await signPreviewToken(WHITFIELD, SECRET, MADE_AT)
    expect(await verifyPreviewToken(token, { host: 'harbor.localhost:8787', companyId: 1 }, SECRET, MADE_AT)).toBe(false)
    expect(await verifyPreviewToken(token, { host: 'localhost:8787', companyId: 2 }, SECRET, MADE_AT)).toBe(false)
  })

  it('are refused when tampered with or signed with another secret', async () => {
    const { token } = await signPreviewToken(WHITFIELD, SECRET, MADE_AT)
    const [payload, signature] = token.split('.') as [string, string]
    const claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(payload))) as Record<string, unknown>
    // A later expiry or another host with the old signature.
    for (const changed of [
      { ...claims, exp: Number(claims.exp) + 86_400 },
      { ...claims, host: 'harbor.localhost' },
    ]) {
      const forged = `${base64UrlEncode(new TextEncoder().encode(JSON.stringify(changed)))}.${signature}`
      expect(await verifyPreviewToken(forged, WHITFIELD, SECRET, MADE_AT)).toBe(false)
      expect(await verifyPreviewToken(forged, { host: 'harbor.localhost', companyId: 1 }, SECRET, MADE_AT)).toBe(false)
    }
    const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    expect(await verifyPreviewToken(flipped, WHITFIELD, SECRET, MADE_AT)).toBe(false)
    expect(await verifyPreviewToken(token, WHITFIELD, `${SECRET}-rotated`, MADE_AT)).toBe(false)
    for (const junk of ['', 'x', 'x.y', `${token}.extra`, `${payload}.`, '%%%.%%%']) {
      expect(await verifyPreviewToken(junk, WHITFIELD, SECRET, MADE_AT)).toBe(false)
    }
  })

  it('are not access tokens: the same secret signs them under its own derived key', async () => {
    const { token } = await signPreviewToken(WHITFIELD, SECRET, MADE_AT)
    const [payload] = token.split('.') as [string, string]
    // An HMAC with the raw secret (how a JWT of ours would be signed) does not verify.
    const raw = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    const rawSignature = new Uint8Array(await crypto.subtle.sign('HMAC', raw, new TextEncoder().encode(payload)))
    expect(await verifyPreviewToken(`${payload}.${base64UrlEncode(rawSignature)}`, WHITFIELD, SECRET, MADE_AT)).toBe(false)
  })
})
