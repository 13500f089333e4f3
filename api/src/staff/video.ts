import { and, desc, eq, inArray } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { UPLOAD_FIELD } from '#contract/files.ts'
import { STUDIO_VIDEO_MESSAGES, type StaffVideo, type StaffVideoPage } from '#contract/studio-video.ts'
import { parseVtt, VTT_MESSAGES, vttText } from '#contract/studio-video-vtt.ts'
import { caseTasks, caseVideos, caseVideoVersions, media } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { toCaseVideo, type VideoRow } from '../family/video.ts'
import { onTheCase } from '../family/tasks.ts'
import { peopleById, person } from '../family/people.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { storeMedia, toMediaFile } from '../media/store.ts'
import { mailReviewSent } from './review-notice.ts'
import { openUploadOf, toVideoUpload } from './video-upload.ts'

/**
 * The memorial video as staff work it (decision 060): its versions, the family's comments with
 * the version each was made on, sending it to the family, its captions and poster. The family's
 * side (watching, commenting, approving) is api/src/family/video.ts, on the same rows.
 */

export async function videoRowOf(db: Db, caseId: number): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(caseVideos).where(eq(caseVideos.caseId, caseId)).limit(1)
  return row
}

/** The case's video row, made (in production, no file yet) the first time staff upload one. */
export async function ensureVideoRow(db: Db, theCase: CaseRow): Promise<VideoRow> {
  const found = await videoRowOf(db, theCase.id)
  if (found) return found
  await db
    .insert(caseVideos)
    .values({ companyId: theCase.companyId, caseId: theCase.id, title: `Remembering ${theCase.firstName}` })
    .onConflictDoNothing()
  const made = await videoRowOf(db, theCase.id)
  if (!made) throw new Error('video: the insert left no row')
  return made
}

/** The number of the version current at `at` (versions newest first), or null before the first. */
export function versionAt(versions: readonly { number: number; createdAt: string }[], at: string): number | null {
  return versions.find((v) => v.createdAt <= at)?.number ?? null
}

export async function toStaffVideo(db: Db, row: VideoRow): Promise<StaffVideo> {
  const [base, versions] = await Promise.all([
    toCaseVideo(db, row),
    db.select().from(caseVideoVersions).where(eq(caseVideoVersions.videoId, row.id)).orderBy(desc(caseVideoVersions.number)),
  ])
  const mediaIds = versions.map((v) => v.videoMediaId).filter((id): id is number => id !== null)
  const [files, people] = await Promise.all([
    db
      .select()
      .from(media)
      .where(inArray(media.id, mediaIds.length > 0 ? mediaIds : [0])),
    peopleById(
      db,
      versions.map((v) => v.createdBy),
    ),
  ])
  const by = (id: number | null) => {
    const found = id === null ? undefined : people.get(id)
    return found ? person(found) : null
  }
  return {
    ...base,
    comments: base.comments.map((c) => ({ ...c, version: versionAt(versions, c.createdAt) })),
    versions: versions.map((v) => {
      const file = files.find((f) => f.id === v.videoMediaId)
      return {
        number: v.number,
        video: file ? toMediaFile(file) : null,
        durationSeconds: v.durationSeconds,
        createdBy: by(v.createdBy),
        createdAt: v.createdAt,
        sentAt: v.sentAt,
      }
    }),
  }
}

export async function staffVideoPage(db: Db, theCase: CaseRow): Promise<StaffVideoPage> {
  const [row, upload] = await Promise.all([videoRowOf(db, theCase.id), openUploadOf(db, theCase.id)])
  return { video: row ? await toStaffVideo(db, row) : null, upload: upload ? await toVideoUpload(db, upload) : null }
}

/** The video row when it has a file and the family has not approved it: what captions, poster and sending need. */
async function workableVideo(db: Db, caseId: number): Promise<VideoRow> {
  const row = await videoRowOf(db, caseId)
  if (!row || row.videoMediaId === null) throw new ApiError(422, undefined, { message: STUDIO_VIDEO_MESSAGES.noVideo })
  if (row.status === 'approved') throw new ApiError(422, undefined, { message: STUDIO_VIDEO_MESSAGES.approved })
  return row
}

