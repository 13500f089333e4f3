import { drizzle } from 'drizzle-orm/d1'
import { createApiApp } from './app.ts'
import { purgeResetTokens } from './auth/password-reset.ts'
import { purgeExpiredRefreshTokens } from './auth/purge.ts'
import * as schema from './db/schema.ts'
import type { ApiBindings } from './env.ts'
import { purgeRateLimits } from './middleware/rate-limit.ts'

const app = createApiApp()

/**
 * The housekeeping a Cron Trigger runs (api/wrangler.jsonc `triggers.crons`): expired refresh
 * tokens, spent reset links and finished rate-limit windows, across all companies.
 */
export async function purgeExpired(env: ApiBindings, now = new Date()): Promise<void> {
  const db = drizzle(env.DB, { schema })
  await Promise.all([purgeExpiredRefreshTokens(db, now), purgeResetTokens(db, now), purgeRateLimits(db, now)])
}

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(purgeExpired(env))
  },
} satisfies ExportedHandler<ApiBindings>
