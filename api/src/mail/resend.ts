import type { MailProvider } from './delivery.ts'
import type { MailMessage } from './mailer.ts'

/**
 * A real provider: Resend's HTTP API (Postmark or SES look the same). Chosen by `mailDelivery`
 * when `MAIL_API_KEY` and `MAIL_FROM` are set; never locally, where nothing may reach the internet.
 */
export class ResendMailProvider implements MailProvider {
  readonly name = 'resend'
  private readonly apiKey: string
  private readonly fetcher: typeof fetch

  // Wrapped: workerd throws 'Illegal invocation' when fetch is called as another object's method.
  constructor(apiKey: string, fetcher: typeof fetch = (input, init) => fetch(input, init)) {
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
