import { and, eq, inArray, sql } from 'drizzle-orm'
import { media } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { objectKey } from './store.ts'

/**
 * Uploads that exist only to be attached to something (a memory's photo, an obituary photo, the
 * case photo, a custom theme) and never were: removed by the daily cron a day after upload, with
 * their R2 object when no other row shares its bytes (decision 021). Album photos and music are
 * attached by being in the album; staff's and the seed's files are left alone.
 */
export const UNATTACHED_AFTER_MS = 24 * 60 * 60 * 1000
const ATTACHABLE_KINDS = ['memory-photo', 'obituary-photo', 'case-photo', 'theme'] as const
/** Per run, so one run stays within a Worker's limits; the rest go the next day. */
const BATCH = 200

/** No row anywhere points at the outer `media` row (every column that references media.id). */
const UNREFERENCED = sql`
  not exists (select 1 from memorial_comments r where r.photo_media_id = media.id)
  and not exists (select 1 from obituaries r where media.id in (r.photo_media_id, r.banner_media_id))
  and not exists (select 1 from case_media_choices r where r.photo_media_id = media.id or r.theme_media_id = media.id)
  and not exists (select 1 from case_videos r where media.id in (r.video_media_id, r.poster_media_id, r.captions_media_id))
  and not exists (select 1 from stationery_pages r where r.preview_media_id = media.id)
  and not exists (select 1 from blog_articles r where r.cover_media_id = media.id)
  and not exists (select 1 from shop_product_images r where r.media_id = media.id)
  and not exists (select 1 from theme_album_images r where r.media_id = media.id)`

/** Deletes unattached uploads older than a day, and their objects no other row needs. Answers how many rows went. */
export async function purgeUnattachedMedia(db: Db, bucket: R2Bucket, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_AFTER_MS).toISOString()
  const stale = await db
    .select({ id: media.id, companyId: media.companyId, hash: media.hash })
    .from(media)
    .where(and(inArray(media.kind, [...ATTACHABLE_KINDS]), sql`${media.createdAt} < ${cutoff}`, UNREFERENCED))
    .limit(BATCH)
  if (stale.length === 0) return 0
  await db.delete(media).where(
    inArray(
      media.id,
      stale.map((r) => r.id),
    ),
  )
  const files = new Map(stale.map((r) => [objectKey(r.companyId, r.hash), r]))
  await Promise.all(
    [...files].map(async ([key, { companyId, hash }]) => {
      const [shared] = await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.companyId, companyId), eq(media.hash, hash)))
        .limit(1)
      if (!shared) await bucket.delete(key)
    }),
  )
  return stale.length
}
