import { SessionSchema, UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { HEADER_TIME_ZONE } from '#contract/headers.ts'
import type { SsrContext } from '#core/ssr-context.ts'
import { webConfig, type WebBindings } from './env.ts'
import { nonceOf } from './secure-headers.ts'
import { accessTokenFromRequest } from './session.ts'
import { upstreamClient, upstreamHeaders } from './upstream.ts'

/**
 * The services one SSR render gets (core/ssr-context.ts): the upstream client bound to this
 * request, in-process (same headers as the proxy, no second HTTP hop). A signed-in visitor's
 * access token goes along as the bearer; SSR does not refresh it (`accessTokenFromRequest` says
 * why that is enough).
 */
export function ssrContext(env: WebBindings, request: Request): SsrContext {
  const signedIn = upstreamClient(env, request, { token: () => accessTokenFromRequest(request) })
  const anonymous = upstreamClient(env, request)
  const config = webConfig(env)
  return {
    nonce: nonceOf(request),
    upstreamJson: (pathAndQuery, schema) => signedIn.json(pathAndQuery, schema),
    publicUpstreamJson: (pathAndQuery, schema) => anonymous.json(pathAndQuery, schema),
    sessionUser: async () => {
      if (!accessTokenFromRequest(request)) return null
      try {
        return (await signedIn.json(UPSTREAM_AUTH_PATHS.session, SessionSchema)).user
      } catch (error) {
        // The token was refused (signed out elsewhere, the account gone): signed out, not an error page.
        if (error instanceof ApiError && error.statusCode === 401) return null
        throw error
      }
    },
    timeZone: upstreamHeaders(request, config.DEFAULT_TIME_ZONE).get(HEADER_TIME_ZONE) ?? undefined,
    imageTransforms: config.IMAGE_TRANSFORMS,
  }
}

/** Renders a page with Start, given this request's SSR context (src/server.ts supplies it). */
export type RenderPage = (request: Request, context: SsrContext) => Response | Promise<Response>
