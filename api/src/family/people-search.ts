import { staffOf } from '../auth/staff.ts'
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm'
import type { CaseUser } from '#contract/case-people.ts'
import { caseMembers, caseTaskAssignees, users } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { likeContaining, likeSql, searchWords } from '../search-term.ts'

const SEARCH_LIMIT = 20

/** Every word typed is in the person's name or their email (`Ellis Margaret` finds Margaret Ellis). */
function wordsMatch(text: string): SQL | undefined {
  const name = sql`lower(${users.firstName} || ' ' || ${users.lastName})`
  const conditions = searchWords(text.toLowerCase()).flatMap((word) => {
    const pattern = likeContaining(word)
    return pattern ? [or(likeSql(name, pattern), likeSql(users.email, pattern))] : []
  })
  return conditions.length > 0 ? and(...conditions) : undefined
}

/**
 * People a family member may pick (to assign, to mention): the members of this case and the
 * funeral home's staff. Never other families' members: that would tell one family who else
 * the funeral home serves.
 */
export async function searchCaseUsers(db: Db, companyId: number, caseId: number, text: string): Promise<CaseUser[]> {
  const matches = wordsMatch(text)
  // The contract asks for two characters; words of nothing but spaces leave nothing to look for.
  if (!matches) return []
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userRole: users.role,
      memberRole: caseMembers.role,
    })
    .from(users)
    .leftJoin(caseMembers, and(eq(caseMembers.userId, users.id), eq(caseMembers.caseId, caseId)))
    .where(and(eq(users.companyId, companyId), or(staffOf(companyId, 'cases'), sql`${caseMembers.userId} is not null`), matches))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(SEARCH_LIMIT)
  return rows.map((r) => ({ id: r.id, firstName: r.firstName, lastName: r.lastName, email: r.email, role: r.memberRole ?? 'staff' }))
}

/** Members of the case (who may be assigned), owners first, and whether each has the task already. */
export async function taskUserSuggestions(db: Db, caseId: number, taskId: number): Promise<(CaseUser & { assigned: boolean })[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: caseMembers.role,
      assignedTask: caseTaskAssignees.taskId,
    })
    .from(caseMembers)
    .innerJoin(users, eq(users.id, caseMembers.userId))
    .leftJoin(caseTaskAssignees, and(eq(caseTaskAssignees.userId, users.id), eq(caseTaskAssignees.taskId, taskId)))
    .where(eq(caseMembers.caseId, caseId))
    .orderBy(asc(caseMembers.role), asc(users.firstName), asc(users.id)) // 'arranger' sorts first
  return rows.map(({ assignedTask, ...r }) => ({ ...r, assigned: assignedTask !== null }))
}
