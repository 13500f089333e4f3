import { z } from 'zod'
import { hostName } from '#contract/headers.ts'
import { PREVIEW_LINK_TTL_SECONDS } from '#contract/previews.ts'
import { base64UrlDecode, base64UrlEncode } from '#core/encoding.ts'

/**
 * The token of a preview link (decision 037): `<payload>.<signature>`, both base64url. The
 * payload names the host name it was made for, the company and when it stops working; the
 * signature is an HMAC-SHA256 over the payload's text. Whoever holds it sees that host's draft
 * until it expires, and nothing else: another host, another company, a changed byte or a late
 * visit is refused.
 *
 * The key is derived from AUTH_SECRET with its own label (HMAC(AUTH_SECRET, "preview-link/v1")),
 * so a preview token can never pass as an access token or the other way round, and no further
 * secret has to be set; rotating AUTH_SECRET ends every preview link with the sessions.
 */

const KEY_LABEL = 'preview-link/v1'

const PayloadSchema = z.strictObject({
  /** What this token is, so no other signed thing of ours reads as one. */
  typ: z.literal('preview'),
  /** The host name (no port), lower case. */
  host: z.string().min(1).max(253),
  cid: z.number().int().positive(),
  /** Seconds since the epoch. */
  exp: z.number().int().positive(),
})

export type PreviewGrant = { host: string; companyId: number }

const encoder = new TextEncoder()

async function hmacKey(secret: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const derived = await crypto.subtle.sign('HMAC', base, encoder.encode(KEY_LABEL))
  return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** A token for `grant`, valid for PREVIEW_LINK_TTL_SECONDS from `now`. */
export async function signPreviewToken(grant: PreviewGrant, secret: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const exp = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_TTL_SECONDS
  const payload = base64UrlEncode(encoder.encode(JSON.stringify({ typ: 'preview', host: hostName(grant.host), cid: grant.companyId, exp })))
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)))
  return { token: `${payload}.${base64UrlEncode(signature)}`, expiresAt: new Date(exp * 1000) }
}

/**
 * True when `token` was signed with `secret` for exactly this host name and company and has not
 * expired at `now`. Anything else (malformed, tampered, another host, expired) is just false.
 */
export async function verifyPreviewToken(token: string, grant: PreviewGrant, secret: string, now = new Date()): Promise<boolean> {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return false
  try {
    // crypto.subtle.verify compares in constant time.
    const valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret),
      Uint8Array.from(base64UrlDecode(signature)),
      encoder.encode(payload),
    )
    if (!valid) return false
    const claims = PayloadSchema.safeParse(JSON.parse(new TextDecoder().decode(base64UrlDecode(payload))))
    if (!claims.success) return false
    return claims.data.host === hostName(grant.host) && claims.data.cid === grant.companyId && claims.data.exp * 1000 > now.getTime()
  } catch {
    // Not base64url, not JSON: not a token of ours.
    return false
  }
}
