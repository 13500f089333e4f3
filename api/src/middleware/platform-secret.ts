import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { ApiError } from '#contract/errors.ts'
import { HEADER_PLATFORM_SECRET } from '#contract/platform-homes.ts'
import { constantTimeEqual } from '../auth/password.ts'
import { apiEnv, type ApiBindings } from '../env.ts'

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/**
 * The platform's own calls (decision 071): without PLATFORM_SECRET configured they do not exist
 * (404); with it, a caller that does not send the same value in X-Platform-Secret is a 403
 * (compared as SHA-256 digests, in constant time, as the upstream secret is).
 */
export const platformSecret = createMiddleware<{ Bindings: ApiBindings }>(async function platformSecret(c, next) {
  const expected = apiEnv(c.env).platformSecret
  if (!expected) throw new HTTPException(404)
  const [a, b] = await Promise.all([digest(c.req.header(HEADER_PLATFORM_SECRET) ?? ''), digest(expected)])
  if (!constantTimeEqual(a, b)) throw new ApiError(403, undefined, { message: 'This call needs the platform’s secret.' })
  await next()
})
