import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { portalCasePath } from '#contract/family-paths.ts'
import type { Person } from '#contract/common.ts'
import type { TaskType } from '#contract/task-constants.ts'
import { dueLine, isOpen, nextReminderAt, REMINDER_GAP_MS, removalRefusal, staffStatusRefusal } from '#contract/studio-task-rules.ts'
import {
  STUDIO_TASK_MESSAGES,
  type StaffTask,
  type StaffTasks,
  type TaskChangeBody,
  type TaskReminderResult,
} from '#contract/studio-tasks.ts'
import { fullName } from '#core/names.ts'
import { intlZonedFields, todayIn } from '#core/zoned-time.ts'
import { siteLink } from '../auth/site-link.ts'
import type { Db } from '../db/client.ts'
import { caseMembers, caseTaskAssignees, caseTasks, companies, users } from '../db/schema.ts'
import { assigneesOf, ensureTasks, TASK_CATALOGUE, TASK_ORDER, toTask } from '../family/tasks.ts'
import { sendMail } from '../mail/mailer.ts'
import { taskReminderMail } from '../mail/task-reminder-mail.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { invalidField } from '../validate.ts'

/**
 * A case's tasks for staff (issue 37 point 5; the calls: contract/studio-tasks.ts; the rules:
 * contract/studio-task-rules.ts).
 * - Taking a type off a case keeps its row with `removed_at` (decision 058): the family's lists,
 *   counts and task screens leave it out, the family's work no longer moves it, and ensureTasks
 *   (which gives every case its ten) does not put it back. Adding the type again clears the mark
 *   and starts it afresh. A task the family finished or started is never taken off.
 * - A status is moved by the family's own transitions, guarded by the status read (two people at
 *   once cannot both win); a review task is done only by the family's approval.
 * - One reminder a day per task: the stamp is claimed with a guarded update before any mail is
 *   written, so a double tap writes one set of mails.
 */

type TaskRow = typeof caseTasks.$inferSelect

function toStaffTask(row: TaskRow, assignees: StaffTask['assignees']): StaffTask {
  return { ...toTask(row, assignees), remindedAt: row.remindedAt }
}

async function staffTask(db: Db, row: TaskRow): Promise<StaffTask> {
  const assignees = await assigneesOf(db, [row.id])
  return toStaffTask(row, assignees.get(row.id) ?? [])
}

const notFound = () => new ApiError(404, undefined, { message: STUDIO_TASK_MESSAGES.notFound })

/** A task of the case that is on it (not taken off); anything else is a 404. */
async function taskOf(db: Db, found: CaseRow, taskId: number): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(caseTasks)
    .where(
      and(eq(caseTasks.id, taskId), eq(caseTasks.caseId, found.id), eq(caseTasks.companyId, found.companyId), isNull(caseTasks.removedAt)),
    )
    .limit(1)
  if (!row) throw notFound()
  return row
}

export async function listStaffTasks(db: Db, found: CaseRow): Promise<StaffTasks> {
  await ensureTasks(db, found)
  const rows = await db
    .select()
    .from(caseTasks)
    .where(and(eq(caseTasks.caseId, found.id), isNull(caseTasks.removedAt)))
    .orderBy(asc(caseTasks.position), asc(caseTasks.id))
  const assignees = await assigneesOf(
    db,
    rows.map((r) => r.id),
  )
  const present = new Set(rows.map((r) => r.type))
  return {
    tasks: rows.map((r) => toStaffTask(r, assignees.get(r.id) ?? [])),
    missing: TASK_ORDER.filter((type) => !present.has(type)).map((type) => ({ type, ...TASK_CATALOGUE[type] })),
  }
}

/** Adds a type the case lacks: a type taken off comes back afresh (not started, no date, no one on it). */
export async function addStaffTask(db: Db, found: CaseRow, type: TaskType, by: number): Promise<StaffTask> {
  await ensureTasks(db, found)
  const now = new Date().toISOString()
  const [restored] = await db
    .update(caseTasks)
    .set({ removedAt: null, removedBy: null, status: 'not-started', dueDate: null, remindedAt: null, updatedAt: now, updatedBy: by })
    .where(and(eq(caseTasks.caseId, found.id), eq(caseTasks.type, type), isNotNull(caseTasks.removedAt)))
    .returning()
  if (restored) return staffTask(db, restored)
  throw invalidField('type', STUDIO_TASK_MESSAGES.alreadyThere)
}

/** Takes a task off the case, unless the family finished or started it (said in words, a 422). */
export async function removeStaffTask(db: Db, found: CaseRow, taskId: number, by: number): Promise<void> {
  const row = await taskOf(db, found, taskId)
  const title = TASK_CATALOGUE[row.type].title
  const refusal = removalRefusal({ status: row.status, title })
  if (refusal) throw new ApiError(422, undefined, { message: refusal })
  // Guarded by the status read: work the family began meanwhile keeps the task.
  const removed = await db
    .update(caseTasks)
    .set({ removedAt: new Date().toISOString(), removedBy: by })
    .where(and(eq(caseTasks.id, row.id), eq(caseTasks.status, row.status), isNull(caseTasks.removedAt)))
    .returning({ id: caseTasks.id })
  if (removed.length === 0) {
    const now = await taskOf(db, found, taskId)
    throw new ApiError(422, undefined, {
      message: removalRefusal({ status: now.status, title }) ?? 'The task changed meanwhile; please look again.',
    })
  }
  await db.delete(caseTaskAssignees).where(eq(caseTaskAssignees.taskId, row.id))
}

