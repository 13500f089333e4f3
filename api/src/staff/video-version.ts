import { and, eq, max } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { partCountOf, partSizeOf, STUDIO_VIDEO_MESSAGES, type StaffVideo } from '#contract/studio-video.ts'
import { caseVideos, caseVideoVersions, media, videoUploads } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { ensureVideoRow, toStaffVideo } from './video.ts'
import { partsOf, uploadKey, type UploadRow } from './video-upload.ts'

/**
 * Joins an upload's parts into the case's video: a new version, numbered after the last, which
 * the family has not seen (in production until staff send it). An approval of an earlier version
 * does not carry over: the family approves what they watched (decision 060).
 */
export async function completeUpload(db: Db, bucket: R2Bucket, theCase: CaseRow, upload: UploadRow, userId: number): Promise<StaffVideo> {
  const parts = await partsOf(db, upload.id)
  const count = partCountOf(upload.size, upload.partBytes)
  const whole =
    parts.length === count && parts.every((p, i) => p.partNumber === i + 1 && p.size === partSizeOf(upload.size, upload.partBytes, i + 1))
  if (!whole || upload.contentType === null) throw new ApiError(422, undefined, { message: STUDIO_VIDEO_MESSAGES.partsMissing })
  await bucket
    .resumeMultipartUpload(uploadKey(upload), upload.r2UploadId)
    .complete(parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })))
  const now = new Date().toISOString()
  const [file] = await db
    .insert(media)
    .values({
      companyId: theCase.companyId,
      caseId: theCase.id,
      kind: 'video',
      hash: upload.objectName,
      contentType: upload.contentType,
      size: upload.size,
      fileName: upload.fileName,
      title: null,
      createdBy: userId,
      createdAt: now,
    })
    .returning()
  if (!file) throw new Error('video: the media insert returned no row')
  const row = await ensureVideoRow(db, theCase)
  const [last] = await db
    .select({ number: max(caseVideoVersions.number) })
    .from(caseVideoVersions)
    .where(eq(caseVideoVersions.videoId, row.id))
  const change = {
    videoMediaId: file.id,
    durationSeconds: upload.durationSeconds,
    status: 'in-production' as const,
    approvedAt: null,
    approvedBy: null,
    updatedAt: now,
  }
  // The approval this clears stays with the version approved, for the case's timeline.
  const keepApproval = db
    .update(caseVideoVersions)
    .set({ approvedAt: row.approvedAt, approvedBy: row.approvedBy })
    .where(and(eq(caseVideoVersions.videoId, row.id), eq(caseVideoVersions.videoMediaId, row.videoMediaId ?? 0)))
  await db.batch([
    keepApproval,
    db.insert(caseVideoVersions).values({
      companyId: theCase.companyId,
      videoId: row.id,
      number: (last?.number ?? 0) + 1,
      videoMediaId: file.id,
      durationSeconds: upload.durationSeconds,
      createdBy: userId,
      createdAt: now,
    }),
    db.update(caseVideos).set(change).where(eq(caseVideos.id, row.id)),
    db.update(videoUploads).set({ completedAt: now }).where(eq(videoUploads.id, upload.id)),
  ])
  return toStaffVideo(db, { ...row, ...change })
}
