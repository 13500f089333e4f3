import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Arrangement, LineOption } from '#contract/arrangements.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { sessionProblem } from '#src/features/auth/problems.ts'
import { arrangementQuery, portalKeys } from '#src/features/portal/queries.ts'
import { call } from '#src/lib/api-call.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { arrangementKeys } from './queries.ts'

/**
 * The family's changes to an arrangement (spec §7 "Family arrangements"), each saved as it is
 * made. Every call answers the whole arrangement, which replaces the one on screen; the statement
 * and the package list are asked again, so the running total follows each change.
 */

export type ArrangementChange =
  | { kind: 'package'; packageId: number }
  | { kind: 'add'; option: LineOption }
  | { kind: 'change'; lineId: number; option: LineOption }
  | { kind: 'remove'; lineId: number }

export function sendChange(caseId: number, change: ArrangementChange): Promise<Arrangement> {
  switch (change.kind) {
    case 'package':
      return call(operations.postApiFamilyArrangementsByCaseIdPackagesByPackageId, { params: { caseId, packageId: change.packageId } })
    case 'add':
      return call(operations.postApiFamilyArrangementsByCaseIdLines, { params: { caseId }, body: change.option })
    case 'change':
      return call(operations.patchApiFamilyArrangementsByCaseIdLinesByLineId, {
        params: { caseId, lineId: change.lineId },
        body: change.option,
      })
    case 'remove':
      return call(operations.deleteApiFamilyArrangementsByCaseIdItemsByLineId, { params: { caseId, lineId: change.lineId } })
  }
}

/** What the family reads when a change was not saved: the api's reason, and that their choice is still here. */
export const NOT_SAVED = 'Your choice was not saved'

export type ChangeState = { saving: boolean; problem: string | undefined }

/**
 * The changes sent so far per case. Two lines changed in quick succession are two calls whose
 * answers may arrive out of order; only the answer to the latest call may replace the arrangement
 * on screen; an older one would undo the newer choice there (the newer answer includes both).
 */
const sentChanges = new Map<number, number>()

/**
 * Saves one control's changes and says how it went. On success the answer is the arrangement on
 * screen; on failure an error toast, the reason kept beside the control (`problem`) and `false`
 * returned, so the caller keeps the family's choice on screen to try again.
 */
export function useArrangementChange(caseId: number) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<ChangeState>({ saving: false, problem: undefined })

  async function save(change: ArrangementChange): Promise<boolean> {
    setState({ saving: true, problem: undefined })
    const sent = (sentChanges.get(caseId) ?? 0) + 1
    sentChanges.set(caseId, sent)
    try {
      const arrangement = await sendChange(caseId, change)
      if (sentChanges.get(caseId) === sent) queryClient.setQueryData(arrangementQuery(caseId).queryKey, arrangement)
      void queryClient.invalidateQueries({ queryKey: portalKeys.statement(caseId) })
      void queryClient.invalidateQueries({ queryKey: arrangementKeys.contract(caseId) })
      if (change.kind === 'package') void queryClient.invalidateQueries({ queryKey: arrangementKeys.packages(caseId) })
      setState({ saving: false, problem: undefined })
      return true
    } catch (error) {
      // What the server holds now (an earlier change of this burst may have been saved meanwhile).
      void queryClient.invalidateQueries({ queryKey: arrangementQuery(caseId).queryKey, exact: true })
      const problem = sessionProblem(error)
      toast.error(NOT_SAVED, { description: `${problem} Your choice is still on the screen: try again when you are ready.` })
      setState({ saving: false, problem })
      return false
    }
  }

  return { ...state, save }
}
