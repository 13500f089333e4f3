import { and, asc, isNull, eq } from 'drizzle-orm'
import { outbox } from '../db/schema.ts'
import type { Db } from '../middleware/tenant.ts'

/** What the product sends. */
export type MailKind = 'invitation' | 'password-reset' | 'order-receipt' | 'planning-request' | 'memory-posted'

export type MailMessage = { kind: MailKind; to: string; subject: string; text: string; html?: string }

/**
 * Sending mail = writing it to the outbox, in the same database as the change that caused it
 * (an invitation and its mail are never one without the other). Delivery is a separate step
 * (`deliverOutbox`) through a `MailProvider`; locally there is none, and the demo shows the
 * outbox instead (GET /api/staff/outbox).
 */
export async function sendMail(db: Db, companyId: number, message: MailMessage): Promise<{ id: number }> {
  const [row] = await db
    .insert(outbox)
    .values({ companyId, kind: message.kind, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
    .returning({ id: outbox.id })
  if (!row) throw new Error('mail: the outbox insert returned no row')
  return row
}

/** A mail delivery service. */
export interface MailProvider {
  readonly name: string
  deliver(message: MailMessage & { from: string }): Promise<{ providerId: string }>
}

/**
 * The shape of a real provider (Resend's HTTP API; Postmark or SES look the same). Not used
 * locally: nothing here can reach the internet. Configure with `MAIL_API_KEY` and `MAIL_FROM`.
 */
export class ResendMailProvider implements MailProvider {
  readonly name = 'resend'
  private readonly apiKey: string
  private readonly fetcher: typeof fetch

  constructor(apiKey: string, fetcher: typeof fetch = fetch) {
    this.apiKey = apiKey
    this.fetcher = fetcher
  }

  async deliver(message: MailMessage & { from: string }): Promise<{ providerId: string }> {
    const response = await this.fetcher('https://api.resend.com/emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: message.from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
    })
    if (!response.ok) throw new Error(`mail: ${this.name} answered ${response.status}`)
    const body = (await response.json()) as { id?: unknown }
    if (typeof body.id !== 'string') throw new Error(`mail: ${this.name} gave no message id`)
    return { providerId: body.id }
  }
}

/**
 * Hands unsent outbox rows to `provider`, oldest first, marking each sent. A failure leaves the
 * row for the next run (at-least-once delivery). Meant for a Cron Trigger in production.
 */
export async function deliverOutbox(db: Db, provider: MailProvider, from: string, limit = 50): Promise<number> {
  const rows = await db.select().from(outbox).where(isNull(outbox.sentAt)).orderBy(asc(outbox.id)).limit(limit)
  let sent = 0
  // One at a time, in order: a provider's rate limit is per second, and order matters to readers.
  for (const row of rows) {
    try {
      // oxlint-disable-next-line no-await-in-loop
      const { providerId } = await provider.deliver({
        kind: row.kind as MailKind,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        from,
      })
      // oxlint-disable-next-line no-await-in-loop
      await db
        .update(outbox)
        .set({ sentAt: new Date().toISOString(), providerId })
        .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)))
      sent++
    } catch (error) {
      console.error('mail: delivery failed, kept for the next run', { id: row.id, error: String(error) })
    }
  }
  return sent
}
