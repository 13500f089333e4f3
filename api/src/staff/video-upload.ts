import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { UPLOAD_FIELD, VIDEO_TYPES } from '#contract/files.ts'
import {
  partCountOf,
  partSizeOf,
  STUDIO_VIDEO_MESSAGES,
  VIDEO_PART_BYTES,
  type VideoUpload,
  type VideoUploadBody,
  type VideoUploadPart,
} from '#contract/studio-video.ts'
import { sniffContentType } from '#core/media-bytes.ts'
import { videoUploadParts, videoUploads } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { objectKey } from '../media/store.ts'

/**
 * A memorial video's multipart upload to R2 through the api (decision 060): started with the
 * file's size, sent as parts of a fixed size (each its own request, within a Worker's body limit),
 * listed to go on after a dropped connection or a reload, and given up. R2's binding cannot list
 * an upload's parts, so each part taken is a row here. Joining the parts is video-version.ts.
 */

export type UploadRow = typeof videoUploads.$inferSelect

/** The name the video's bytes get on R2 and in the media row: random, since its hash is not known until every part is in. */
function objectName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function uploadKey(upload: UploadRow): string {
  return objectKey(upload.companyId, upload.objectName)
}

/** The case's newest upload still open (neither finished nor given up). */
export async function openUploadOf(db: Db, caseId: number): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(videoUploads)
    .where(and(eq(videoUploads.caseId, caseId), isNull(videoUploads.completedAt), isNull(videoUploads.abortedAt)))
    .orderBy(desc(videoUploads.id))
    .limit(1)
  return row
}

/** An open upload of this case, or the 404 that says to start over. */
export async function openUpload(db: Db, caseId: number, uploadId: number): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(videoUploads)
    .where(
      and(eq(videoUploads.id, uploadId), eq(videoUploads.caseId, caseId), isNull(videoUploads.completedAt), isNull(videoUploads.abortedAt)),
    )
    .limit(1)
  if (!row) throw new ApiError(404, undefined, { message: STUDIO_VIDEO_MESSAGES.uploadNotFound })
  return row
}

export async function partsOf(db: Db, uploadId: number) {
  return db.select().from(videoUploadParts).where(eq(videoUploadParts.uploadId, uploadId)).orderBy(asc(videoUploadParts.partNumber))
}

export async function toVideoUpload(db: Db, row: UploadRow): Promise<VideoUpload> {
  const parts = await partsOf(db, row.id)
  return {
    id: row.id,
    fileName: row.fileName,
    size: row.size,
    partBytes: row.partBytes,
    partCount: partCountOf(row.size, row.partBytes),
    parts: parts.map((p) => ({ partNumber: p.partNumber, size: p.size })),
    createdAt: row.createdAt,
  }
}

/** Gives up an upload: R2 drops its parts, the row says when. */
async function giveUp(db: Db, bucket: R2Bucket, row: UploadRow): Promise<void> {
  try {
    await bucket.resumeMultipartUpload(uploadKey(row), row.r2UploadId).abort()
  } catch {
    // Already gone on R2 (it expires open uploads after a week): nothing left to drop.
  }
  await db.batch([
    db.update(videoUploads).set({ abortedAt: new Date().toISOString() }).where(eq(videoUploads.id, row.id)),
    db.delete(videoUploadParts).where(eq(videoUploadParts.uploadId, row.id)),
  ])
}

/** Starts an upload of a new version; one left open on the case is given up (one video at a time). */
export async function startUpload(db: Db, bucket: R2Bucket, theCase: CaseRow, body: VideoUploadBody, userId: number): Promise<VideoUpload> {
  const earlier = await openUploadOf(db, theCase.id)
  if (earlier) await giveUp(db, bucket, earlier)
  const name = objectName()
  const multipart = await bucket.createMultipartUpload(objectKey(theCase.companyId, name))
  const [row] = await db
    .insert(videoUploads)
    .values({
      companyId: theCase.companyId,
      caseId: theCase.id,
      objectName: name,
      r2UploadId: multipart.uploadId,
      fileName: body.fileName,
      size: body.size,
      partBytes: body.partBytes ?? VIDEO_PART_BYTES,
      durationSeconds: body.durationSeconds ?? null,
      createdBy: userId,
      createdAt: new Date().toISOString(),
    })
    .returning()
  if (!row) throw new Error('video upload: the insert returned no row')
  return toVideoUpload(db, row)
}

function invalidPart(message: string): ApiError {
  return new ApiError(422, undefined, { message, errors: { [UPLOAD_FIELD]: message } })
}

/**
 * One part, checked for its place and size; the first part's bytes must be an MP4 or WebM video
 * (judged from them, never the name). Sending a part again replaces it.
 */
export async function putPart(db: Db, bucket: R2Bucket, row: UploadRow, partNumber: number, file: Blob): Promise<VideoUploadPart> {
  if (partNumber > partCountOf(row.size, row.partBytes)) throw invalidPart(STUDIO_VIDEO_MESSAGES.partNumber)
  if (file.size !== partSizeOf(row.size, row.partBytes, partNumber)) throw invalidPart(STUDIO_VIDEO_MESSAGES.partSize)
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (partNumber === 1) {
    const type = sniffContentType(bytes.subarray(0, 64))
    if (!type || !(VIDEO_TYPES as readonly string[]).includes(type)) throw invalidPart(STUDIO_VIDEO_MESSAGES.type)
    if (type !== row.contentType) await db.update(videoUploads).set({ contentType: type }).where(eq(videoUploads.id, row.id))
  }
  const uploaded = await bucket.resumeMultipartUpload(uploadKey(row), row.r2UploadId).uploadPart(partNumber, bytes)
  const now = new Date().toISOString()
  await db
    .insert(videoUploadParts)
    .values({ uploadId: row.id, partNumber, etag: uploaded.etag, size: bytes.byteLength, uploadedAt: now })
    .onConflictDoUpdate({
      target: [videoUploadParts.uploadId, videoUploadParts.partNumber],
      set: { etag: uploaded.etag, size: bytes.byteLength, uploadedAt: now },
    })
  return { partNumber, size: bytes.byteLength }
}

export async function abortUpload(db: Db, bucket: R2Bucket, row: UploadRow): Promise<void> {
  await giveUp(db, bucket, row)
}
