import { Hono } from 'hono'
import { BUILD_PATH, type BuildInfo } from '#contract/build.ts'
import type { BffEnv } from './env.ts'

/**
 * The build this Worker was made with (contract/build.ts), for pages to notice a newer deploy.
 * Never cached anywhere: the answer must be the deployed build's. Outside a Vite build it is 'dev'.
 */
export const buildInfo = new Hono<BffEnv>().get(BUILD_PATH, (c) =>
  c.json({ build: import.meta.env.VITE_BUILD_ID ?? 'dev' } satisfies BuildInfo, 200, { 'Cache-Control': 'no-store' }),
)
