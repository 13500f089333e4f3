import { getRequest } from '@tanstack/react-start/server'
import { env } from 'cloudflare:workers'
import type { z } from 'zod'
import type { WebBindings } from '../../../bff/env.ts'
import { upstreamClient } from '../../../bff/upstream.ts'

/**
 * SSR: a public obituary call in-process through the BFF's upstream client WITHOUT setting the
 * page's status on failure (src/lib/upstream.server.ts does set it): a missing memorial video is
 * a calm note on a 200 page, not a 404 page. Public, so no session token goes along.
 */
export function upstreamQuiet<S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<z.output<S>> {
  return upstreamClient(env as unknown as WebBindings, getRequest()).json(pathAndQuery, schema)
}
