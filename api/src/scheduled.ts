import { purgeResetTokens } from './auth/password-reset.ts'
import { purgeExpiredRefreshTokens } from './auth/purge.ts'
import { releaseStaleHolds } from './arrangements/payments.ts'
import { dbOf } from './db/client.ts'
import { checkDueDomains } from './domains/domains.ts'
import { customHostnames } from './domains/index.ts'
import type { ApiBindings } from './env.ts'
import { deliverOutbox, mailDelivery, purgeOldMail, type MailDelivery } from './mail/delivery.ts'
import { removeClosedHomes } from './home-data/removal.ts'
import { purgeUnattachedMedia } from './media/purge.ts'
import { purgeTestPaymentMethods } from './payments/test-processor.ts'
import { purgeRateLimits } from './rate-limit/store.ts'
import { sweepAbandonedUploads } from './staff/video-upload-sweep.ts'
import { DAILY_CRON } from './crons.ts'

/**
 * Expired refresh tokens, spent reset links, finished rate-limit windows, uploads never
 * attached after a day, the test processor's day-old payment methods and closed homes past their day, across all companies (mail bodies go on every run, below).
 */
export async function purgeExpired(env: ApiBindings, now = new Date()): Promise<void> {
  const db = dbOf(env.DB)
  await Promise.all([
    purgeExpiredRefreshTokens(db, now),
    purgeResetTokens(db, now),
    purgeRateLimits(db, now),
    purgeUnattachedMedia(db, env.MEDIA, now),
    purgeTestPaymentMethods(db, now),
    sweepAbandonedUploads(db, env.MEDIA, now),
    // Homes closed by their owner whose grace period is over (decision 072).
    removeClosedHomes(env, now),
  ])
}

/**
 * The Cron Trigger handler: every run delivers waiting mail through the configured provider (none
 * configured: nothing is sent), then empties the body of any mail older than a day, sent or not,
 * so no live link waits in the outbox more than a day and a minute (on the daily run alone it
 * could wait nearly two), and releases abandoned payment holds; the daily run also purges the rest. `deliveryOf` is for tests, which
 * hand in a fake provider behind the same interface.
 */
export function scheduledHandler(
  deliveryOf: (env: ApiBindings) => MailDelivery | undefined = mailDelivery,
): ExportedHandlerScheduledHandler<ApiBindings> {
  return (controller, env, ctx) => {
    const db = dbOf(env.DB)
    ctx.waitUntil(deliverOutbox(db, deliveryOf(env)).then(() => purgeOldMail(db)))
    ctx.waitUntil(releaseStaleHolds(db))
    // A home's own domains not live yet (each 10 minutes) and live ones (daily): once active, the site answers there (decision 070).
    ctx.waitUntil(checkDueDomains(db, customHostnames(env)))
    // Scheduled obituaries are not published here but by the web Worker's cron, which can purge
    // its edge cache of what it published (OBITUARY_SCHEDULER_PATH, decision 059).
    if (controller.cron === DAILY_CRON) ctx.waitUntil(purgeExpired(env))
  }
}
