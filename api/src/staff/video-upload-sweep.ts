import { inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { videoUploads } from '../db/schema.ts'
import { uploadKey } from './video-upload.ts'

/**
 * The daily sweep of memorial-video uploads nobody finished (decision 067): an upload with no
 * part for a day (or, with none, started a day ago) is aborted on R2, so its parts stop taking
 * space (R2 itself would keep them a week), and its rows go (its parts' with it, by cascade). A
 * given-up upload (aborted already) is only rows, and goes too. A slow upload that is still
 * sending parts is left alone however long it has taken. Across every home, a batch per run.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000
/** Per run, so one run stays within a Worker's limits; the rest go the next day. */
const BATCH = 100

/** Answers how many uploads went. */
export async function sweepAbandonedUploads(db: Db, bucket: R2Bucket, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString()
  const lastActivity = sql`max(${videoUploads.createdAt}, coalesce((select max(p.uploaded_at) from video_upload_parts p where p.upload_id = ${videoUploads.id}), ''))`
  const stale = await db
    .select()
    .from(videoUploads)
    .where(sql`${isNull(videoUploads.completedAt)} and ${lastActivity} < ${cutoff}`)
    .limit(BATCH)
  if (stale.length === 0) return 0
  await Promise.all(
    stale
      .filter((row) => row.abortedAt === null)
      .map(async (row) => {
        try {
          await bucket.resumeMultipartUpload(uploadKey(row), row.r2UploadId).abort()
        } catch {
          // Already gone on R2 (expired after its week): nothing left to drop.
        }
      }),
  )
  await db.delete(videoUploads).where(
    inArray(
      videoUploads.id,
      stale.map((row) => row.id),
    ),
  )
  return stale.length
}
