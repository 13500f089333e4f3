import { and, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { IdParamSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import type { CaseMemberRole } from '#contract/case-roles.ts'
import { userMay } from '../auth/staff.ts'
import { caseMembers, cases } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'

export type CaseRow = typeof cases.$inferSelect

declare module 'hono' {
  interface ContextVariableMap {
    /** The case named by `:caseId`, set by `caseAccess` once access is checked. */
    case: CaseRow
    /** The caller's role in that case (staff who work cases: `staff`), set with it (decision 056). */
    caseRole: CaseMemberRole | 'staff'
  }
}

/**
 * For every path under a case (`/api/family/cases/:caseId/…`, `/api/family/arrangements/:caseId/…`):
 * any case the user may not see is a 404, the same answer as an id that does not exist: a case of
 * another company, and a case of this company the user is not a member of (a 403 there would let a
 * member enumerate the home's case ids; issue 16). Staff of the company whose role works cases (owner, director) may open all its cases.
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
    .select({ case: cases, memberId: caseMembers.userId, memberRole: caseMembers.role })
    .from(cases)
    .leftJoin(caseMembers, and(eq(caseMembers.caseId, cases.id), eq(caseMembers.userId, user.id)))
    .where(and(eq(cases.id, id.data), eq(cases.companyId, company.id)))
    .limit(1)
  // One answer, same envelope, after the same single query, for "no such case" and "not yours".
  if (!row || (row.memberId === null && !userMay(user, 'cases'))) throw new ApiError(404)
  c.set('case', row.case)
  // Staff who work cases act as staff even where they also belong to the family.
  c.set('caseRole', userMay(user, 'cases') ? 'staff' : (row.memberRole ?? 'viewer'))
  await next()
})
