import { apiEnv, type ApiVars } from '../env.ts'

export type AuthConfig = { secret: string }

/**
 * The auth settings (the api's parsed env, api/src/env.ts). Read by the auth code only, not by a
 * middleware on every route: a missing secret breaks sign-in (a 500 whose log names the var),
 * not the public sites.
 */
export function authConfig(env: ApiVars): AuthConfig {
  const { auth } = apiEnv(env)
  if ('problem' in auth) {
    throw new Error(
      `api Worker configuration is invalid: ${auth.problem} (in production: wrangler secret put AUTH_SECRET -c api/wrangler.jsonc)`,
    )
  }
  return auth
}
