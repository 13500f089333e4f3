import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it } from 'vitest'
import { MemoryPhotoResultSchema, obituaryPath } from '#contract/obituaries.ts'
import { media } from '#api/src/db/schema.ts'
import { purgeUnattachedMedia } from '#api/src/media/purge.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { api } from './client.ts'

/** The daily purge of uploads never attached (api/src/media/purge.ts, decision 021). */

async function upload(width: number, from: string) {
  const response = await api(obituaryPath('memoryPhoto', 1003), {
    form: fileForm(png(width, 40, 2000), 'p.png'),
    headers: { 'CF-Connecting-IP': from },
  })
  return MemoryPhotoResultSchema.parse(await response.json()).photo
}

/** The R2 key of a Whitfield file by its URL. */
const key = (url: string) => `c1/${url.split('/').at(-1)}`

describe('purgeUnattachedMedia', () => {
  it('removes an unattached upload after a day, and its object unless another row shares its bytes', async () => {
    const orphan = await upload(81, '192.0.2.1')
    const young = await upload(82, '192.0.2.2')
    const shared = await upload(83, '192.0.2.3')
    // The same bytes as `shared`, kept by an album row of a case.
    const orm = drizzle(env.DB)
    const [bytes] = await orm.select().from(media).where(eq(media.id, shared.id))
    if (!bytes) throw new Error('the shared upload was not stored')
    const { companyId, hash, contentType, size } = bytes
    await orm.insert(media).values({ companyId, caseId: 1101, kind: 'photo', hash, contentType, size })
    const old = new Date(Date.now() - 25 * 3_600_000).toISOString()
    await env.DB.prepare('UPDATE media SET created_at = ? WHERE id IN (?, ?)').bind(old, orphan.id, shared.id).run()
    expect(await purgeUnattachedMedia(drizzle(env.DB), env.MEDIA)).toBe(2)
    const left = await env.DB.prepare('SELECT id FROM media WHERE id IN (?, ?, ?)')
      .bind(orphan.id, young.id, shared.id)
      .all<{ id: number }>()
    expect(left.results.map((r) => r.id)).toEqual([young.id])
    expect(await env.MEDIA.head(key(orphan.url))).toBeNull()
    expect(await env.MEDIA.head(key(shared.url))).not.toBeNull()
    expect(await env.MEDIA.head(key(young.url))).not.toBeNull()
  })
})
