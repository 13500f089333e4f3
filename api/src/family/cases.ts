import { userMay } from '../auth/staff.ts'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { CaseMember, CaseRole } from '#contract/case-people.ts'
import type { CaseMemberRole } from '#contract/case-roles.ts'
import type { FamilyCase } from '#contract/family.ts'
import { toPage, type Page, type PageQuery } from '#contract/paging.ts'
import type { SessionUser } from '#contract/auth.ts'
import { caseMediaChoices, caseMembers, cases, media, users } from '../db/schema.ts'
import { loadArrangement } from '../arrangements/arrangement.ts'
import { buildStatement } from '../arrangements/statement.ts'
import { toMediaFile, type MediaRow } from '../media/store.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'
import { pageWindow } from '../paging.ts'

// Progress per case in the same query (one correlated count each; a page is at most 100 cases).
// Tasks staff took off the case (removed_at) are not counted.
const openTasks = sql<number>`(select count(*) from case_tasks t where t.case_id = ${cases.id} and t.removed_at is null and t.status in ('not-started', 'in-progress'))`
const totalTasks = sql<number>`(select count(*) from case_tasks t where t.case_id = ${cases.id} and t.removed_at is null)`

// Whether the arrangement is submitted: only then is anything due (statementBalances).
const submittedAt = sql<string | null>`(select a.submitted_at from arrangements a where a.case_id = ${cases.id})`

const columns = { case: cases, memberRole: caseMembers.role, openTasks, totalTasks, submittedAt }

type CaseListRow = {
  case: CaseRow
  memberRole: CaseMemberRole | null
  openTasks: number
  totalTasks: number
  submittedAt: string | null
}

function toFamilyCase(row: CaseListRow, photo: MediaRow | undefined, balanceDueCents: number | undefined, user: SessionUser): FamilyCase {
  const c = row.case
  const role: CaseRole = row.memberRole ?? (userMay(user, 'cases') ? 'staff' : 'viewer')
  return {
    id: c.id,
    nameSlug: c.nameSlug,
    locationId: c.locationId,
    // The family's kind says CLOSED once the home closed the case (decision 055: the stage is the truth).
    status: c.stage === 'closed' ? 'CLOSED' : c.status,
    firstName: c.firstName,
    middleName: c.middleName,
    lastName: c.lastName,
    birthDate: c.birthDate,
    deathDate: c.deathDate,
    role,
    openTasks: Number(row.openTasks),
    totalTasks: Number(row.totalTasks),
    photo: photo ? toMediaFile(photo) : null,
    balanceDueCents: balanceDueCents ?? null,
    createdAt: c.createdAt,
  }
}

/**
 * The chosen photo of each case, by case id, in one query (its own: joined to the case rows, the
 * media table's columns would share names with the case's, which D1's rows do not keep apart).
 */
async function photosOf(db: Db, caseIds: readonly number[]): Promise<Map<number, MediaRow>> {
  if (caseIds.length === 0) return new Map()
  const rows = await db
    .select({ caseId: caseMediaChoices.caseId, photo: media })
    .from(caseMediaChoices)
    .innerJoin(media, eq(media.id, caseMediaChoices.photoMediaId))
    .where(inArray(caseMediaChoices.caseId, [...caseIds]))
  return new Map(rows.map((r) => [r.caseId, r.photo]))
}

/**
 * What is left to pay on each submitted arrangement, by case id, as its statement reckons it
 * (arrangements/statement.ts): the same figure the statement screen shows.
 */
async function balancesOf(db: Db, companyId: number, rows: readonly CaseListRow[]): Promise<Map<number, number>> {
  const submitted = rows.filter((r) => r.submittedAt !== null).map((r) => r.case.id)
  const balances = await Promise.all(
    submitted.map(
      async (caseId) => [caseId, (await buildStatement(db, companyId, await loadArrangement(db, companyId, caseId))).balanceCents] as const,
    ),
  )
  return new Map(balances)
}

/** The cases a family member belongs to; staff who work cases see every case of their company. Newest first. */
export async function listCases(db: Db, companyId: number, user: SessionUser, query: PageQuery): Promise<Page<FamilyCase>> {
  const { limit, offset } = pageWindow(query)
  const membership = and(eq(caseMembers.caseId, cases.id), eq(caseMembers.userId, user.id))
  const inCompany = eq(cases.companyId, companyId)
  const staff = userMay(user, 'cases')
  const base = db.select(columns).from(cases)
  const rows = staff ? base.leftJoin(caseMembers, membership) : base.innerJoin(caseMembers, membership)
  const totals = db.select({ n: count() }).from(cases)
  const [content, total] = await db.batch([
    rows.where(inCompany).orderBy(desc(cases.createdAt), desc(cases.id)).limit(limit).offset(offset),
    (staff ? totals : totals.innerJoin(caseMembers, membership)).where(inCompany),
  ])
  const [photos, balances] = await Promise.all([
    photosOf(
      db,
      content.map((r) => r.case.id),
    ),
    balancesOf(db, companyId, content),
  ])
  return toPage(
    content.map((r) => toFamilyCase(r, photos.get(r.case.id), balances.get(r.case.id), user)),
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
  const [photos, balances] = await Promise.all([photosOf(db, [row.case.id]), balancesOf(db, theCase.companyId, [row])])
  return toFamilyCase(row, photos.get(row.case.id), balances.get(row.case.id), user)
}

/** The case's members: its arrangers first, then the others in the order they joined. */
export async function listMembers(db: Db, theCase: CaseRow): Promise<CaseMember[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: caseMembers.role,
      relationship: caseMembers.relationship,
      joinedAt: caseMembers.createdAt,
    })
    .from(caseMembers)
    .innerJoin(users, eq(users.id, caseMembers.userId))
    .where(eq(caseMembers.caseId, theCase.id))
    .orderBy(sql`${caseMembers.role} = 'arranger' desc`, asc(caseMembers.createdAt), asc(users.id))
  return rows
}
