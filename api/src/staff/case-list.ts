import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { toPage, type Page } from '#contract/paging.ts'
import type { CaseKind, StaffCaseListQuery, StaffCaseRow } from '#contract/studio-case-page.ts'
import { loadArrangement } from '../arrangements/arrangement.ts'
import { buildStatement } from '../arrangements/statement.ts'
import type { Db } from '../db/client.ts'
import { cases } from '../db/schema.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { pageWindow } from '../paging.ts'
import { everyWordIn, searchWords } from '../search-term.ts'

/**
 * The studio's case list (GET /api/staff/cases): the home's cases, newest first, found by the
 * words of a name and filtered by stage, location, director and kind; one page and its total in
 * one round trip. What joins in is read by scalar subqueries (a location's or a director's name),
 * so no two tables' columns meet in one D1 row.
 */

// Progress and the arrangement, one correlated read each (a page is at most 100 cases). The outer
// columns are named with their table: in a one-table select drizzle writes a bare "id", which
// inside the subquery would be the subquery's own.
const openTasks = sql<number>`(select count(*) from case_tasks t where t.case_id = "cases"."id" and t.removed_at is null and t.status in ('not-started', 'in-progress'))`
const totalTasks = sql<number>`(select count(*) from case_tasks t where t.case_id = "cases"."id" and t.removed_at is null)`
const submittedAt = sql<string | null>`(select a.submitted_at from arrangements a where a.case_id = "cases"."id")`
const locationName = sql<string | null>`(select l.name from locations l where l.id = "cases"."location_id")`
const directorFirst = sql<string | null>`(select u.first_name from users u where u.id = "cases"."director_user_id")`
const directorLast = sql<string | null>`(select u.last_name from users u where u.id = "cases"."director_user_id")`

/** The whole name as one text, each part once: what the name search looks in. */
export const wholeName = sql`(${cases.firstName} || ' ' || coalesce(${cases.middleName}, '') || ' ' || ${cases.lastName})`

/**
 * A planning request makes its case row as it is sent (the public receipt names it), but nobody
 * works it until someone opens a case from the request: until then it is a request (in Requests),
 * not a case, and a request closed without a case never becomes one.
 */
const notAnOpenRequest = sql`not exists (select 1 from planning_submissions p where p.case_id = "cases"."id" and p.state <> 'converted')`

/** The conditions of a list query at this home; every word of the name must be found. */
export function caseListWhere(companyId: number, query: Omit<StaffCaseListQuery, 'page' | 'size'>): SQL | undefined {
  return and(
    eq(cases.companyId, companyId),
    notAnOpenRequest,
    ...everyWordIn(wholeName, searchWords(query.name)),
    query.stage ? eq(cases.stage, query.stage) : undefined,
    query.locationId ? eq(cases.locationId, query.locationId) : undefined,
    query.directorUserId ? eq(cases.directorUserId, query.directorUserId) : undefined,
    query.kind ? eq(cases.status, query.kind) : undefined,
  )
}

/** The kind of a case (decision 055): a status CLOSED written before stages reads as at-need. */
export function kindOf(status: CaseRow['status']): CaseKind {
  return status === 'PRE_PLAN' ? 'PRE_PLAN' : 'AT_NEED'
}

/** What is left to pay on each submitted arrangement, by case id, as its statement reckons it. */
export async function balancesOf(db: Db, companyId: number, submitted: readonly number[]): Promise<Map<number, number>> {
  const balances = await Promise.all(
    submitted.map(
      async (caseId) => [caseId, (await buildStatement(db, companyId, await loadArrangement(db, companyId, caseId))).balanceCents] as const,
    ),
  )
  return new Map(balances)
}

export async function listStaffCases(db: Db, companyId: number, query: StaffCaseListQuery): Promise<Page<StaffCaseRow>> {
  const { limit, offset } = pageWindow(query)
  const where = caseListWhere(companyId, query)
  const [rows, total] = await db.batch([
    db
      .select({ case: cases, openTasks, totalTasks, submittedAt, locationName, directorFirst, directorLast })
      .from(cases)
      .where(where)
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(cases).where(where),
  ])
  const balances = await balancesOf(
    db,
    companyId,
    rows.filter((r) => r.submittedAt !== null).map((r) => r.case.id),
  )
  const content = rows.map((r): StaffCaseRow => {
    const c = r.case
    return {
      id: c.id,
      nameSlug: c.nameSlug,
      firstName: c.firstName,
      middleName: c.middleName,
      lastName: c.lastName,
      kind: kindOf(c.status),
      stage: c.stage,
      location: { id: c.locationId, name: r.locationName ?? '' },
      director:
        c.directorUserId !== null && r.directorFirst !== null
          ? { id: c.directorUserId, firstName: r.directorFirst, lastName: r.directorLast ?? '' }
          : null,
      openTasks: Number(r.openTasks),
      totalTasks: Number(r.totalTasks),
      balanceDueCents: balances.get(c.id) ?? null,
      createdAt: c.createdAt,
    }
  })
  return toPage(content, query, total[0]?.n ?? 0)
}
