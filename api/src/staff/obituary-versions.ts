import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { obituaries, obituaryVersions } from '../db/schema.ts'

/** The versions the public has seen (decision 059): written by publishing and by corrections of a published obituary. */

type ObituaryRow = typeof obituaries.$inferSelect

/** The statements that close the open version (if any) and write the next one from `row`, for one batch. */
export async function versionStatements(db: Db, row: ObituaryRow, publishedAt: string, by: number | null) {
  const [last] = await db
    .select({ version: obituaryVersions.version })
    .from(obituaryVersions)
    .where(eq(obituaryVersions.obituaryId, row.id))
    .orderBy(desc(obituaryVersions.version))
    .limit(1)
  return [
    closeStatement(db, row.id, publishedAt),
    db.insert(obituaryVersions).values({
      companyId: row.companyId,
      obituaryId: row.id,
      version: (last?.version ?? 0) + 1,
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      birthDate: row.birthDate,
      deathDate: row.deathDate,
      text: row.text,
      photoMediaId: row.photoMediaId,
      publishedAt,
      publishedBy: by,
    }),
  ] as const
}

export function closeStatement(db: Db, obituaryId: number, at: string) {
  return db
    .update(obituaryVersions)
    .set({ unpublishedAt: at })
    .where(and(eq(obituaryVersions.obituaryId, obituaryId), isNull(obituaryVersions.unpublishedAt)))
}
