import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { toPage, type Page } from '#contract/paging.ts'
import type { StaffObituaryListQuery, StaffObituaryRow } from '#contract/studio-obituaries.ts'
import type { Db } from '../db/client.ts'
import { cases, obituaries } from '../db/schema.ts'
import { pageWindow } from '../paging.ts'
import { everyWordIn, searchWords } from '../search-term.ts'
import { wholeName } from './case-list.ts'
import { obituaryState } from './obituary-rules.ts'

/**
 * The desk's list (GET /api/staff/obituaries): every case of the home, newest first, with its
 * obituary and where it stands; a case without one is "not started", so the list is also what is
 * still to write. Found by the words of the case's name. Two reads (a page of cases, then their
 * obituaries by id), so no two tables' columns meet in one D1 row.
 */
export async function listStaffObituaries(db: Db, companyId: number, query: StaffObituaryListQuery): Promise<Page<StaffObituaryRow>> {
  const { limit, offset } = pageWindow(query)
  const where = and(eq(cases.companyId, companyId), ...everyWordIn(wholeName, searchWords(query.name)))
  const [rows, total] = await db.batch([
    db.select().from(cases).where(where).orderBy(desc(cases.createdAt), desc(cases.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(cases).where(where),
  ])
  const ids = rows.map((r) => r.id)
  const obits =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(obituaries)
          .where(and(eq(obituaries.companyId, companyId), inArray(obituaries.caseId, ids)))
  const byCase = new Map(obits.map((o) => [o.caseId, o]))
  const content = rows.map((c): StaffObituaryRow => {
    const o = byCase.get(c.id)
    return {
      caseId: c.id,
      caseNameSlug: c.nameSlug,
      obituaryId: o?.id ?? null,
      firstName: o?.firstName ?? c.firstName,
      middleName: o ? o.middleName : c.middleName,
      lastName: o?.lastName ?? c.lastName,
      deathDate: (o ? o.deathDate : c.deathDate) ?? null,
      state: obituaryState(o),
      scheduledFor: o?.scheduledFor ?? null,
      publishedAt: o?.publishedAt ?? null,
      updatedAt: o?.updatedAt ?? null,
    }
  })
  return toPage(content, query, total[0]?.n ?? 0)
}
