import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { toneWav } from '#api/src/media/samples/pictures.ts'
import { MediaFileSchema } from '#contract/files.ts'
import { MemoryPhotoResultSchema, obituaryPath } from '#contract/obituaries.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { browser, signIn } from '../workers/helpers.ts'

/**
 * Issue 16, "Media", tried as an attacker would, through the built web Worker (BFF) into the built
 * api Worker: private files (album photos, music, a pending memory's photo, an unpublished
 * obituary's photo) are a 404 to anyone but the case's members, and what members get is never
 * stored by a cache; every file keeps its sandbox CSP on the way to the browser (decision 021).
 */

const db = (env as unknown as { DB: D1Database }).DB
/** A Whitfield case of this file's own: the demo family its member, its obituary a draft. */
const CASE_ID = 1985
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

let fsAt = ''
const files: Record<'album' | 'music' | 'obituary' | 'memory', string> = { album: '', music: '', obituary: '', memory: '' }

async function upload(path: string, form: FormData, cookies?: Record<string, string>, headers?: Record<string, string>) {
  const response = await browser(path, { method: 'POST', body: form, cookies, headers })
  if (response.status !== 201) throw new Error(`upload to ${path} answered ${response.status}`)
  return response.json()
}

beforeAll(async () => {
  await db.batch([
    db
      .prepare(
        "INSERT OR IGNORE INTO cases (id, company_id, location_id, status, first_name, last_name, name_slug, birth_date, death_date) VALUES (?, 1, 101, 'AT_NEED', 'Vera', 'Private', 'vera-private', '1938-03-01', '2026-11-19')",
      )
      .bind(CASE_ID),
    db.prepare("INSERT OR IGNORE INTO case_members (case_id, user_id, role) VALUES (?, 1001, 'arranger')").bind(CASE_ID),
  ])
  fsAt = (await signIn()).fs_at
  const cookies = { fs_at: fsAt }
  const cases = `/api/family/cases/${CASE_ID}`
  files.album = MediaFileSchema.parse(await upload(`${cases}/photos`, fileForm(png(211, 97), 'album.png'), cookies)).url
  files.music = MediaFileSchema.parse(await upload(`${cases}/music`, fileForm(toneWav(330, 0.2).bytes, 'song.wav'), cookies)).url
  files.obituary = MediaFileSchema.parse(await upload(`${cases}/obituary/photo`, fileForm(png(240, 320, 90), 'vera.png'), cookies)).url
  // 1001 holds memories for the family's review: the memory, and its photo, stay pending.
  const from = { 'CF-Connecting-IP': '192.0.2.77' }
  const { photo, photoToken } = MemoryPhotoResultSchema.parse(
    await upload(obituaryPath('memoryPhoto', 1001), fileForm(png(333, 222, 70), 'p.png'), undefined, from),
  )
  files.memory = photo.url
  const posted = await browser(obituaryPath('memories', 1001), {
    method: 'POST',
    body: JSON.stringify({ name: 'Quinn', text: 'Thinking of you all.', photoToken }),
    headers: from,
  })
  if (posted.status !== 201) throw new Error(`posting the memory answered ${posted.status}`)
})

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(await response.json()).toEqual({ statusCode: 404, statusMessage: 'Not Found' })
}

describe('private media fetched anonymously', () => {
  for (const name of ['album', 'music', 'obituary'] as const) {
    it(`the ${name} file is a 404 like a file that does not exist, and a member gets it privately`, async () => {
      const url = files[name]
      await expectNotFound(await browser(url))
      await expectNotFound(await browser(`/api/media/${'0'.repeat(64)}`))
      // A forged session cookie changes nothing.
      await expectNotFound(await browser(url, { cookies: { fs_at: 'forged.token.value' } }))
      const member = await browser(url, { cookies: { fs_at: fsAt } })
      expect(member.status).toBe(200)
      expect(member.headers.get('Cache-Control')).toBe('private, no-store')
      expect(member.headers.get('x-cache')).not.toBe('HIT')
      expect(member.headers.get('Content-Security-Policy')).toBe(SANDBOX)
      await member.arrayBuffer()
      // The member's answer was stored nowhere on the way: the next anonymous call is a 404 again.
      await expectNotFound(await browser(url))
    })
  }

  it('a pending memory’s photo is a 404 to the public; staff, who may open the case, see it privately', async () => {
    await expectNotFound(await browser(files.memory))
    const staff = await signIn({ email: 'staff@whitfield.example', password: 'staff-demo-2026' })
    const seen = await browser(files.memory, { cookies: { fs_at: staff.fs_at } })
    expect(seen.status).toBe(200)
    expect(seen.headers.get('Cache-Control')).toBe('private, no-store')
    await seen.arrayBuffer()
    await expectNotFound(await browser(files.memory))
  })

  it('Cloudflare Images never gets a private file to resize, even fetching it with a member’s session', async () => {
    // The edge keeps a resized copy for an hour whatever the file's Cache-Control (decision 024):
    // its source fetches (Via: image-resizing) are anonymous, so a private file is its 404.
    const viaImages = { Via: '1.1 image-resizing' }
    await expectNotFound(await browser(files.album, { cookies: { fs_at: fsAt }, headers: viaImages }))
    // A public file is still a source.
    const row = await db.prepare("SELECT hash FROM media WHERE company_id = 1 AND kind = 'product' LIMIT 1").first<{ hash: string }>()
    const product = await browser(`/api/media/${row?.hash}`, { cookies: { fs_at: fsAt }, headers: viaImages })
    expect(product.status).toBe(200)
    await product.arrayBuffer()
  })

  it('another funeral home’s member gets the same 404 on their own site', async () => {
    const harbor = await signIn({ email: 'family@harbor.example', password: 'family-demo-2026' }, 'harbor.localhost:8787')
    expect(harbor.response.status).toBe(200)
    await expectNotFound(await browser(files.album, { host: 'harbor.localhost:8787', cookies: { fs_at: harbor.fs_at } }))
  })
})

describe('the media CSP reaches the browser', () => {
  it('a public file through the BFF keeps the api’s sandbox, not the page CSP', async () => {
    const row = await db.prepare("SELECT hash FROM media WHERE company_id = 1 AND kind = 'product' LIMIT 1").first<{ hash: string }>()
    const file = await browser(`/api/media/${row?.hash}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(file.headers.get('Content-Security-Policy')).toBe(SANDBOX)
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff')
    await file.arrayBuffer()
    // Pages keep theirs.
    const page = await browser('/', { headers: { Accept: 'text/html' } })
    expect(page.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' 'nonce-/)
    await page.arrayBuffer()
  })
})
