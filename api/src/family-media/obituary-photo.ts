import { and, eq } from 'drizzle-orm'
import { obituaries } from '../db/schema.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../middleware/tenant.ts'

/**
 * Points the case's obituary at a new photo. A case without an obituary yet gets a draft one
 * (unpublished, no text) named and dated from the case, so the family can start with the photo;
 * the obituary area fills in the rest. The previous photo file is kept: the public obituary's
 * photos may still show it.
 */
export async function setObituaryPhoto(db: Db, caseRow: CaseRow, mediaId: number): Promise<void> {
  await db.batch([
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
      .where(and(eq(obituaries.caseId, caseRow.id), eq(obituaries.companyId, caseRow.companyId))),
  ])
}