/**
 * Sends the video to the family's review-video task: ready for review, the current version marked
 * sent with the poster and captions it has now (the family watches the last version sent). Their
 * task opens again if an earlier version was approved (a new version needs a new approval, decision
 * 058's rule), and the family is mailed (decision 067). Sending what they already have answers the
 * video as it is and mails nobody: a retried or doubled call is one send.
 */
export async function sendVideo(db: Db, theCase: CaseRow, userId: number, host: string): Promise<StaffVideo> {
  const row = await workableVideo(db, theCase.id)
  if (row.status === 'ready-for-review') return toStaffVideo(db, row)
  const now = new Date().toISOString()
  const [moved] = await db.batch([
    // Guarded by the status read above: of two sends at once, one moves the video and mails.
    db
      .update(caseVideos)
      .set({ status: 'ready-for-review', updatedAt: now })
      .where(and(eq(caseVideos.id, row.id), eq(caseVideos.status, row.status)))
      .returning({ id: caseVideos.id }),
    db
      .update(caseTasks)
      .set({ status: 'in-progress', updatedAt: now, updatedBy: userId })
      .where(and(eq(caseTasks.caseId, theCase.id), eq(caseTasks.type, 'review-video'), eq(caseTasks.status, 'completed'), onTheCase)),
    db
      .update(caseVideoVersions)
      .set({ sentAt: now, sentBy: userId, posterMediaId: row.posterMediaId, captionsMediaId: row.captionsMediaId })
      .where(and(eq(caseVideoVersions.videoId, row.id), eq(caseVideoVersions.videoMediaId, row.videoMediaId ?? 0))),
  ])
  const current = await videoRowOf(db, theCase.id)
  if (moved.length > 0) {
    const [version] = await db
      .select({ number: caseVideoVersions.number })
      .from(caseVideoVersions)
      .where(and(eq(caseVideoVersions.videoId, row.id), eq(caseVideoVersions.videoMediaId, row.videoMediaId ?? 0)))
      .limit(1)
    await mailReviewSent(db, theCase, host, { task: 'review-video', what: 'the memorial video', version: version?.number ?? null })
  }
  return toStaffVideo(db, current ?? { ...row, status: 'ready-for-review', updatedAt: now })
}

function invalidFile(message: string): ApiError {
  return new ApiError(422, undefined, { message, errors: { [UPLOAD_FIELD]: message } })
}

/** Checked WebVTT captions (every problem names its line) for the current version. */
export async function setCaptions(
  db: Db,
  bucket: R2Bucket,
  theCase: CaseRow,
  file: { bytes: Uint8Array<ArrayBuffer>; contentType: string; fileName: string | null },
  userId: number,
): Promise<StaffVideo> {
  const row = await workableVideo(db, theCase.id)
  const source = vttText(file.bytes)
  if (source === undefined) throw invalidFile(VTT_MESSAGES.notText)
  const parsed = parseVtt(source, row.durationSeconds ?? undefined)
  if (!parsed.ok) throw invalidFile(parsed.problems.join(' '))
  const stored = await storeMedia(db, bucket, {
    companyId: theCase.companyId,
    caseId: theCase.id,
    kind: 'captions',
    ...file,
    title: 'English',
    createdBy: userId,
  })
  return setVideoFile(db, row, { captionsMediaId: stored.id })
}

/** The poster picture, shown before the video plays. */
export async function setPoster(
  db: Db,
  bucket: R2Bucket,
  theCase: CaseRow,
  file: { bytes: Uint8Array<ArrayBuffer>; contentType: string; fileName: string | null },
  userId: number,
): Promise<StaffVideo> {
  const row = await workableVideo(db, theCase.id)
  const stored = await storeMedia(db, bucket, {
    companyId: theCase.companyId,
    caseId: theCase.id,
    kind: 'video-poster',
    ...file,
    title: row.title,
    createdBy: userId,
  })
  return setVideoFile(db, row, { posterMediaId: stored.id })
}

async function setVideoFile(db: Db, row: VideoRow, change: { captionsMediaId?: number; posterMediaId?: number }): Promise<StaffVideo> {
  const now = new Date().toISOString()
  await db
    .update(caseVideos)
    .set({ ...change, updatedAt: now })
    .where(eq(caseVideos.id, row.id))
  return toStaffVideo(db, { ...row, ...change, updatedAt: now })
}
