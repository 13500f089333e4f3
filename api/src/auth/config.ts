import { z } from 'zod'
import type { ApiBindings } from '../env.ts'

export const AUTH_SECRET_MIN_LENGTH = 32

const AuthVarsSchema = z.object({
  AUTH_SECRET: z.string({ error: 'is not set' }).min(AUTH_SECRET_MIN_LENGTH, {
    error: `needs at least ${AUTH_SECRET_MIN_LENGTH} characters`,
  }),
})

export type AuthConfig = { secret: string }

const cache = new WeakMap<object, AuthConfig>()

/**
 * The auth settings, checked once per env object. Read by the auth code only, not by a
 * middleware on every route: a missing secret breaks sign-in (a 500 whose log names the var),
 * not the public sites.
 */
export function authConfig(env: ApiBindings): AuthConfig {
  const hit = cache.get(env)
  if (hit) return hit
  const parsed = AuthVarsSchema.safeParse({ AUTH_SECRET: env.AUTH_SECRET })
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')
    throw new Error(`api Worker configuration is invalid: ${detail} (in production: wrangler secret put AUTH_SECRET -c api/wrangler.jsonc)`)
  }
  const config = { secret: parsed.data.AUTH_SECRET }
  cache.set(env, config)
  return config
}
