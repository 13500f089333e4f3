import { and, asc, eq, gt, isNull, lte, ne } from 'drizzle-orm'
import { outbox } from '../db/schema.ts'
import { apiEnv, type ApiVars } from '../env.ts'
import type { Db } from '../db/client.ts'
import type { MailKind, MailMessage } from './mailer.ts'
import { ResendMailProvider } from './resend.ts'

/** A mail delivery service; the cron only ever talks to this. */
export interface MailProvider {
  readonly name: string
  deliver(message: MailMessage & { from: string }): Promise<{ providerId: string }>
}

export type MailDelivery = { provider: MailProvider; from: string }

/**
 * The provider this deployment is configured for: both `MAIL_API_KEY` and `MAIL_FROM` set, else
 * none, and then mail stays in the outbox (locally, in tests, in a deploy not yet given a key).
 */
export function mailDelivery(env: ApiVars): MailDelivery | undefined {
  const { mail } = apiEnv(env)
  return mail ? { provider: new ResendMailProvider(mail.apiKey), from: mail.from } : undefined
}

/**
 * The From header of a mail: MAIL_FROM's address under `name` when the mail has one (an
 * invitation goes out as the funeral home, `"Whitfield & Sons" <mail@…>`), else MAIL_FROM as set.
 * The name is quoted, with what could break out of the quotes or the header taken out.
 */
export function fromWithName(configured: string, name: string | null | undefined): string {
  const address = /<([^<>]+)>\s*$/.exec(configured)?.[1]?.trim() ?? configured.trim()
  const clean = (name ?? '')
    // oxlint-disable-next-line no-control-regex -- a control character would break the header
    .replace(/[\u0000-\u001F\u007F"\\<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 70)
  return clean ? `"${clean}" <${address}>` : configured
}

/**
 * Older mail is never delivered: its links have expired by then (a reset link lives an hour),
 * and switching a provider on must not mail out the backlog of everything ever written.
 */
export const MAX_MAIL_AGE_MS = 24 * 60 * 60 * 1000

/**
 * What a delivered or purged mail keeps of its body: nothing. Bodies carry live reset and
 * invitation links, so a database read (a backup, a staff tool, a leak) must not yield them;
 * who it went to, the subject and when stay for the record.
 */
const PURGED_BODY = { text: '', html: null } as const

/**
 * Hands undelivered outbox rows to the provider, oldest first, marking each sent and purging its
 * body in the same update. A failure leaves the row for the next run (at-least-once delivery).
 * Answers how many were delivered.
 */
export async function deliverOutbox(db: Db, delivery: MailDelivery | undefined, limit = 50, now = new Date()): Promise<number> {
  if (!delivery) return 0
  const since = new Date(now.getTime() - MAX_MAIL_AGE_MS).toISOString()
  const rows = await db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), gt(outbox.createdAt, since)))
    .orderBy(asc(outbox.id))
    .limit(limit)
  let sent = 0
  // One at a time, in order: a provider's rate limit is per second, and order matters to readers.
  for (const row of rows) {
    try {
      // oxlint-disable-next-line no-await-in-loop
      const { providerId } = await delivery.provider.deliver({
        kind: row.kind as MailKind,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        from: fromWithName(delivery.from, row.fromName),
      })
      // oxlint-disable-next-line no-await-in-loop
      await db
        .update(outbox)
        .set({ sentAt: new Date().toISOString(), providerId, ...PURGED_BODY })
        .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)))
      sent++
    } catch (error) {
      console.error('mail: delivery failed, kept for the next run', { id: row.id, provider: delivery.provider.name, error: String(error) })
    }
  }
  return sent
}

/**
 * The daily cron's part: empties the body of every mail older than a day, sent or not (it will
 * never be delivered now, and an invitation link would live for days). Until then an undelivered
 * mail keeps its body: locally, with no provider, the outbox is how the demo shows it.
 */
export async function purgeOldMail(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - MAX_MAIL_AGE_MS).toISOString()
  await db
    .update(outbox)
    .set(PURGED_BODY)
    .where(and(lte(outbox.createdAt, before), ne(outbox.text, '')))
}
