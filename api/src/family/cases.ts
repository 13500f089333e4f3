import { and, count, desc, eq, sql } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { CaseRole, FamilyCase } from '#contract/family.ts'
import { toPage, type Page, type PageQuery } from '#contract/paging.ts'
import type { SessionUser } from '#contract/auth.ts'
import { caseMembers, cases } from '../db/schema.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'
import { pageWindow } from '../paging.ts'

// Progress per case in the same query (one correlated count each; a page is at most 100 cases).
const openTasks = sql<number>`(select count(*) from case_tasks t where t.case_id = ${cases.id} and t.status in ('not-started', 'in-progress'))`
const totalTasks = sql<number>`(select count(*) from case_tasks t where t.case_id = ${cases.id})`

const columns = { case: cases, memberRole: caseMembers.role, openTasks, totalTasks }

function toFamilyCase(
  row: { case: CaseRow; memberRole: 'owner' | 'member' | null; openTasks: number; totalTasks: number },
  user: SessionUser,
): FamilyCase {
  const c = row.case
  const role: CaseRole = row.memberRole ?? (user.role === 'staff' ? 'staff' : 'member')
  return {
    id: c.id,
    nameSlug: c.nameSlug,
    locationId: c.locationId,
    status: c.status,
    firstName: c.firstName,
    middleName: c.middleName,
    lastName: c.lastName,
    birthDate: c.birthDate,
    deathDate: c.deathDate,
    role,
    openTasks: Number(row.openTasks),
    totalTasks: Number(row.totalTasks),
    createdAt: c.createdAt,
  }
}

/** The cases a family member belongs to; staff see every case of their company. Newest first. */
export async function listCases(db: Db, companyId: number, user: SessionUser, query: PageQuery): Promise<Page<FamilyCase>> {
  const { limit, offset } = pageWindow(query)
  const membership = and(eq(caseMembers.caseId, cases.id), eq(caseMembers.userId, user.id))
  const inCompany = eq(cases.companyId, companyId)
  const staff = user.role === 'staff'
  const base = db.select(columns).from(cases)
  const rows = staff ? base.leftJoin(caseMembers, membership) : base.innerJoin(caseMembers, membership)
  const totals = db.select({ n: count() }).from(cases)
  const [content, total] = await db.batch([
    rows.where(inCompany).orderBy(desc(cases.createdAt), desc(cases.id)).limit(limit).offset(offset),
    (staff ? totals : totals.innerJoin(caseMembers, membership)).where(inCompany),
  ])
  return toPage(
    content.map((r) => toFamilyCase(r, user)),
    query,
    total[0]?.n ?? 0,
  )
}

/** One case `caseAccess` already let the user open. */
export async function getCase(db: Db, theCase: CaseRow, user: SessionUser): Promise<FamilyCase> {
  const [row] = await db
    .select(columns)
    .from(cases)
    .leftJoin(caseMembers, and(eq(caseMembers.caseId, cases.id), eq(caseMembers.userId, user.id)))
    .where(eq(cases.id, theCase.id))
    .limit(1)
  if (!row) throw new ApiError(404)
  return toFamilyCase(row, user)
}
