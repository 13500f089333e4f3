import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Arrangement, LineOption } from '#contract/arrangements.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { markStale, staleAfter, arrangementQuery } from '#src/features/portal/index.ts'
import { call } from '#src/lib/api-call.ts'
import { toast } from '#src/ui/toast/toast.ts'

/**
 * The family's changes to an arrangement (spec §7 "Family arrangements"), each saved as it is
 * made. Every call answers the whole arrangement, which replaces the one on screen; what else a
 * change makes stale (the statement, the package list) is `staleAfter`'s, so the running total
 * follows each change.
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

type Sent = { change: ArrangementChange; sent: number }

/**
 * Saves one control's changes (a TanStack Query mutation) and says how it went. On success the
 * answer is the arrangement on screen, and what the change makes stale (`staleAfter`) is read
 * again; on failure an error toast, the reason kept beside the control (`problem`) and `false`
 * returned, so the caller keeps the family's choice on screen to try again.
 */
export function useArrangementChange(caseId: number) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ change }: Sent) => sendChange(caseId, change),
    onSuccess: (arrangement, { change, sent }) => {
      if (sentChanges.get(caseId) === sent) queryClient.setQueryData(arrangementQuery(caseId).queryKey, arrangement)
      const stale = change.kind === 'package' ? staleAfter.arrangementPackage(caseId) : staleAfter.arrangementLine(caseId)
      // Not awaited: the control is free again at once, and the running statement says it is updating.
      void markStale(queryClient, stale)
    },
    onError: (error) => {
      // What the server holds now (an earlier change of this burst may have been saved meanwhile).
      void queryClient.invalidateQueries({ queryKey: arrangementQuery(caseId).queryKey, exact: true })
      toast.error(NOT_SAVED, {
        description: `${sessionProblem(error)} Your choice is still on the screen: try again when you are ready.`,
      })
    },
  })

  function save(change: ArrangementChange): Promise<boolean> {
    const sent = (sentChanges.get(caseId) ?? 0) + 1
    sentChanges.set(caseId, sent)
    return mutation.mutateAsync({ change, sent }).then(
      () => true,
      () => false,
    )
  }

  const state: ChangeState = { saving: mutation.isPending, problem: mutation.isError ? sessionProblem(mutation.error) : undefined }
  return { ...state, save }
}
