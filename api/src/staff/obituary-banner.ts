import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { UPLOAD_FIELD, type MediaFile } from '#contract/files.ts'
import { bannerProblem } from '#contract/obituary-banner.ts'
import { obituaries } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { deleteMediaFile, storeCaseUpload } from '../family-media/files.ts'
import { toMediaFile } from '../media/store.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { notStarted, obituaryRowOf } from './obituary-desk.ts'

/**
 * The banner from the studio's obituary desk (decision 059): the portrait's way exactly (the
 * obituary-photo upload and its rules, decision 038), then one more rule: a wide picture, wider
 * than tall, read from the stored file's own size. A tall one is refused in words and its file
 * dropped at once. A replaced banner's file stays until the daily sweep of unattached uploads
 * (api/src/media/purge.ts), as the portrait's does. Answers the file, and whether the public sees it now.
 */
export async function setStaffBanner(
  c: Context<{ Bindings: ApiBindings }>,
  found: CaseRow,
  userId: number,
): Promise<{ file: MediaFile; isPublic: boolean }> {
  const row = await obituaryRowOf(c.var.db, found)
  if (!row) throw notStarted()
  const stored = await storeCaseUpload(c, 'obituary-photo')
  const problem = bannerProblem(stored)
  if (problem) {
    await deleteMediaFile(c.var.db, c.env.MEDIA, stored)
    throw new ApiError(422, undefined, { message: problem, errors: { [UPLOAD_FIELD]: problem } })
  }
  await c.var.db
    .update(obituaries)
    .set({ bannerMediaId: stored.id, updatedAt: new Date().toISOString(), updatedBy: userId })
    .where(eq(obituaries.id, row.id))
  return { file: toMediaFile(stored), isPublic: row.publishedAt !== null }
}

/** Takes the banner off (the portrait is shared again). Answers whether the public saw it. */
export async function removeStaffBanner(c: Context<{ Bindings: ApiBindings }>, found: CaseRow, userId: number): Promise<boolean> {
  const row = await obituaryRowOf(c.var.db, found)
  if (!row) throw notStarted()
  if (row.bannerMediaId === null) return false
  await c.var.db
    .update(obituaries)
    .set({ bannerMediaId: null, updatedAt: new Date().toISOString(), updatedBy: userId })
    .where(eq(obituaries.id, row.id))
  return row.publishedAt !== null
}
