import { createMiddleware } from 'hono/factory'
import { ApiError } from '#contract/errors.ts'
import { HEADER_UPSTREAM_SECRET } from '#contract/headers.ts'
import { constantTimeEqual } from '../auth/password.ts'
import { apiEnv, type ApiBindings } from '../env.ts'

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/**
 * With `UPSTREAM_SECRET` configured, only the BFF may call: a request without X-Upstream-Secret of
 * the same value is a 403 (compared as SHA-256 digests, in constant time). Without it configured
 * nothing is required: the api is then reachable only through the web Worker's service binding
 * (api/wrangler.jsonc has no workers.dev or route), where no one else can send a request.
 * The rule does not guess how a request came: whenever the secret is set, every caller needs it,
 * and the BFF sends it whenever its own copy is set (bff/upstream.ts).
 */
export const upstreamSecret = createMiddleware<{ Bindings: ApiBindings }>(async function upstreamSecret(c, next) {
  const expected = apiEnv(c.env).upstreamSecret
  if (expected) {
    const sent = c.req.header(HEADER_UPSTREAM_SECRET) ?? ''
    const [a, b] = await Promise.all([digest(sent), digest(expected)])
    if (!constantTimeEqual(a, b)) throw new ApiError(403)
  }
  await next()
})
