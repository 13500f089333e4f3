import { and, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { IdParamSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { caseMembers, cases } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'

export type CaseRow = typeof cases.$inferSelect

declare module 'hono' {
  interface ContextVariableMap {
    /** The case named by `:caseId`, set by `caseAccess` once access is checked. */
    case: CaseRow
  }
}

/**
 * For every path under a case (`/api/family/cases/:caseId/…`, `/api/family/arrangements/:caseId/…`):
 * a case of another company is a 404 (never data, never a hint that it exists); a case of this
 * company the user is not a member of is a 403. Staff of the company may open all its cases.
 * Runs after `requireUser`. A non-numeric segment (`items`, `statement`) is not a case: the
 * call passes through to the routes that own it.
 */
export const caseAccess = createMiddleware<{ Bindings: ApiBindings }>(async function caseAccess(c, next) {
  const raw = c.req.param('caseId')
  if (raw === undefined || !/^\d+$/.test(raw)) return next()
  const id = IdParamSchema.safeParse(raw)
  if (!id.success) throw new ApiError(404)
  const { db, company, user } = c.var
  const [row] = await db
    .select({ case: cases, memberId: caseMembers.userId })
    .from(cases)
    .leftJoin(caseMembers, and(eq(caseMembers.caseId, cases.id), eq(caseMembers.userId, user.id)))
    .where(and(eq(cases.id, id.data), eq(cases.companyId, company.id)))
    .limit(1)
  if (!row) throw new ApiError(404)
  if (row.memberId === null && user.role !== 'staff') {
    throw new ApiError(403, undefined, { message: 'You are not a member of this case' })
  }
  c.set('case', row.case)
  await next()
})
