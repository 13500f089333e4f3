import { SessionSchema, UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { HEADER_TIME_ZONE } from '#contract/headers.ts'
import type { SsrContext } from '#core/ssr-context.ts'
import type { z } from 'zod'
import type { PublicAnswer } from './cache/public-answers.ts'
import { sharedPublicRead } from './cache/rules.ts'
import { webConfig, type WebBindings } from './env.ts'
import { nonceOf } from './secure-headers.ts'
import { accessTokenFromRequest } from './session.ts'
import { upstreamClient, upstreamHeaders } from './upstream.ts'

export type SsrContextOptions = {
  /**
   * A 2xx answer of a public read shared by every visitor of the host (cache/rules.ts
   * `sharedPublicRead`: the cached API GETs, obituaries, the blog and the price list) from the edge cache, or
   * undefined to call the upstream: the approved render context every page starts from, and the
   * data of its modules, then cost a render no upstream call, and no parse, while they are cached (bff/app.ts passes the edge cache's per-isolate copy, which keeps
   * what each schema made of it: cache/public-answers.ts).
   */
  publicAnswer?: (path: string) => Promise<PublicAnswer | undefined>
}

/**
 * The services one SSR render gets (core/ssr-context.ts): the upstream client bound to this
 * request, in-process (same headers as the proxy, no second HTTP hop). A signed-in visitor's
 * access token goes along as the bearer; SSR does not refresh it (`accessTokenFromRequest` says
 * why that is enough). A cached API GET of an anonymous call comes from `publicAnswer` when it
 * has it, parsed with the same schema (once per host and version: the parsed value is shared and frozen).
 */
export function ssrContext(env: WebBindings, request: Request, options: SsrContextOptions = {}): SsrContext {
  const signedIn = upstreamClient(env, request, { token: () => accessTokenFromRequest(request) })
  const anonymous = upstreamClient(env, request)
  const config = webConfig(env)
  const shared = async <S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<{ value: z.output<S> } | undefined> => {
    if (!options.publicAnswer || !sharedPublicRead(pathAndQuery)) return undefined
    const answer = await options.publicAnswer(pathAndQuery)
    return answer === undefined ? undefined : { value: answer.parsedWith(schema, (text) => schema.parse(JSON.parse(text))) }
  }
  return {
    nonce: nonceOf(request),
    upstreamJson: async (pathAndQuery, schema) => {
      // Signed in, the call carries the bearer: always the upstream's own answer.
      const cached = accessTokenFromRequest(request) ? undefined : await shared(pathAndQuery, schema)
      return cached ? cached.value : signedIn.json(pathAndQuery, schema)
    },
    publicUpstreamJson: async (pathAndQuery, schema) => {
      const cached = await shared(pathAndQuery, schema)
      return cached ? cached.value : anonymous.json(pathAndQuery, schema)
    },
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
    editorOrigin: config.EDITOR_ORIGIN,
  }
}

/** Renders a page with Start, given this request's SSR context (src/server.ts supplies it). */
export type RenderPage = (request: Request, context: SsrContext) => Response | Promise<Response>
