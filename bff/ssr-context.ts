import type { SsrContext } from '#core/ssr-context.ts'
import type { WebBindings } from './env.ts'
import { nonceOf } from './secure-headers.ts'
import { accessTokenFromRequest } from './session.ts'
import { upstreamClient } from './upstream.ts'

/**
 * The services one SSR render gets (core/ssr-context.ts): the upstream client bound to this
 * request, in-process (same headers as the proxy, no second HTTP hop). A signed-in visitor's
 * access token goes along as the bearer; SSR does not refresh it (`accessTokenFromRequest` says
 * why that is enough).
 */
export function ssrContext(env: WebBindings, request: Request): SsrContext {
  const signedIn = upstreamClient(env, request, { token: () => accessTokenFromRequest(request) })
  const anonymous = upstreamClient(env, request)
  return {
    nonce: nonceOf(request),
    upstreamJson: (pathAndQuery, schema) => signedIn.json(pathAndQuery, schema),
    publicUpstreamJson: (pathAndQuery, schema) => anonymous.json(pathAndQuery, schema),
  }
}

/** Renders a page with Start, given this request's SSR context (src/server.ts supplies it). */
export type RenderPage = (request: Request, context: SsrContext) => Response | Promise<Response>
