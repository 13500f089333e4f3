import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { MediaFile } from '#contract/files.ts'
import { obituaries } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { storeCaseUpload } from '../family-media/files.ts'
import { toMediaFile } from '../media/store.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { notStarted, obituaryRowOf } from './obituary-desk.ts'

/**
 * The portrait from the studio's editor (decision 059): the family's obituary-photo upload and its
 * rules (decision 038: the kind's types and size checked on the bytes, a damaged picture refused),
 * on the same `obituaries.photo_media_id`. Unlike the family, the home may change it whatever the
 * state: on a published obituary it is public at once (the BFF purges the host after the call).
 * Answers the file, and whether the public sees it now.
 */
export async function setStaffPortrait(
  c: Context<{ Bindings: ApiBindings }>,
  found: CaseRow,
  userId: number,
): Promise<{ file: MediaFile; isPublic: boolean }> {
  const row = await obituaryRowOf(c.var.db, found)
  if (!row) throw notStarted()
  const stored = await storeCaseUpload(c, 'obituary-photo')
  await c.var.db
    .update(obituaries)
    .set({ photoMediaId: stored.id, updatedAt: new Date().toISOString(), updatedBy: userId })
    .where(eq(obituaries.id, row.id))
  return { file: toMediaFile(stored), isPublic: row.publishedAt !== null }
}
