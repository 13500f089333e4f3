import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CaseDetailsSchema } from '#contract/case-details.ts'
import { InvitationSchema } from '#contract/family.ts'
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import { errorOf } from '#tests/support/error-body.ts'
import { ACCOUNTS, api, tokenFor } from './client.ts'

/**
 * Issue 35 point 6 in the api: text that is not text (NUL, a bidi override, half of a UTF-16 pair)
 * is a 422 naming the field in plain words, before anything is stored or mailed; a name typed
 * decomposed (e + ◌́) is stored composed (NFC). Issue 34: the 422 says a sentence, never `field: …`.
 */

const CASES = '/api/family/cases'
const NOT_TEXT = { nul: 'Ruth\u0000', override: '\u202EhtuR', surrogate: 'Ru\uD800th', bell: 'Ru\u0007th' } as const
const DECOMPOSED = 'Rene\u0301e' // "Renée", the é as e + combining acute
const COMPOSED = 'Ren\u00E9e'

async function outboxCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())?.n ?? 0
}

describe('a name that is not text', () => {
  it.for(Object.entries(NOT_TEXT))(
    'is a 422 with a plain message for an invitee named with %s, and nothing is mailed',
    async ([, name]) => {
      const token = await tokenFor(ACCOUNTS.whitfieldFamily)
      const before = await outboxCount()
      const body = await errorOf(
        await api(`${CASES}/1101/invite`, { token, json: { email: 'ruth@example.com', firstName: name, lastName: 'Ellis' } }),
        422,
      )
      expect(body).toEqual({
        statusCode: 422,
        statusMessage: 'Unprocessable Content',
        message: 'Please check the boxes with a message above.',
        errors: { firstName: VALIDATION_MESSAGES.characters },
      })
      expect(VALIDATION_MESSAGES.characters).toBe('Please remove hidden or unsupported characters')
      expect(await outboxCount()).toBe(before)
    },
  )

  it('is refused in free text too: an invitation message, a memory, a planning answer', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const message = { email: 'ruth@example.com', firstName: 'Ruth', lastName: 'Ellis', message: 'Come\u202E soon' }
    expect((await errorOf(await api(`${CASES}/1101/invite`, { token, json: message }), 422)).errors).toEqual({
      message: VALIDATION_MESSAGES.characters,
    })
    const comment = await api(`${CASES}/1101/video/comment`, { token, json: { text: 'Lovely\u0000' } })
    expect((await errorOf(comment, 422)).errors).toEqual({ text: VALIDATION_MESSAGES.characters })
    const planning = await api('/api/web/planning/submit', {
      json: { locationId: 1, caseStatus: 'AT_NEED', planType: 'at-need', fields: { anything: 'Ann\uDC00' } },
    })
    expect((await errorOf(planning, 422)).errors).toEqual({ 'fields.anything': VALIDATION_MESSAGES.characters })
  })

  it('keeps line breaks in free text, and takes letters of every script', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const json = { email: 'zoe@example.com', firstName: 'Zoë', lastName: 'Nguyễn-李', message: 'Dear Zoë,\r\n\r\nPlease come.' }
    const response = await api(`${CASES}/1101/invite`, { token, json })
    expect(response.status).toBe(201)
    const mail = await env.DB.prepare('SELECT text FROM outbox ORDER BY id DESC LIMIT 1').first<{ text: string }>()
    expect(mail?.text).toContain('  Dear Zoë,\n\n  Please come.')
    expect(mail?.text).not.toContain('\r')
  })
})

describe('a name typed decomposed', () => {
  it('is stored and mailed composed (NFC)', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const response = await api(`${CASES}/1101/invite`, {
      token,
      json: { email: 'renee@example.com', firstName: DECOMPOSED, lastName: 'Ellis', message: `Dear ${DECOMPOSED}` },
    })
    expect(response.status).toBe(201)
    const created = InvitationSchema.parse(await response.json())
    expect(created.firstName).toBe(COMPOSED)
    const stored = await env.DB.prepare('SELECT first_name AS firstName, message FROM case_invitations WHERE id = ?')
      .bind(created.id)
      .first<{ firstName: string; message: string }>()
    expect(stored).toEqual({ firstName: COMPOSED, message: `Dear ${COMPOSED}` })
    const mail = await env.DB.prepare('SELECT text FROM outbox ORDER BY id DESC LIMIT 1').first<{ text: string }>()
    expect(mail?.text).toContain(COMPOSED)
    expect(mail?.text).not.toContain(DECOMPOSED)
  })

  it('reads back composed from the case details', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const saved = await api(`${CASES}/1101/case-details`, {
      token,
      json: { firstName: DECOMPOSED, lastName: 'Ellis', notes: 'Line one\r\nLine two' },
    })
    expect(saved.status).toBe(200)
    const read = CaseDetailsSchema.parse(await (await api(`${CASES}/1101/case-details`, { token })).json())
    expect(read.details).toMatchObject({ firstName: COMPOSED, notes: 'Line one\nLine two' })
  })
})

describe('a 422 as a whole', () => {
  it('says a sentence, never the field path with zod words', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const body = await errorOf(
      await api(`${CASES}/1101/case-details`, { token, json: { firstName: '', lastName: 'Ellis', deathDate: '2026-02-31' } }),
      422,
    )
    expect(body.message).toBe('Please check the boxes with a message above.')
    expect(body.errors).toEqual({ firstName: VALIDATION_MESSAGES.required, deathDate: 'Please enter a real date' })
  })

  it('says the problem itself when it is about the whole body', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const body = await errorOf(await api(`${CASES}/1101/case-details`, { token, json: ['not', 'a', 'form'] }), 422)
    expect(body).toMatchObject({ message: 'Expected a set of answers', errors: { '': 'Expected a set of answers' } })
  })
})
