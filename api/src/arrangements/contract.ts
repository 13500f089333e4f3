import { and, eq, isNull } from 'drizzle-orm'
import type { Contract, Purchaser } from '#contract/arrangements.ts'
import { ApiError } from '#contract/errors.ts'
import { arrangements, users } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { ensureArrangementRow, purchaserOf, toArrangement, type ArrangementState } from './arrangement.ts'

export const CONTRACT_MESSAGES = {
  alreadySubmitted: 'The contract has already been submitted',
  notReady: (missing: readonly string[]) => `The contract cannot be submitted yet: ${missing.join('; ')}`,
} as const

export async function toContract(db: Db, state: ArrangementState): Promise<Contract> {
  const arrangement = toArrangement(state)
  const submittedById = state.row?.submittedBy ?? null
  const [by] =
    submittedById === null
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, submittedById))
          .limit(1)
  return {
    caseId: state.caseId,
    purchaser: purchaserOf(state.row),
    canSubmit: !arrangement.locked && arrangement.canFinish,
    missing: arrangement.missing,
    submittedAt: arrangement.submittedAt,
    submittedBy: by ?? null,
    totalCents: arrangement.totalCents,
  }
}

export async function savePurchaser(db: Db, companyId: number, state: ArrangementState, purchaser: Purchaser): Promise<void> {
  await db.batch([
    ensureArrangementRow(db, companyId, state),
    db
      .update(arrangements)
      .set({ purchaser: JSON.stringify(purchaser), updatedAt: new Date().toISOString() })
      .where(and(eq(arrangements.caseId, state.caseId), isNull(arrangements.submittedAt))),
  ])
}

/**
 * spec §4: submitted only with a package, complete selections and a purchaser; the 422 names
 * every missing piece. The update only takes an unsubmitted row, so two racing submits make one.
 */
export async function submitContract(db: Db, state: ArrangementState, userId: number): Promise<void> {
  if (state.row?.submittedAt) throw new ApiError(422, undefined, { message: CONTRACT_MESSAGES.alreadySubmitted })
  const { missing } = toArrangement(state)
  if (missing.length > 0 || !state.row) throw new ApiError(422, undefined, { message: CONTRACT_MESSAGES.notReady(missing) })
  const done = await db
    .update(arrangements)
    .set({ submittedAt: new Date().toISOString(), submittedBy: userId, updatedAt: new Date().toISOString() })
    .where(and(eq(arrangements.caseId, state.caseId), isNull(arrangements.submittedAt)))
    .returning({ caseId: arrangements.caseId })
  if (done.length === 0) throw new ApiError(422, undefined, { message: CONTRACT_MESSAGES.alreadySubmitted })
}
