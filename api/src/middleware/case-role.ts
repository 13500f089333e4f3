import { createMiddleware } from 'hono/factory'
import { caseRoleRefusal, memberMay, type CaseAction, type CaseMemberRole } from '#contract/case-roles.ts'
import { ApiError } from '#contract/errors.ts'
import type { ApiBindings } from '../env.ts'

/**
 * What a family call under a case does, from its method and path (decision 056): every read is
 * `read`; of the writes, submitting the arrangement is `submit`, sending, resending or withdrawing
 * an invitation is `invite`, a payment (or the processor's session for one) is `pay`, and every
 * other write (tasks, uploads, reviews, case details, the obituary, the wall, the arrangement's
 * choices) is `contribute`. A write added later is `contribute` unless named here: a viewer can
 * never change anything by a call nobody thought of.
 */
export function caseActionOf(method: string, path: string): CaseAction {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return 'read'
  const below = path.replace(/^\/api\/family\/(cases|arrangements)\/\d+/, '')
  if (below === '/contract/submit') return 'submit'
  if (below === '/invite' || below === '/invitations' || below.startsWith('/invitations/')) return 'invite'
  if (below === '/payments' || below === '/payments/connect') return 'pay'
  return 'contribute'
}

/**
 * After `caseAccess` on every family path under a case: a member whose role in the case does not
 * allow what the call does is a 403 with a sentence saying who can (contract/case-roles.ts); staff
 * who work cases pass. A path that is not a case (`items`, `statement` segments) has no role set
 * and passes to the routes that own it.
 */
export const caseRole = createMiddleware<{ Bindings: ApiBindings }>(async function caseRole(c, next) {
  const role = c.get('caseRole') as CaseMemberRole | 'staff' | undefined
  if (role === undefined) return next()
  const action = caseActionOf(c.req.method, c.req.path)
  if (action !== 'read' && !memberMay(role, action)) throw new ApiError(403, undefined, { message: caseRoleRefusal(action) })
  await next()
})
