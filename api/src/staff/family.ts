import { and, eq, inArray } from 'drizzle-orm'
import { LAST_ARRANGER, type CaseMemberRole } from '#contract/case-roles.ts'
import type { CaseMember } from '#contract/case-people.ts'
import { ApiError } from '#contract/errors.ts'
import { NOT_A_MEMBER } from '#contract/studio-family.ts'
import type { Db } from '../db/client.ts'
import { caseMembers, caseTaskAssignees, caseTasks } from '../db/schema.ts'
import { listMembers } from '../family/cases.ts'
import type { CaseRow } from '../middleware/case-access.ts'

/**
 * A case's family as staff manage it (issue 37 point 4; the calls: contract/studio-family.ts).
 * The caller checked the role and the case (requireStaffFor('cases'), caseAccess): every query is
 * bound to that case, so a user id of another case or home is a 404.
 *
 * The last arranger (decision 056): a family that has members keeps one who may submit and
 * invite. Making the only arranger a helper or viewer is refused, and so is removing them while
 * others remain; removing the only member of a case is allowed (a wrong first contact), after
 * which staff invite the right one as arranger.
 */

/** What a member would leave behind if they stopped being an arranger: the rule above, pure. */
export function leavesNoArranger(
  members: readonly Pick<CaseMember, 'id' | 'role'>[],
  userId: number,
  change: { role: CaseMemberRole } | 'removed',
): boolean {
  const target = members.find((m) => m.id === userId)
  if (!target || target.role !== 'arranger') return false
  if (change !== 'removed' && change.role === 'arranger') return false
  const otherArrangers = members.some((m) => m.id !== userId && m.role === 'arranger')
  if (otherArrangers) return false
  return change === 'removed' ? members.length > 1 : true
}

async function memberOf(db: Db, theCase: CaseRow, userId: number): Promise<{ members: CaseMember[]; member: CaseMember }> {
  const members = await listMembers(db, theCase)
  const member = members.find((m) => m.id === userId)
  if (!member) throw new ApiError(404, undefined, { message: NOT_A_MEMBER })
  return { members, member }
}

/** Changes a member's role; answers them as the list shows them. */
export async function changeMemberRole(db: Db, theCase: CaseRow, userId: number, role: CaseMemberRole): Promise<CaseMember> {
  const { members, member } = await memberOf(db, theCase, userId)
  if (leavesNoArranger(members, userId, { role })) throw new ApiError(409, undefined, { message: LAST_ARRANGER })
  if (member.role !== role) {
    await db
      .update(caseMembers)
      .set({ role })
      .where(and(eq(caseMembers.caseId, theCase.id), eq(caseMembers.userId, userId)))
  }
  return { ...member, role }
}

/** Takes a member out of the case and off its tasks; their account stays. */
export async function removeMember(db: Db, theCase: CaseRow, userId: number): Promise<void> {
  const { members } = await memberOf(db, theCase, userId)
  if (leavesNoArranger(members, userId, 'removed')) throw new ApiError(409, undefined, { message: LAST_ARRANGER })
  const tasksOfCase = db.select({ id: caseTasks.id }).from(caseTasks).where(eq(caseTasks.caseId, theCase.id))
  await db.batch([
    db.delete(caseTaskAssignees).where(and(eq(caseTaskAssignees.userId, userId), inArray(caseTaskAssignees.taskId, tasksOfCase))),
    db.delete(caseMembers).where(and(eq(caseMembers.caseId, theCase.id), eq(caseMembers.userId, userId))),
  ])
}
