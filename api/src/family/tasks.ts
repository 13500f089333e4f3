import { and, asc, count, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { TASK_TYPES, type Task, type TaskStatus, type TaskType } from '#contract/family.ts'
import { toPage, type Page, type PageQuery } from '#contract/paging.ts'
import { portalCasePath } from '#contract/family-paths.ts'
import { siteLink } from '../auth/site-link.ts'
import { caseMembers, caseTaskAssignees, caseTasks, companies, companyTaskDefaults, users } from '../db/schema.ts'
import { sendMail } from '../mail/mailer.ts'
import { taskAssignedMail } from '../mail/task-mail.ts'
import { fullName } from '#core/names.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'
import { pageWindow } from '../paging.ts'
import { taskTransitionError } from './task-status.ts'

type TaskRow = typeof caseTasks.$inferSelect

/** What each portal task asks of the family, in the order the portal lists them. */
export const TASK_CATALOGUE: Readonly<Record<TaskType, { title: string; description: string }>> = {
  'add-details': {
    title: 'Add personal details',
    description:
      'Full legal name, birth and death details, parents, spouse, education, military service and occupation, for the death certificate and the obituary.',
  },
  'review-obituary': {
    title: 'Review the obituary',
    description: 'Read the obituary draft, make any changes and approve it for publication.',
  },
  'upload-obituary-photo': { title: 'Choose the obituary photo', description: 'Upload the photo shown with the obituary.' },
  'upload-photos': { title: 'Share photos', description: 'Upload photos for the memorial video, the service and the memorial page.' },
  'upload-music': { title: 'Choose music', description: 'Upload songs that meant something, for the video and the service.' },
  'select-theme': { title: 'Choose a memorial theme', description: 'Pick the background image of the memorial page, or upload your own.' },
  'review-video': { title: 'Review the memorial video', description: 'Watch the tribute video and approve it or ask for changes.' },
  'review-stationery': {
    title: 'Review the printed pieces',
    description: 'Check the memorial folder, prayer card, bookmark and guest book before they are printed.',
  },
  'review-wall-settings': {
    title: 'Set up the memorial wall',
    description: 'Decide whether memories are published at once or held for your review.',
  },
  'review-wall-comments': { title: 'Review memories', description: 'Approve or hide the memories visitors have shared.' },
}

export const TASK_ORDER: readonly TaskType[] = Object.keys(TASK_CATALOGUE) as TaskType[]

/**
 * The tasks a new case of the home starts with (`company_task_defaults`, written when the home
 * was made, decision 071), in order; a home without any gives its cases all ten.
 */
export async function defaultTaskTypes(db: Db, companyId: number): Promise<readonly TaskType[]> {
  const rows = await db
    .select({ type: companyTaskDefaults.type })
    .from(companyTaskDefaults)
    .where(eq(companyTaskDefaults.companyId, companyId))
    .orderBy(asc(companyTaskDefaults.position))
  return rows.length > 0 ? rows.map((r) => r.type) : TASK_ORDER
}

/** Every case has its home's default tasks; a case created elsewhere (planning) gets them on first look. */
export async function ensureTasks(db: Db, theCase: CaseRow): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(caseTasks).where(eq(caseTasks.caseId, theCase.id))
  if ((existing?.n ?? 0) >= TASK_TYPES.length) return
  const types = await defaultTaskTypes(db, theCase.companyId)
  if ((existing?.n ?? 0) >= types.length) return
  await db
    .insert(caseTasks)
    .values(types.map((type, position) => ({ companyId: theCase.companyId, caseId: theCase.id, type, position })))
    .onConflictDoNothing()
}

export async function assigneesOf(db: Db, taskIds: number[]): Promise<Map<number, Task['assignees']>> {
  const byTask = new Map<number, Task['assignees']>()
  if (taskIds.length === 0) return byTask
  const rows = await db
    .select({ taskId: caseTaskAssignees.taskId, id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(caseTaskAssignees)
    .innerJoin(users, eq(users.id, caseTaskAssignees.userId))
    .where(inArray(caseTaskAssignees.taskId, taskIds))
    .orderBy(asc(caseTaskAssignees.assignedAt), asc(users.id))
  for (const { taskId, ...user } of rows) byTask.set(taskId, [...(byTask.get(taskId) ?? []), user])
  return byTask
}

export function toTask(row: TaskRow, assignees: Task['assignees']): Task {
  const { title, description } = TASK_CATALOGUE[row.type]
  return { id: row.id, type: row.type, title, description, status: row.status, assignees, dueDate: row.dueDate, updatedAt: row.updatedAt }
}

/** A task staff have not taken off its case (decision 058): the only ones the family sees or works. */
export const onTheCase = isNull(caseTasks.removedAt)

export async function listTasks(db: Db, theCase: CaseRow, query: PageQuery): Promise<Page<Task>> {
  await ensureTasks(db, theCase)
  const where = and(eq(caseTasks.caseId, theCase.id), onTheCase)
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await db.batch([
    db.select().from(caseTasks).where(where).orderBy(asc(caseTasks.position), asc(caseTasks.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(caseTasks).where(where),
  ])
  const assignees = await assigneesOf(
    db,
    rows.map((r) => r.id),
  )
  return toPage(
    rows.map((r) => toTask(r, assignees.get(r.id) ?? [])),
    query,
    total[0]?.n ?? 0,
  )
}

async function taskRow(db: Db, caseId: number, taskId: number): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(caseTasks)
    .where(and(eq(caseTasks.id, taskId), eq(caseTasks.caseId, caseId), onTheCase))
    .limit(1)
  if (!row) throw new ApiError(404, undefined, { message: 'There is no such task in this case' })
  return row
}

export async function getTask(db: Db, caseId: number, taskId: number): Promise<Task> {
  const row = await taskRow(db, caseId, taskId)
  const assignees = await assigneesOf(db, [row.id])
  return toTask(row, assignees.get(row.id) ?? [])
}

async function isCaseMember(db: Db, caseId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: caseMembers.userId })
    .from(caseMembers)
    .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.userId, userId)))
    .limit(1)
  return row !== undefined
}

