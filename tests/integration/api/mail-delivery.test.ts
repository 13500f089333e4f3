import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it, vi } from 'vitest'
import worker from '#api/src/index.ts'
import { DAILY_CRON } from '#api/src/crons.ts'
import { scheduledHandler } from '#api/src/scheduled.ts'
import { mailDelivery, MAX_MAIL_AGE_MS, type MailDelivery, type MailProvider } from '#api/src/mail/delivery.ts'
import { sendMail, type MailMessage } from '#api/src/mail/mailer.ts'
import { rateLimits } from '#api/src/db/schema.ts'
import wranglerConfig from '../../../api/wrangler.jsonc?raw'

const EVERY_MINUTE = '* * * * *'
const FROM = 'Whitfield & Sons <mail@whitfield.example>'

/** A provider behind the same interface as the real one, recording what it was handed. */
class FakeProvider implements MailProvider {
  readonly name = 'fake'
  readonly delivered: (MailMessage & { from: string })[] = []
  private readonly refuse: (to: string) => boolean

  constructor(refuse: (to: string) => boolean = () => false) {
    this.refuse = refuse
  }

  deliver(message: MailMessage & { from: string }): Promise<{ providerId: string }> {
    if (this.refuse(message.to)) return Promise.reject(new Error('the provider said no'))
    this.delivered.push(message)
    return Promise.resolve({ providerId: `fake-${this.delivered.length}` })
  }
}

/** Runs a Cron Trigger as workerd would, and waits for everything it started. */
async function runCron(handler: ExportedHandlerScheduledHandler<Cloudflare.Env>, cron = EVERY_MINUTE): Promise<void> {
  const ctx = createExecutionContext()
  await handler(createScheduledController({ cron }), env, ctx)
  await waitOnExecutionContext(ctx)
}

async function newMail(to: string): Promise<number> {
  const { id } = await sendMail(drizzle(env.DB), 1, { kind: 'password-reset', to, subject: 'Reset your password', text: 'The link.' })
  return id
}

type OutboxRow = { sent_at: string | null; provider_id: string | null }

async function outboxRow(id: number): Promise<OutboxRow | null> {
  return env.DB.prepare('SELECT sent_at, provider_id FROM outbox WHERE id = ?').bind(id).first<OutboxRow>()
}

describe('the cron delivers the outbox', () => {
  it('sends nothing without a configured provider: the mail stays in the outbox, undelivered', async () => {
    const id = await newMail('nobody-configured@example.com')
    expect(mailDelivery(env)).toBeUndefined()
    await runCron(worker.scheduled)
    expect(await outboxRow(id)).toEqual({ sent_at: null, provider_id: null })
  })

  it('hands waiting mail to the provider and marks it delivered, once', async () => {
    const id = await newMail('ruth@example.com')
    const provider = new FakeProvider()
    const handler = scheduledHandler((): MailDelivery => ({ provider, from: FROM }))
    await runCron(handler)
    expect(provider.delivered.filter((m) => m.to === 'ruth@example.com')).toEqual([
      { kind: 'password-reset', to: 'ruth@example.com', subject: 'Reset your password', text: 'The link.', from: FROM },
    ])
    const row = await outboxRow(id)
    expect(row?.sent_at).toBeTruthy()
    expect(row?.provider_id).toMatch(/^fake-\d+$/)

    const handed = provider.delivered.length
    await runCron(handler)
    expect(provider.delivered).toHaveLength(handed)
  })

  it('keeps a mail the provider refused for the next run, and delivers the others', async () => {
    const refused = await newMail('refused@example.com')
    const fine = await newMail('fine@example.com')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await runCron(scheduledHandler(() => ({ provider: new FakeProvider((to) => to === 'refused@example.com'), from: FROM })))
    expect(logged).toHaveBeenCalledWith(
      'mail: delivery failed, kept for the next run',
      expect.objectContaining({ id: refused, provider: 'fake' }),
    )
    logged.mockRestore()
    expect((await outboxRow(refused))?.sent_at).toBeNull()
    expect((await outboxRow(fine))?.sent_at).toBeTruthy()

    const provider = new FakeProvider()
    await runCron(scheduledHandler(() => ({ provider, from: FROM })))
    expect(provider.delivered.map((m) => m.to)).toContain('refused@example.com')
    expect((await outboxRow(refused))?.sent_at).toBeTruthy()
  })

  it('never delivers mail older than a day: its links are dead, and a new provider must not send a backlog', async () => {
    const id = await newMail('long-ago@example.com')
    const old = new Date(Date.now() - MAX_MAIL_AGE_MS - 60_000).toISOString()
    await env.DB.prepare('UPDATE outbox SET created_at = ? WHERE id = ?').bind(old, id).run()
    const provider = new FakeProvider()
    await runCron(scheduledHandler(() => ({ provider, from: FROM })))
    expect(provider.delivered.map((m) => m.to)).not.toContain('long-ago@example.com')
    expect((await outboxRow(id))?.sent_at).toBeNull()
  })
})

