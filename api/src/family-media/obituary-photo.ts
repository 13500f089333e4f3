import { and, eq, isNull } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { OBITUARY_PHOTO_LOCKED, obituaryPhotoLock } from '#contract/family-reviews.ts'
import { obituaries } from '../db/schema.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'

/** The 422 of a locked photo, in the words of its lock. */
export function photoLocked(message: string = OBITUARY_PHOTO_LOCKED.published): ApiError {
  return new ApiError(422, undefined, { message })
}

/**
 * The family may set the obituary's photo only while the obituary is neither published nor
 * scheduled by the funeral home (decision 059): then it is locked like its text, a 422 saying
 * which. Checked before the upload is read, so a locked obituary costs no file.
 */
export async function assertObituaryPhotoOpen(db: Db, caseRow: CaseRow): Promise<void> {
  const [row] = await db
    .select({ publishedAt: obituaries.publishedAt, scheduledFor: obituaries.scheduledFor })
    .from(obituaries)
    .where(and(eq(obituaries.caseId, caseRow.id), eq(obituaries.companyId, caseRow.companyId)))
    .limit(1)
  const lock = row && obituaryPhotoLock(row)
  if (lock) throw photoLocked(lock)
}

/**
 * Points the case's obituary at a new photo. A case without an obituary yet gets a draft one
 * (unpublished, no text) named and dated from the case, so the family can start with the photo;
 * the obituary area fills in the rest. The previous photo file is kept: the public obituary's
 * photos may still show it. Only an unpublished, unscheduled obituary changes: false when it was
 * published or scheduled in the meantime (the caller drops the new file and answers the lock).
 */
export async function setObituaryPhoto(db: Db, caseRow: CaseRow, mediaId: number): Promise<boolean> {
  const [, updated] = await db.batch([
    db
      .insert(obituaries)
      .values({
        companyId: caseRow.companyId,
        caseId: caseRow.id,
        firstName: caseRow.firstName,
        middleName: caseRow.middleName,
        lastName: caseRow.lastName,
        nameSlug: caseRow.nameSlug,
        birthDate: caseRow.birthDate,
        deathDate: caseRow.deathDate,
      })
      .onConflictDoNothing({ target: obituaries.caseId }),
    db
      .update(obituaries)
      .set({ photoMediaId: mediaId, updatedAt: new Date().toISOString() })
      .where(
        and(
          eq(obituaries.caseId, caseRow.id),
          eq(obituaries.companyId, caseRow.companyId),
          isNull(obituaries.publishedAt),
          isNull(obituaries.scheduledFor),
        ),
      )
      .returning({ id: obituaries.id }),
  ])
  return updated.length > 0
}