/**
 * Only members of the case do its tasks; assigning twice is harmless. A member asked by someone
 * else gets a mail with the link to the task (issue 34 §10), written once, when first assigned;
 * taking a task on oneself sends nothing. `host` is the request's X-Host (auth/site-link.ts).
 */
export async function assignTask(db: Db, theCase: CaseRow, taskId: number, userId: number, by: number, host: string): Promise<Task> {
  const caseId = theCase.id
  const row = await taskRow(db, caseId, taskId)
  if (!(await isCaseMember(db, caseId, userId))) {
    throw new ApiError(422, undefined, {
      message: 'Only members of this case can be assigned a task',
      errors: { userId: 'Only members of this case can be assigned a task' },
    })
  }
  const added = await db
    .insert(caseTaskAssignees)
    .values({ taskId, userId, assignedBy: by })
    .onConflictDoNothing()
    .returning({ userId: caseTaskAssignees.userId })
  if (added.length > 0 && userId !== by) await mailAssignment(db, theCase, row, userId, by, host)
  return getTask(db, caseId, taskId)
}

async function mailAssignment(db: Db, theCase: CaseRow, task: TaskRow, userId: number, by: number, host: string): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [userId, by]))
  const assignee = people.find((p) => p.id === userId)
  const assigner = people.find((p) => p.id === by)
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, theCase.companyId)).limit(1)
  if (!assignee) return
  await sendMail(
    db,
    theCase.companyId,
    taskAssignedMail({
      to: assignee.email,
      home: company?.name ?? 'The funeral home',
      assigneeFirstName: assignee.firstName,
      assigner: { firstName: assigner?.firstName ?? '', lastName: assigner?.lastName ?? '' },
      lovedOne: fullName(theCase),
      task: TASK_CATALOGUE[task.type],
      link: siteLink(host, `${portalCasePath(theCase.id, theCase.nameSlug)}/task/${task.type}`),
    }),
  )
}

/** Removing someone who is not assigned changes nothing (a retried call answers the same). */
export async function unassignTask(db: Db, caseId: number, taskId: number, userId: number): Promise<Task> {
  await taskRow(db, caseId, taskId)
  await db.delete(caseTaskAssignees).where(and(eq(caseTaskAssignees.taskId, taskId), eq(caseTaskAssignees.userId, userId)))
  return getTask(db, caseId, taskId)
}

export async function setTaskStatus(db: Db, caseId: number, taskId: number, status: TaskStatus, by: number): Promise<Task> {
  const row = await taskRow(db, caseId, taskId)
  const error = taskTransitionError(row.status, status)
  if (error) throw new ApiError(422, undefined, { message: error, errors: { status: error } })
  // Guarded by the status read above: two people moving the same task at once cannot both win.
  const updated = await db
    .update(caseTasks)
    .set({ status, updatedAt: new Date().toISOString(), updatedBy: by })
    .where(and(eq(caseTasks.id, taskId), eq(caseTasks.status, row.status)))
    .returning({ id: caseTasks.id })
  if (updated.length === 0) throw new ApiError(422, undefined, { message: 'The task changed meanwhile; reload it and try again' })
  return getTask(db, caseId, taskId)
}

/**
 * The statement that completes a case's review task once the thing it reviews is approved
 * (obituary, video, stationery), for a `db.batch` with the approval. A skipped or already
 * completed task is left as it is.
 */
export function completeTaskStatement(db: Db, caseId: number, type: TaskType, by: number) {
  return db
    .update(caseTasks)
    .set({ status: 'completed', updatedAt: new Date().toISOString(), updatedBy: by })
    .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.type, type), notInArray(caseTasks.status, ['completed', 'skipped']), onTheCase))
}
