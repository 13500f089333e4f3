import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Context } from 'hono'
import { portalCasePath } from '#contract/family-paths.ts'
import type { TaskType } from '#contract/family.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { fullName } from '#core/names.ts'
import { siteLink } from '../auth/site-link.ts'
import type { Db } from '../db/client.ts'
import { caseMembers, caseTaskAssignees, caseTasks, companies, users } from '../db/schema.ts'
import { sendMail } from '../mail/mailer.ts'
import { reviewReadyMail } from '../mail/review-mail.ts'
import type { CaseRow } from '../middleware/case-access.ts'

/**
 * Mail to the family when the home sends a proof (issue 38 points 2 and 3, decision 067): the
 * case's arrangers and the members the review task is assigned to, each once, with a link to the
 * task's screen. Called by a send only when the send changed something, so a repeated call (a
 * retry, a second click) writes no second mail. Never in the way: a mail that cannot be written is
 * logged and the send stands, as with the staff's mail (notify.ts).
 */

export type ReviewSent = {
  task: Extract<TaskType, 'review-video' | 'review-stationery'>
  /** "the memorial video", "the prayer card". */
  what: string
  version: number | null
}

/** Who reads it: arrangers and the task's assignees, enabled accounts, each once, in id order. */
export async function reviewReaders(db: Db, caseId: number, task: ReviewSent['task']) {
  const columns = { id: users.id, email: users.email, firstName: users.firstName }
  const [arrangers, assignees] = await db.batch([
    db
      .select(columns)
      .from(caseMembers)
      .innerJoin(users, eq(users.id, caseMembers.userId))
      .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.role, 'arranger'), isNull(users.disabledAt))),
    db
      .select(columns)
      .from(caseTaskAssignees)
      .innerJoin(caseTasks, eq(caseTasks.id, caseTaskAssignees.taskId))
      .innerJoin(caseMembers, and(eq(caseMembers.caseId, caseTasks.caseId), eq(caseMembers.userId, caseTaskAssignees.userId)))
      .innerJoin(users, eq(users.id, caseTaskAssignees.userId))
      .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.type, task), isNull(users.disabledAt)))
      .orderBy(asc(users.id)),
  ])
  const byId = new Map([...arrangers, ...assignees].map((person) => [person.id, person]))
  return [...byId.values()].toSorted((a, b) => a.id - b.id)
}

export async function mailReviewSent(db: Db, theCase: CaseRow, host: string, sent: ReviewSent): Promise<void> {
  try {
    const [people, [company]] = await Promise.all([
      reviewReaders(db, theCase.id, sent.task),
      db.select({ name: companies.name }).from(companies).where(eq(companies.id, theCase.companyId)).limit(1),
    ])
    const link = siteLink(host, `${portalCasePath(theCase.id, theCase.nameSlug)}/task/${sent.task}`)
    await Promise.all(
      people.map((to) =>
        sendMail(
          db,
          theCase.companyId,
          reviewReadyMail({
            to: to.email,
            home: company?.name ?? 'The funeral home',
            firstName: to.firstName,
            lovedOne: fullName(theCase),
            what: sent.what,
            version: sent.version,
            link,
          }),
        ),
      ),
    )
  } catch (error) {
    console.error('review mail: not written', { caseId: theCase.id, task: sent.task, error: String(error) })
  }
}

/** The host a request's mail links to (the BFF's X-Host). */
export function hostOf(c: Context): string {
  return c.req.header(HEADER_HOST) ?? ''
}
