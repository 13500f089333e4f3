import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { env } from 'cloudflare:workers'
import type { z } from 'zod'
import { ApiError } from '../../contract/errors.ts'
import type { WebBindings } from '../../bff/env.ts'
import { accessTokenFromRequest } from '../../bff/session.ts'
import { upstreamClient } from '../../bff/upstream.ts'

/**
 * SSR loaders call the upstream through the BFF's own client, in-process:
 * same headers (X-Host from this request's Host), no second HTTP hop.
 * A failure also sets the page's HTTP status, so an unknown host is a real 404.
 * A signed-in visitor's access token (the httpOnly session cookie) goes along as the bearer;
 * SSR does not refresh it (bff/session.ts `accessTokenFromRequest` says why that is enough).
 */
export async function upstreamJson<S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<z.output<S>> {
  try {
    const request = getRequest()
    return await upstreamClient(env as unknown as WebBindings, request, { token: () => accessTokenFromRequest(request) }).json(
      pathAndQuery,
      schema,
    )
  } catch (error) {
    setResponseStatus(error instanceof ApiError ? error.statusCode : 500)
    throw error
  }
}