/** Sets or clears the due date, and moves the status as the rules allow. */
export async function changeStaffTask(db: Db, found: CaseRow, taskId: number, body: TaskChangeBody, by: number): Promise<StaffTask> {
  const row = await taskOf(db, found, taskId)
  const title = TASK_CATALOGUE[row.type].title
  if (body.status !== undefined && body.status !== row.status) {
    const refusal = staffStatusRefusal({ type: row.type, status: row.status, title }, body.status)
    if (refusal) throw invalidField('status', refusal)
  }
  const [updated] = await db
    .update(caseTasks)
    .set({
      ...(body.dueDate !== undefined ? { dueDate: body.dueDate } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      updatedAt: new Date().toISOString(),
      updatedBy: by,
    })
    .where(and(eq(caseTasks.id, row.id), eq(caseTasks.status, row.status), isNull(caseTasks.removedAt)))
    .returning()
  if (!updated) throw new ApiError(422, undefined, { message: 'The task changed meanwhile; please look again.' })
  return staffTask(db, updated)
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** "Thursday, December 3 at 1:05 PM" on the home's clock. */
export function clockWords(ms: number, timeZone: string): string {
  const f = intlZonedFields(ms, timeZone)
  const hour = f.hour % 12 === 0 ? 12 : f.hour % 12
  return `${WEEKDAYS[f.weekday - 1]}, ${MONTHS[f.month - 1]} ${f.day} at ${hour}:${String(f.minute).padStart(2, '0')} ${f.hour < 12 ? 'AM' : 'PM'}`
}

/** Why a reminder may not go now, in words with the home's clock. */
export function tooSoonSentence(title: string, remindedAt: string, next: number, timeZone: string): string {
  return `A reminder for “${title}” went to the family on ${clockWords(Date.parse(remindedAt), timeZone)}. Another can go from ${clockWords(next, timeZone)}, so they are not mailed twice in a day.`
}

/** Who a reminder goes to: the task's assignees, or with none every member of the case's family. */
async function remindWho(db: Db, found: CaseRow, taskId: number): Promise<Array<Person & { email: string }>> {
  const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }
  const assigned = await db
    .select(person)
    .from(caseTaskAssignees)
    .innerJoin(users, eq(users.id, caseTaskAssignees.userId))
    .innerJoin(caseMembers, and(eq(caseMembers.userId, users.id), eq(caseMembers.caseId, found.id)))
    .where(and(eq(caseTaskAssignees.taskId, taskId), isNull(users.disabledAt)))
    .orderBy(asc(caseTaskAssignees.assignedAt), asc(users.id))
  if (assigned.length > 0) return assigned
  return db
    .select(person)
    .from(caseMembers)
    .innerJoin(users, eq(users.id, caseMembers.userId))
    .where(and(eq(caseMembers.caseId, found.id), isNull(users.disabledAt)))
    .orderBy(asc(caseMembers.createdAt), asc(users.id))
}

/**
 * Mails a reminder of an open task to who does it (or the family), in the home's name with the
 * link to the task's screen. `host` is the request's X-Host (auth/site-link.ts).
 */
export async function remindStaffTask(
  db: Db,
  found: CaseRow,
  taskId: number,
  timeZone: string,
  host: string,
  now = Date.now(),
): Promise<TaskReminderResult> {
  const row = await taskOf(db, found, taskId)
  const task = TASK_CATALOGUE[row.type]
  if (!isOpen(row.status)) {
    const state = row.status === 'completed' ? 'done' : 'marked not needed'
    throw new ApiError(422, undefined, { message: `“${task.title}” is ${state}, so there is nothing to remind the family of.` })
  }
  const next = nextReminderAt(row.remindedAt, now)
  if (next !== null && row.remindedAt)
    throw new ApiError(422, undefined, { message: tooSoonSentence(task.title, row.remindedAt, next, timeZone) })
  const people = await remindWho(db, found, row.id)
  if (people.length === 0) throw new ApiError(422, undefined, { message: STUDIO_TASK_MESSAGES.noOneToRemind })

  // The claim: only one call a day gets past it, whatever the taps.
  const stamp = new Date(now).toISOString()
  const claimed = await db
    .update(caseTasks)
    .set({ remindedAt: stamp })
    .where(
      and(
        eq(caseTasks.id, row.id),
        or(isNull(caseTasks.remindedAt), lte(caseTasks.remindedAt, new Date(now - REMINDER_GAP_MS).toISOString())),
      ),
    )
    .returning()
  const updated = claimed[0]
  if (!updated) {
    const [again] = await db.select({ remindedAt: caseTasks.remindedAt }).from(caseTasks).where(eq(caseTasks.id, row.id)).limit(1)
    const at = again?.remindedAt ?? stamp
    throw new ApiError(422, undefined, { message: tooSoonSentence(task.title, at, Date.parse(at) + REMINDER_GAP_MS, timeZone) })
  }

  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, found.companyId)).limit(1)
  const link = siteLink(host, `${portalCasePath(found.id, found.nameSlug)}/task/${row.type}`)
  const due = dueLine({ dueDate: row.dueDate, status: row.status }, todayIn(timeZone, new Date(now)))
  try {
    await Promise.all(
      people.map((person) =>
        sendMail(
          db,
          found.companyId,
          taskReminderMail({
            to: person.email,
            home: company?.name ?? 'The funeral home',
            firstName: person.firstName,
            lovedOne: fullName(found),
            task,
            due,
            link,
          }),
        ),
      ),
    )
  } catch (error) {
    // No mail, no stamp: the next try may go at once.
    await db.update(caseTasks).set({ remindedAt: row.remindedAt }).where(eq(caseTasks.id, row.id))
    throw error
  }
  return { task: await staffTask(db, updated), sentTo: people.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })) }
}