async function cronTestWindows(): Promise<number | undefined> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key = 'cron-test'").first<{ n: number }>())?.n
}

describe('the crons', () => {
  it('are the daily purge and a mail run each minute, as api/wrangler.jsonc declares them', () => {
    const crons = /"crons":\s*\[([^\]]*)\]/.exec(wranglerConfig)?.[1]
    expect(crons?.split(',').map((c) => c.trim().replaceAll('"', ''))).toEqual([EVERY_MINUTE, DAILY_CRON])
  })

  it('purge only on the daily run', async () => {
    await drizzle(env.DB).insert(rateLimits).values({ key: 'cron-test', windowStart: 0, count: 1 })
    await runCron(worker.scheduled)
    expect(await cronTestWindows()).toBe(1)
    await runCron(worker.scheduled, DAILY_CRON)
    expect(await cronTestWindows()).toBe(0)
  })
})

async function bodyOf(id: number): Promise<{ text: string; html: string | null } | null> {
  return env.DB.prepare('SELECT text, html FROM outbox WHERE id = ?').bind(id).first<{ text: string; html: string | null }>()
}

describe('the outbox keeps no live link', () => {
  it('empties a mail’s body as it is marked delivered; who, what and when stay', async () => {
    const { id } = await sendMail(drizzle(env.DB), 1, {
      kind: 'invitation',
      to: 'purged@example.com',
      subject: 'You are invited',
      text: 'Open http://localhost/family-portal/invitation/secret',
      html: '<a href="http://localhost/family-portal/invitation/secret">Join</a>',
    })
    const provider = new FakeProvider()
    await runCron(scheduledHandler(() => ({ provider, from: FROM })))
    expect(provider.delivered.find((m) => m.to === 'purged@example.com')?.text).toContain('/invitation/secret')
    expect(await bodyOf(id)).toEqual({ text: '', html: null })
    const row = await env.DB.prepare('SELECT "to", subject, sent_at FROM outbox WHERE id = ?').bind(id).first<Record<string, string>>()
    expect(row).toMatchObject({ to: 'purged@example.com', subject: 'You are invited' })
    expect(row?.sent_at).toBeTruthy()
  })

  it('keeps an undelivered mail’s body for a day (locally the outbox shows it), then the next run empties it', async () => {
    const recent = await newMail('recent@example.com')
    const old = await newMail('a-day-old@example.com')
    const dayAgo = new Date(Date.now() - MAX_MAIL_AGE_MS - 60_000).toISOString()
    await env.DB.prepare('UPDATE outbox SET created_at = ? WHERE id = ?').bind(dayAgo, old).run()
    // The run of each minute, not only the daily one: a body never waits a second day.
    await runCron(worker.scheduled)
    expect(await bodyOf(old)).toEqual({ text: '', html: null })
    expect((await bodyOf(recent))?.text).toBe('The link.')
    await runCron(worker.scheduled, DAILY_CRON)
    expect((await bodyOf(recent))?.text).toBe('The link.')
  })
})
