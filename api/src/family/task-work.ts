import { and, eq, isNull } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { TaskType } from '#contract/family.ts'
import type { Db } from '../db/client.ts'
import { caseTasks } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'

/**
 * Doing a task's work moves it on (issue 34.2): a family that uploaded photos or saved the wall's
 * settings saw the task still "Not started". After a call that did some of a task's work (an
 * upload, a save, a comment) its task goes from not-started to in-progress; a task already in
 * progress, done or marked not needed stays as it is. Finishing stays the family's to say (Mark as
 * done, which the task screen says), or the approval's (decision 039): only they know when every
 * photo is there.
 */

/** The statement that starts a case's task of `type`, for a `db.batch` with the work or alone. */
export function startTaskStatement(db: Db, caseId: number, type: TaskType, by: number) {
  return db
    .update(caseTasks)
    .set({ status: 'in-progress', updatedAt: new Date().toISOString(), updatedBy: by })
    .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.type, type), eq(caseTasks.status, 'not-started'), isNull(caseTasks.removedAt)))
}

/** For a route that does some of a task's work: once it answered well, the task is started. */
export function movesTaskOn(type: TaskType) {
  return createMiddleware<{ Bindings: ApiBindings }>(async function startTaskAfterWork(c, next) {
    await next()
    if (c.error || !c.res.ok) return
    await startTaskStatement(c.var.db, c.var.case.id, type, c.var.user.id)
  })
}
