import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { toneWav } from '#api/src/media/samples/pictures.ts'
import { HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE } from '#contract/headers.ts'
import { MEMORY_MESSAGES, obituaryPath, ObituaryPageSchema, PostMemoryResultSchema } from '#contract/obituaries.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { errorOf } from '#tests/support/error-body.ts'
import { ACCOUNTS, api, tokenFor } from './client.ts'

/**
 * Issue 16, "Content rules", in the api: a scheduled obituary is nowhere public, a published
 * obituary's photo is locked like its text, and a memory answer that changed nothing public says
 * so (for the BFF's purge). Seeded facts (api/seed/obituaries.ts): Whitfield's 1001 has services,
 * an album, memories and an approved video; 1001's wall holds memories for review, 1003's
 * publishes them at once. Case 1101's obituary is a draft, case 1102's is published.
 */

/** Far enough ahead that the test never becomes "the past". */
const LATER = '2100-01-01T09:00:00.000Z'

async function reschedule(obituaryId: number, publishedAt: string | null) {
  await env.DB.prepare('UPDATE obituaries SET published_at = ? WHERE id = ?').bind(publishedAt, obituaryId).run()
}

const shop = (id: number, rest: string) => `/api/web/obituaries/${id}/shop/${rest}`
let clientN = 0
const client = () => ({ 'CF-Connecting-IP': `198.51.100.${200 + ++clientN}` })

const CASES = '/api/family/cases'

async function photoOf(caseId: number) {
  const row = await env.DB.prepare('SELECT photo_media_id AS photo FROM obituaries WHERE case_id = ?')
    .bind(caseId)
    .first<{ photo: number | null }>()
  return row?.photo
}

async function count(table: 'media' | 'memorial_comments' | 'outbox') {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n
}

const postMemory = (id: number, json: unknown) => api(obituaryPath('memories', id), { json, headers: client() })

describe('an obituary scheduled for later', () => {
  it('answers every public call keyed by it with a 404, the shop included, until its time', async () => {
    // Public now: the page and its shop answer.
    expect((await api(obituaryPath('obituary', 1001))).status).toBe(200)
    expect((await api(shop(1001, 'items'))).status).toBe(200)

    await reschedule(1001, LATER)
    const calls = [
      api(obituaryPath('obituary', 1001)),
      api(obituaryPath('photos', 1001)),
      api(obituaryPath('memories', 1001)),
      api(obituaryPath('memorialVideo', 1001)),
      api(obituaryPath('memories', 1001), { json: { name: 'Ann', text: 'Hello' }, headers: client() }),
      api(obituaryPath('memoryPhoto', 1001), { form: fileForm(png(20, 20), 'a.png'), headers: client() }),
      api(shop(1001, 'items')),
      api(shop(1001, 'products/1001')),
    ]
    for (const response of await Promise.all(calls)) {
      // The same answer as a missing obituary: nothing tells it is there.
      await expect(response).toBeErrorResponse(404)
    }
    // Nor is it found by the search (the sitemap and the recent obituaries module read it).
    const listed = ObituaryPageSchema.parse(await (await api(`${obituaryPath('search', '').replace(/\/$/, '')}?size=100`)).json())
    expect(listed.content.map((o) => o.id)).not.toContain(1001)
    expect(listed.content.map((o) => o.id)).toContain(1002)

    // Its time has come: public again.
    await reschedule(1001, new Date(Date.now() - 1000).toISOString())
    expect((await api(obituaryPath('obituary', 1001))).status).toBe(200)
    expect((await api(shop(1001, 'items'))).status).toBe(200)
  })
})

describe('the photo of a published obituary', () => {
  it('is locked like its text: 422 with the same wording, nothing stored, checked before the file', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const before = { photo: await photoOf(1102), files: await count('media') }
    const text = await errorOf(
      await api(`${CASES}/1102/obituary`, { token, json: { firstName: 'Dorothy', lastName: 'Ellis', text: 'Other words.' } }),
    )
    expect(text.message).toBe('The obituary is published; call the funeral home to change it')
    const response = await api(`${CASES}/1102/obituary/photo`, { token, form: fileForm(png(300, 400), 'new.png') })
    expect(response.status).toBe(422)
    expect(await errorOf(response)).toMatchObject({
      statusCode: 422,
      message: 'The obituary is published; call the funeral home to change its photo',
    })
    // Not even read: a file that is no image gets the lock, not the file's error.
    const notAnImage = await api(`${CASES}/1102/obituary/photo`, { token, form: fileForm(toneWav(300, 0.05).bytes, 'photo.jpg') })
    expect((await errorOf(notAnImage)).message).toBe('The obituary is published; call the funeral home to change its photo')
    expect({ photo: await photoOf(1102), files: await count('media') }).toEqual(before)
  })

  it('is locked from the moment the funeral home schedules it, and open while a draft', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const draft = await api(`${CASES}/1101/obituary/photo`, { token, form: fileForm(png(300, 400), 'walter.png') })
    expect(draft.status).toBe(201)
    await env.DB.prepare('UPDATE obituaries SET published_at = ? WHERE case_id = 1101').bind(LATER).run()
    const scheduled = await api(`${CASES}/1101/obituary/photo`, { token, form: fileForm(png(300, 401), 'walter2.png') })
    expect(scheduled.status).toBe(422)
    expect((await errorOf(scheduled)).message).toBe('The obituary is published; call the funeral home to change its photo')
  })
})

describe('a memory answer that changed nothing public', () => {
  it('is marked for the BFF: the honeypot (nothing stored, nobody mailed) and a memory held for review alike', async () => {
    const before = { memories: await count('memorial_comments'), mails: await count('outbox') }
    const caught = await postMemory(1003, { name: 'Cheap Pills', text: 'Visit my site', website: 'https://spam.example' })
    expect(caught.status).toBe(201)
    expect(caught.headers.get(HEADER_PUBLIC_CHANGE)).toBe(PUBLIC_CHANGE_NONE)
    const caughtBody = PostMemoryResultSchema.parse(await caught.json())
    expect(caughtBody).toEqual({ status: 'pending', message: MEMORY_MESSAGES.held, memory: null })
    expect({ memories: await count('memorial_comments'), mails: await count('outbox') }).toEqual(before)

    // A real memory held for review: the same answer and the same mark (it shows nowhere yet).
    const held = await postMemory(1001, { name: 'Ann', text: 'Thinking of you all.' })
    expect(held.status).toBe(201)
    expect(held.headers.get(HEADER_PUBLIC_CHANGE)).toBe(PUBLIC_CHANGE_NONE)
    expect(PostMemoryResultSchema.parse(await held.json())).toEqual(caughtBody)
    expect(await count('memorial_comments')).toBe((before.memories ?? 0) + 1)
  })

  it('is not marked when the memory is published at once', async () => {
    const published = await postMemory(1003, { name: 'Bob', text: 'A kind man.' })
    expect(published.status).toBe(201)
    expect(published.headers.get(HEADER_PUBLIC_CHANGE)).toBeNull()
    expect(PostMemoryResultSchema.parse(await published.json()).status).toBe('approved')
  })
})
