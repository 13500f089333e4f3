import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT, REQUEST_TOO_LARGE, uploadBodyLimit } from '#core/body-limit.ts'
import { fileTooLarge } from '#contract/files.ts'
import { MemoryPhotoResultSchema, obituaryPath } from '#contract/obituaries.ts'
import { DAILY_CRON } from '#api/src/crons.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { browser, HOST, ORIGIN } from '../workers/helpers.ts'

/**
 * Issue 16, "Media" uploads, tried as an attacker would against the built Workers: an upload over
 * its limit is refused before a byte of it is read (in the BFF and in the api behind it), a body
 * without a declared length is cut off at the limit, JSON bodies are small, and an upload never
 * attached is gone after the daily cron (decision 021).
 */

const bindings = env as unknown as { DB: D1Database; MEDIA: R2Bucket; API: Fetcher }
const MEMORY_PHOTO = obituaryPath('memoryPhoto', 1003)
const MEMORY_LIMIT = uploadBodyLimit('memory-photo')

let nextAddress = 1
function address(): Record<string, string> {
  return { 'CF-Connecting-IP': `192.0.2.${100 + nextAddress++}` }
}

/**
 * A body that never ends: one chunk, then nothing. Had anything waited to read it whole, no
 * answer would ever come (the runtime sending it may pull the first chunk; that is not a read).
 */
function neverEnding(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('--x\r\n'))
    },
    pull: () => new Promise<void>(() => {}),
  })
}

/** A body of `total` bytes sent in 64 KB chunks with no declared length (chunked). */
function endlessBytes(total: number): ReadableStream<Uint8Array> {
  let sent = 0
  const chunk = new Uint8Array(64 * 1024).fill(0x41)
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

/** The 413 envelope of a memory photo over its limit. */
function fileTooLargeBody() {
  const message = fileTooLarge('memory-photo')
  return { statusCode: 413, statusMessage: 'Content Too Large', message, errors: { file: message } }
}

/** The R2 key of a Whitfield file by its URL. */
const keyOf = (url: string) => `c1/${url.split('/').at(-1)}`

describe('an oversized upload', () => {
  it('is refused by the BFF on its declared length, before the body is read', async () => {
    const response = await SELF.fetch(`${ORIGIN}${MEMORY_PHOTO}`, {
      method: 'POST',
      body: neverEnding(),
      headers: {
        Host: HOST,
        Origin: ORIGIN,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(MEMORY_LIMIT + 1),
        ...address(),
      },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(fileTooLargeBody())
  })

  it('is refused by the api on its own, unread, when the declared length reaches it', async () => {
    const response = await bindings.API.fetch(`https://api.internal${MEMORY_PHOTO}`, {
      method: 'POST',
      body: neverEnding(),
      headers: {
        'X-Host': 'localhost',
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(MEMORY_LIMIT + 1),
        ...address(),
      },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(fileTooLargeBody())
  })

  it('without a declared length, is counted as it streams and cut off at the limit', async () => {
    const response = await SELF.fetch(`${ORIGIN}${MEMORY_PHOTO}`, {
      method: 'POST',
      body: endlessBytes(MEMORY_LIMIT + 256 * 1024),
      headers: { Host: HOST, Origin: ORIGIN, 'Content-Type': 'multipart/form-data; boundary=x', ...address() },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(fileTooLargeBody())
  })

  it('within its limit, still goes through the BFF with its length, and is stored', async () => {
    const response = await browser(MEMORY_PHOTO, { method: 'POST', body: fileForm(png(64, 48, 4096), 'ok.png'), headers: address() })
    expect(response.status).toBe(201)
  })
})

describe('a JSON body', () => {
  it('over 64 KB is a 413 in the BFF and in the api', async () => {
    const body = JSON.stringify({ name: 'Big', text: 'x'.repeat(JSON_BODY_LIMIT) })
    const expected = { statusCode: 413, statusMessage: 'Content Too Large', message: REQUEST_TOO_LARGE }
    const viaBff = await browser(obituaryPath('memories', 1003), { method: 'POST', body, headers: address() })
    expect(viaBff.status).toBe(413)
    expect(await viaBff.json()).toEqual(expected)
    const direct = await bindings.API.fetch(`https://api.internal${obituaryPath('memories', 1003)}`, {
      method: 'POST',
      body: endlessBytes(JSON_BODY_LIMIT + 64 * 1024),
      headers: { 'X-Host': 'localhost', 'Content-Type': 'application/json', ...address() },
    })
    expect(direct.status).toBe(413)
    expect(await direct.json()).toEqual(expected)
  })
})

describe('an upload never attached', () => {
  it('is removed by the daily cron after a day, with its object; an attached and a recent one stay', async () => {
    const upload = async (bytes: Uint8Array<ArrayBuffer>) => {
      const response = await browser(MEMORY_PHOTO, { method: 'POST', body: fileForm(bytes, 'p.png'), headers: address() })
      return MemoryPhotoResultSchema.parse(await response.json())
    }
    const orphan = (await upload(png(71, 53, 3000))).photo
    const fresh = (await upload(png(72, 53, 3000))).photo
    const { photo: attached, photoToken } = await upload(png(73, 53, 3000))
    const posted = await browser(obituaryPath('memories', 1003), {
      method: 'POST',
      body: JSON.stringify({ name: 'Ray', text: 'Fond memories.', photoToken }),
      headers: address(),
    })
    expect(posted.status).toBe(201)
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString()
    await bindings.DB.prepare('UPDATE media SET created_at = ? WHERE id IN (?, ?)').bind(twoDaysAgo, orphan.id, attached.id).run()
    expect(await bindings.MEDIA.head(keyOf(orphan.url))).not.toBeNull()

    // The api Worker's own scheduled handler, as the Cron Trigger runs it (its waitUntil work included).
    await (bindings.API as Fetcher & { scheduled(options: { cron: string; scheduledTime?: Date }): Promise<unknown> }).scheduled({
      cron: DAILY_CRON,
      scheduledTime: new Date(),
    })

    // The purge runs in the handler's waitUntil, which may outlive the call: wait on the state.
    const ids = async () =>
      (
        await bindings.DB.prepare('SELECT id FROM media WHERE id IN (?, ?, ?) ORDER BY id')
          .bind(orphan.id, fresh.id, attached.id)
          .all<{ id: number }>()
      ).results.map((r) => r.id)
    await expect.poll(ids, { timeout: 15_000 }).toEqual([fresh.id, attached.id])
    await expect.poll(async () => bindings.MEDIA.head(keyOf(orphan.url)), { timeout: 15_000 }).toBeNull()
    expect(await bindings.MEDIA.head(keyOf(fresh.url))).not.toBeNull()
    expect(await bindings.MEDIA.head(keyOf(attached.url))).not.toBeNull()
  })
})
