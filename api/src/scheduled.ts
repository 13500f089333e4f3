import { drizzle } from 'drizzle-orm/d1'
import { purgeResetTokens } from './auth/password-reset.ts'
import { purgeExpiredRefreshTokens } from './auth/purge.ts'
import * as schema from './db/schema.ts'
import type { ApiBindings } from './env.ts'
import { deliverOutbox, mailDelivery, purgeOldMail, type MailDelivery } from './mail/delivery.ts'
import { purgeUnattachedMedia } from './media/purge.ts'
import { purgeRateLimits } from './rate-limit/store.ts'

/**
 * The daily housekeeping cron of api/wrangler.jsonc `triggers.crons`; every other trigger there
 * (each minute) only delivers mail, so a reset link arrives while it still works.
 */
export const DAILY_CRON = '17 3 * * *'

/**
 * Expired refresh tokens, spent reset links, finished rate-limit windows, the bodies of mail
 * older than a day (their links) and uploads never attached after a day, across all companies.
 */
export async function purgeExpired(env: ApiBindings, now = new Date()): Promise<void> {
  const db = drizzle(env.DB, { schema })
  await Promise.all([
    purgeExpiredRefreshTokens(db, now),
    purgeResetTokens(db, now),
    purgeRateLimits(db, now),
    purgeOldMail(db, now),
    purgeUnattachedMedia(db, env.MEDIA, now),
  ])
}

/**
 * The Cron Trigger handler: every run delivers waiting mail through the configured provider (none
 * configured: nothing is sent); the daily one also purges. `deliveryOf` is for tests, which
 * hand in a fake provider behind the same interface.
 */
export function scheduledHandler(
  deliveryOf: (env: ApiBindings) => MailDelivery | undefined = mailDelivery,
): ExportedHandlerScheduledHandler<ApiBindings> {
  return (controller, env, ctx) => {
    ctx.waitUntil(deliverOutbox(drizzle(env.DB, { schema }), deliveryOf(env)))
    if (controller.cron === DAILY_CRON) ctx.waitUntil(purgeExpired(env))
  }
}
