import { describe, expect, it } from 'vitest'
import { mailDelivery } from '#api/src/mail/delivery.ts'
import { ResendMailProvider } from '#api/src/mail/resend.ts'

const MESSAGE = {
  kind: 'invitation',
  to: 'ruth@example.com',
  subject: 'You are invited',
  text: 'Hello',
  from: 'Home <mail@home.example>',
} as const

describe('mailDelivery', () => {
  it('is none unless both MAIL_API_KEY and MAIL_FROM are set: then mail stays in the outbox', () => {
    expect(mailDelivery({})).toBeUndefined()
    expect(mailDelivery({ MAIL_API_KEY: 're_key' })).toBeUndefined()
    expect(mailDelivery({ MAIL_FROM: MESSAGE.from })).toBeUndefined()
    expect(mailDelivery({ MAIL_API_KEY: ' ', MAIL_FROM: MESSAGE.from })).toBeUndefined()
    const delivery = mailDelivery({ MAIL_API_KEY: 're_key', MAIL_FROM: ` ${MESSAGE.from} ` })
    expect(delivery?.provider.name).toBe('resend')
    expect(delivery?.from).toBe(MESSAGE.from)
  })
})

/** A fetch that always gives `response`. */
function answering(response: Response): typeof fetch {
  return () => Promise.resolve(response)
}

describe('ResendMailProvider', () => {
  it("posts the message with the key and answers the provider's id", async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = []
    const fetcher = (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init })
      return Promise.resolve(Response.json({ id: 'msg_1' }))
    }
    const result = await new ResendMailProvider('re_key', fetcher as typeof fetch).deliver(MESSAGE)
    expect(result).toEqual({ providerId: 'msg_1' })
    expect(calls[0]?.url).toBe('https://api.resend.com/emails')
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer re_key')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      from: MESSAGE.from,
      to: [MESSAGE.to],
      subject: MESSAGE.subject,
      text: 'Hello',
    })
  })

  it('throws on a refusal or an answer without an id, so the mail stays for the next run', async () => {
    await expect(new ResendMailProvider('k', answering(new Response('no', { status: 422 }))).deliver(MESSAGE)).rejects.toThrow('422')
    await expect(new ResendMailProvider('k', answering(Response.json({}))).deliver(MESSAGE)).rejects.toThrow('no message id')
  })
})
