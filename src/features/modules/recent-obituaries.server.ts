import { getRequest } from '@tanstack/react-start/server'
import { env } from 'cloudflare:workers'
import { ObituaryPageSchema } from '../../../contract/obituaries.ts'
import type { WebBindings } from '../../../bff/env.ts'
import { upstreamClient } from '../../../bff/upstream.ts'

/**
 * SSR: the obituary search in-process through the BFF's upstream client, like the render context
 * (src/lib/upstream.server.ts). Unlike it, a failure does not set the page's status: a widget that
 * cannot load must not turn the whole page into an error page. Public and the same for everybody,
 * so no session token goes along.
 */
export function loadObituaryPageOnServer(pathAndQuery: string) {
  return upstreamClient(env as unknown as WebBindings, getRequest()).json(pathAndQuery, ObituaryPageSchema)
}
