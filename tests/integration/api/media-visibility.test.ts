import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { MediaFileSchema } from '#contract/files.ts'
import { MemoryPhotoResultSchema, obituaryPath } from '#contract/obituaries.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { newCase } from '#tests/support/factories.ts'
import { api, HARBOR, demoTokens } from './client.ts'

/**
 * Who may fetch `/api/media/{hash}` (api/src/media/visibility.ts, decision 021): public files to
 * anyone once what shows them is public, private ones only to members of their case and staff
 * (`private, no-store`), and one 404 (`no-store`) for everybody else.
 */

const CASES = '/api/family/cases'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const PRIVATE = 'private, no-store'
/** A case of its own, with the demo family as its only member and an obituary that is not published. */
let CASE_ID = 0

let family = ''
let relative = ''
let staff = ''
let harbor = ''

beforeAll(async () => {
  ;({ family, relative, staff, harbor } = await demoTokens())
  CASE_ID = await newCase(env.DB, {
    firstName: 'Iris',
    lastName: 'Private',
    nameSlug: 'iris-private',
    birthDate: '1940-01-01',
    deathDate: '2026-11-20',
  })
})

async function expectHidden(url: string, options: { token?: string; host?: string } = {}) {
  const response = await api(url, options)
  expect(response.status).toBe(404)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(await response.json()).toEqual({ statusCode: 404, statusMessage: 'Not Found' })
}

async function expectServed(url: string, cacheControl: string, token?: string) {
  const response = await api(url, { token })
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe(cacheControl)
  expect(response.headers.get('Content-Security-Policy')).toMatch(/sandbox/)
  await response.arrayBuffer()
}

describe('private files of a case', () => {
  it('serves album photos and music of an unpublished case only to its members and staff, never stored', async () => {
    const photo = MediaFileSchema.parse(
      await (await api(`${CASES}/${CASE_ID}/photos`, { token: family, form: fileForm(png(123, 45), 'album.png') })).json(),
    )
    await expectHidden(photo.url)
    await expectHidden(photo.url, { token: relative })
    await expectHidden(photo.url, { token: 'not-a-token' })
    await expectHidden(photo.url, { host: HARBOR, token: harbor })
    await expectServed(photo.url, PRIVATE, family)
    await expectServed(photo.url, PRIVATE, staff)
    // A conditional or ranged request of a member keeps the private answer.
    const again = await api(photo.url, { token: family, headers: { 'If-None-Match': `"${photo.url.split('/').at(-1)}"` } })
    expect(again.status).toBe(304)
    expect(again.headers.get('Cache-Control')).toBe(PRIVATE)
    const range = await api(photo.url, { token: family, headers: { Range: 'bytes=0-3' } })
    expect(range.status).toBe(206)
    expect(range.headers.get('Cache-Control')).toBe(PRIVATE)
    await range.arrayBuffer()
  })

  it('keeps seeded music private even while its obituary is published', async () => {
    const tracks = (await (await api(`${CASES}/1102/music`, { token: family })).json()) as { content: { url: string }[] }
    const url = tracks.content[0]?.url ?? ''
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}$/)
    await expectHidden(url)
    await expectHidden(url, { token: relative })
    await expectServed(url, PRIVATE, family)
  })
})

describe('an obituary photo', () => {
  it('is private while the obituary is a draft or scheduled, and public once it is published', async () => {
    const response = await api(`${CASES}/${CASE_ID}/obituary/photo`, { token: family, form: fileForm(png(300, 411), 'iris.png') })
    expect(response.status).toBe(201)
    const photo = MediaFileSchema.parse(await response.json())
    await expectHidden(photo.url)
    await expectServed(photo.url, PRIVATE, family)

    await env.DB.prepare("UPDATE obituaries SET published_at = '2100-01-01T09:00:00.000Z' WHERE case_id = ?").bind(CASE_ID).run()
    await expectHidden(photo.url)

    await env.DB.prepare("UPDATE obituaries SET published_at = '2026-11-22T09:00:00.000Z' WHERE case_id = ?").bind(CASE_ID).run()
    await expectServed(photo.url, IMMUTABLE)
    // The same bytes uploaded elsewhere in the company are public too: one file, one answer.
    await expectServed(photo.url, IMMUTABLE, relative)
  })
})

describe('a memory photo', () => {
  it('is a 404 to the public until its memory is approved, and again once rejected', async () => {
    // 1001 holds memories for the family's review (api/seed/obituaries.ts).
    const headers = { 'CF-Connecting-IP': '198.51.100.201' }
    const upload = await api(obituaryPath('memoryPhoto', 1001), { form: fileForm(png(401, 301, 80), 'pending.png'), headers })
    expect(upload.status).toBe(201)
    const { photo, photoToken } = MemoryPhotoResultSchema.parse(await upload.json())
    // Uploaded, not attached to any memory yet.
    await expectHidden(photo.url)
    const posted = await api(obituaryPath('memories', 1001), {
      json: { name: 'Pat', text: 'With love.', photoToken },
      headers,
    })
    expect(posted.status).toBe(201)
    await expectHidden(photo.url)
    await expectServed(photo.url, PRIVATE, staff)

    await env.DB.prepare("UPDATE memorial_comments SET status = 'approved' WHERE photo_media_id = ?").bind(photo.id).run()
    await expectServed(photo.url, IMMUTABLE)
    await env.DB.prepare("UPDATE memorial_comments SET status = 'rejected' WHERE photo_media_id = ?").bind(photo.id).run()
    await expectHidden(photo.url)
  })
})

describe('public files', () => {
  it('serves a shop product image to anyone, immutably', async () => {
    const row = await env.DB.prepare("SELECT hash FROM media WHERE company_id = 1 AND kind = 'product' LIMIT 1").first<{ hash: string }>()
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/)
    await expectServed(`/api/media/${row?.hash}`, IMMUTABLE)
  })
})
