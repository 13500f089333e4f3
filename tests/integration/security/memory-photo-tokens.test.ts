import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  MEMORY_MESSAGES,
  MemoryPhotoResultSchema,
  obituaryPath,
  PostMemoryResultSchema,
  type MemoryPhotoResult,
} from '#contract/obituaries.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { fieldErrorsOf } from '#tests/support/error-body.ts'
import { browser } from '../workers/helpers.ts'

/**
 * Issue 35 point 4, tried as another visitor would against the built Workers: upload ids are
 * sequential, so an id must attach nothing. A memory photo answers a one-use token bound to that
 * upload, kept only as its SHA-256; only the token attaches it, once.
 */

const bindings = env as unknown as { DB: D1Database }
// 1003 publishes memories at once and takes photos (api/seed/obituaries.ts).
const OBITUARY = 1003

let nextAddress = 1
function visitor(): Record<string, string> {
  return { 'CF-Connecting-IP': `198.51.100.${20 + nextAddress++}` }
}

async function uploadPhoto(from: Record<string, string>, width: number): Promise<MemoryPhotoResult> {
  const response = await browser(obituaryPath('memoryPhoto', OBITUARY), {
    method: 'POST',
    body: fileForm(png(width, 61, 500), 'mine.png'),
    headers: from,
  })
  expect(response.status).toBe(201)
  return MemoryPhotoResultSchema.parse(await response.json())
}

function postMemory(from: Record<string, string>, body: Record<string, unknown>): Promise<Response> {
  return browser(obituaryPath('memories', OBITUARY), {
    method: 'POST',
    body: JSON.stringify({ text: 'With love.', ...body }),
    headers: from,
  })
}

describe('a memory photo, taken by someone else', () => {
  it('cannot be attached by its id (the old way), by the next id, or by a guessed token; the owner’s token attaches it once', async () => {
    const owner = visitor()
    const mine = await uploadPhoto(owner, 301)
    expect(mine.photoToken).toMatch(/^[0-9a-f]{64}$/)

    // By its id, as the old client did, and by ids around it: refused, the photo left alone.
    for (const id of [mine.photo.id, mine.photo.id - 1, mine.photo.id + 1]) {
      expect(await fieldErrorsOf(await postMemory(visitor(), { name: 'Mallory', photoMediaId: id }))).toEqual({
        photoMediaId: MEMORY_MESSAGES.photoNotFound,
      })
    }
    // Guessed tokens (an attacker changes address as it likes): all zeros, the photo's content hash, the id written out.
    const hash = mine.photo.url.split('/').pop() ?? ''
    for (const guess of ['0'.repeat(64), 'f'.repeat(64), hash, String(mine.photo.id).padStart(64, '0')]) {
      expect(await fieldErrorsOf(await postMemory(visitor(), { name: 'Mallory', photoToken: guess }))).toEqual({
        photoToken: MEMORY_MESSAGES.photoNotFound,
      })
    }
    const attachedBefore = await bindings.DB.prepare('SELECT count(*) AS n FROM memorial_comments WHERE photo_media_id = ?')
      .bind(mine.photo.id)
      .first<{ n: number }>()
    expect(attachedBefore?.n).toBe(0)

    // The owner, with the token: the memory carries the photo.
    const posted = await postMemory(owner, { name: 'Lisa', photoToken: mine.photoToken })
    expect(posted.status).toBe(201)
    expect(PostMemoryResultSchema.parse(await posted.json()).memory?.photo?.id).toBe(mine.photo.id)

    // Once: the same token again, from anyone, attaches nothing more.
    for (const from of [owner, visitor()]) {
      expect(await fieldErrorsOf(await postMemory(from, { name: 'Again', photoToken: mine.photoToken }))).toEqual({
        photoToken: MEMORY_MESSAGES.photoNotFound,
      })
    }
  })

  it('keeps no live token: only its digest is stored, and it is emptied once used', async () => {
    const owner = visitor()
    const { photo, photoToken } = await uploadPhoto(owner, 302)
    const stored = await bindings.DB.prepare('SELECT attach_token_hash AS hash FROM media WHERE id = ?')
      .bind(photo.id)
      .first<{ hash: string }>()
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.hash).not.toBe(photoToken)
    expect((await postMemory(owner, { name: 'Lisa', photoToken })).status).toBe(201)
    const after = await bindings.DB.prepare('SELECT attach_token_hash AS hash FROM media WHERE id = ?')
      .bind(photo.id)
      .first<{ hash: string | null }>()
    expect(after?.hash).toBeNull()
  })

  it('a token of one obituary attaches nothing on another, and two posts racing with one token attach it once', async () => {
    const owner = visitor()
    const mine = await uploadPhoto(owner, 303)
    // 1006 also publishes at once and takes photos.
    const elsewhere = await browser(obituaryPath('memories', 1006), {
      method: 'POST',
      body: JSON.stringify({ name: 'Lisa', text: 'Hello', photoToken: mine.photoToken }),
      headers: owner,
    })
    expect(await fieldErrorsOf(elsewhere)).toEqual({ photoToken: MEMORY_MESSAGES.photoNotFound })

    const race = await Promise.all([
      postMemory(owner, { name: 'Lisa', photoToken: mine.photoToken }),
      postMemory(visitor(), { name: 'Mallory', photoToken: mine.photoToken }),
    ])
    expect(race.map((r) => r.status).toSorted()).toEqual([201, 422])
    const attached = await bindings.DB.prepare('SELECT count(*) AS n FROM memorial_comments WHERE photo_media_id = ?')
      .bind(mine.photo.id)
      .first<{ n: number }>()
    expect(attached?.n).toBe(1)
  })
})
