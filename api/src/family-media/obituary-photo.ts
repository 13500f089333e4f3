import { and, eq, isNull } from 'drizzle-orm'
import { obituaries } from '../db/schema.ts'
import { publishedLock } from '../family/obituary.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'

/**
 * The family may set the obituary's photo only while the obituary is unpublished: a published
 * one (scheduled for later included) is locked like its text (family/obituary.ts
 * `publishedLock`), a 422. Checked before the upload is read, so a locked obituary costs no file.
 */
export async function assertObituaryPhotoOpen(db: Db, caseRow: CaseRow): Promise<void> {
  const [row] = await db
    .select({ publishedAt: obituaries.publishedAt })
    .from(obituaries)
    .where(and(eq(obituaries.caseId, caseRow.id), eq(obituaries.companyId, caseRow.companyId)))
    .limit(1)
  if (row?.publishedAt) throw publishedLock('its photo')
}

/**
 * Points the case's obituary at a new photo. A case without an obituary yet gets a draft one
 * (unpublished, no text) named and dated from the case, so the family can start with the photo;
 * the obituary area fills in the rest. The previous photo file is kept: the public obituary's
 * photos may still show it. Only an unpublished obituary changes: false when it was published in
 * the meantime (the caller drops the new file and answers the lock).
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
      .where(and(eq(obituaries.caseId, caseRow.id), eq(obituaries.companyId, caseRow.companyId), isNull(obituaries.publishedAt)))
      .returning({ id: obituaries.id }),
  ])
  return updated.length > 0
}
