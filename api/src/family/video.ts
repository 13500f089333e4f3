import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { CaseVideo } from '#contract/family-reviews.ts'
import { caseVideos, caseVideoVersions, media, videoComments } from '../db/schema.ts'
import type { StaffNotifier } from '../staff/notify.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'
import { toMediaFile } from '../media/store.ts'
import { approvalOf, peopleById, person } from './people.ts'
import { afterReview, approveError, commentError } from './reviews.ts'
import { completeTaskStatement } from './tasks.ts'
import { invalidInput } from '../validate.ts'

export type VideoRow = typeof caseVideos.$inferSelect

async function videoRow(db: Db, caseId: number): Promise<VideoRow> {
  const [row] = await db.select().from(caseVideos).where(eq(caseVideos.caseId, caseId)).limit(1)
  if (!row) throw new ApiError(404, undefined, { message: 'The memorial video has not been started yet' })
  return row
}

/** The video as the family reads it; the studio adds its versions (api/src/staff/video.ts). */
export async function toCaseVideo(db: Db, row: VideoRow): Promise<CaseVideo> {
  const mediaIds = [row.videoMediaId, row.posterMediaId, row.captionsMediaId].filter((id): id is number => id !== null)
  const [files, comments] = await db.batch([
    db
      .select()
      .from(media)
      .where(inArray(media.id, mediaIds.length > 0 ? mediaIds : [0])),
    db.select().from(videoComments).where(eq(videoComments.videoId, row.id)).orderBy(asc(videoComments.createdAt), asc(videoComments.id)),
  ])
  const file = (id: number | null) => {
    const found = id === null ? undefined : files.find((f) => f.id === id)
    return found ? toMediaFile(found) : null
  }
  const people = await peopleById(db, [row.approvedBy, ...comments.map((c) => c.authorId)])
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    video: file(row.videoMediaId),
    poster: file(row.posterMediaId),
    captions: file(row.captionsMediaId),
    durationSeconds: row.durationSeconds,
    comments: comments.flatMap((c) => {
      const author = people.get(c.authorId)
      return author ? [{ id: c.id, text: c.text, atSeconds: c.atSeconds, author: person(author), createdAt: c.createdAt }] : []
    }),
    approval: approvalOf(row.approvedAt, row.approvedBy, people),
    updatedAt: row.updatedAt,
  }
}

/**
 * The video as the family may see it: while the home makes a new version (in production), the
 * last version sent, with the poster and captions it was sent with, or no file at all before the
 * first send (decision 067). A video seeded before versions were kept is as its row says.
 */
export async function sentView(db: Db, row: VideoRow): Promise<VideoRow> {
  if (row.status !== 'in-production') return row
  const [sent] = await db
    .select()
    .from(caseVideoVersions)
    .where(and(eq(caseVideoVersions.videoId, row.id), isNotNull(caseVideoVersions.sentAt)))
    .orderBy(desc(caseVideoVersions.number))
    .limit(1)
  return {
    ...row,
    videoMediaId: sent?.videoMediaId ?? null,
    posterMediaId: sent?.posterMediaId ?? null,
    captionsMediaId: sent?.captionsMediaId ?? null,
    durationSeconds: sent ? sent.durationSeconds : null,
  }
}

export async function getVideo(db: Db, theCase: CaseRow): Promise<CaseVideo> {
  return toCaseVideo(db, await sentView(db, await videoRow(db, theCase.id)))
}

/** Approves the video (and completes review-video); approving it again keeps the first approval. */
export async function approveVideo(db: Db, theCase: CaseRow, userId: number, notify?: StaffNotifier): Promise<CaseVideo> {
  const row = await videoRow(db, theCase.id)
  const error = approveError(row.status, 'The video')
  if (error) throw new ApiError(422, undefined, { message: error })
  if (row.status === 'approved') return toCaseVideo(db, row)
  const now = new Date().toISOString()
  await db.batch([
    db
      .update(caseVideos)
      .set({ status: afterReview(row.status, 'approve'), approvedAt: now, approvedBy: userId, updatedAt: now })
      .where(eq(caseVideos.id, row.id)),
    completeTaskStatement(db, theCase.id, 'review-video', userId),
  ])
  await notify?.({ kind: 'approved', case: theCase, what: 'the memorial video' })
  return getVideo(db, theCase)
}

/** A comment asks for changes (status changes-requested); `atSeconds` must fall within the video. */
export async function commentOnVideo(
  db: Db,
  theCase: CaseRow,
  body: { text: string; atSeconds?: number | undefined },
  userId: number,
  notify?: StaffNotifier,
): Promise<CaseVideo> {
  const row = await videoRow(db, theCase.id)
  if (body.atSeconds !== undefined && row.durationSeconds !== null && body.atSeconds > row.durationSeconds) {
    const message = `Cannot exceed ${row.durationSeconds}`
    throw invalidInput({ atSeconds: message })
  }
  const error = commentError(row.status, 'The video')
  if (error) throw new ApiError(422, undefined, { message: error })
  const now = new Date().toISOString()
  await db.batch([
    db
      .insert(videoComments)
      .values({ videoId: row.id, text: body.text, atSeconds: body.atSeconds ?? null, authorId: userId, createdAt: now }),
    db
      .update(caseVideos)
      .set({ status: afterReview(row.status, 'comment'), updatedAt: now })
      .where(eq(caseVideos.id, row.id)),
  ])
  await notify?.({ kind: 'commented', case: theCase, what: 'the memorial video' })
  return getVideo(db, theCase)
}
