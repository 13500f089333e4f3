import { outbox } from '../db/schema.ts'
import type { Db } from '../db/client.ts'

/** What the product sends. */
export type MailKind =
  | 'invitation'
  | 'invitation-renewal'
  | 'password-reset'
  | 'sign-up'
  | 'order-receipt'
  | 'order-refund'
  | 'payment-receipt'
  | 'planning-request'
  | 'memory-posted'
  | 'task-assigned'
  | 'task-reminder'
  | 'staff-invitation'
  | 'staff-notice'
  | 'statement-signed'
  | 'review-ready'
  | 'account-closing'

export type MailMessage = {
  kind: MailKind
  to: string
  subject: string
  text: string
  html?: string
  /** The From name (the funeral home's); without it, the one MAIL_FROM gives. */
  fromName?: string
}

/**
 * Sending mail = writing it to the outbox, in the same database as the change that caused it
 * (an invitation and its mail are never one without the other). A Cron Trigger delivers it
 * later through a `MailProvider` (delivery.ts); without a configured provider, as locally, it
 * stays in the outbox and the demo shows it there (GET /api/staff/outbox).
 */
export async function sendMail(db: Db, companyId: number, message: MailMessage): Promise<{ id: number }> {
  const [row] = await db
    .insert(outbox)
    .values({
      companyId,
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      fromName: message.fromName ?? null,
    })
    .returning({ id: outbox.id })
  if (!row) throw new Error('mail: the outbox insert returned no row')
  return row
}
