import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { CaseDetails, CaseDetailsBody } from '#contract/case-details.ts'
import type {
  CaseVideo,
  FamilyObituary,
  ObituaryBody,
  StationeryItem,
  StationeryItemType,
  StationeryPageType,
} from '#contract/family-reviews.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { MemorialComment, MemorialCommentStatus, WallSettings, WallSettingsBody } from '#contract/media.ts'
import { sessionProblem } from '#src/features/auth/problems.ts'
import { portalKeys } from '#src/features/portal/queries.ts'
import { call as callApi } from '#src/lib/api-call.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { reviewKeys } from './queries.ts'

/** The review tasks' changes (spec §7): each answers what it changed, which replaces it on screen. */

type Stationery = { items: StationeryItem[] }

export const reviewCalls = {
  saveDetails: (caseId: number, body: CaseDetailsBody): Promise<CaseDetails> =>
    callApi(operations.postApiFamilyCasesByCaseIdCaseDetails, { params: { caseId }, body }),
  saveObituary: (caseId: number, body: ObituaryBody): Promise<FamilyObituary> =>
    callApi(operations.postApiFamilyCasesByCaseIdObituary, { params: { caseId }, body }),
  approveObituary: (caseId: number): Promise<FamilyObituary> =>
    callApi(operations.postApiFamilyCasesByCaseIdObituaryApprove, { params: { caseId } }),
  commentOnVideo: (caseId: number, body: { text: string; atSeconds?: number }): Promise<CaseVideo> =>
    callApi(operations.postApiFamilyCasesByCaseIdVideoComment, { params: { caseId }, body }),
  approveVideo: (caseId: number): Promise<CaseVideo> => callApi(operations.postApiFamilyCasesByCaseIdVideoApprove, { params: { caseId } }),
  commentOnStationery: (
    caseId: number,
    itemType: StationeryItemType,
    pageType: StationeryPageType | null,
    text: string,
  ): Promise<Stationery> =>
    callApi(operations.postApiFamilyCasesByCaseIdStationeryComment, {
      params: { caseId },
      query: pageType ? { itemType, pageType } : { itemType },
      body: { text },
    }),
  approveStationery: (caseId: number, itemType: StationeryItemType): Promise<Stationery> =>
    callApi(operations.postApiFamilyCasesByCaseIdStationeryApprove, { params: { caseId }, query: { itemType } }),
  moderate: (caseId: number, commentId: number, status: MemorialCommentStatus): Promise<MemorialComment> =>
    callApi(operations.postApiFamilyCasesByCaseIdMemorialWallCommentsByCommentId, { params: { caseId, commentId }, body: { status } }),
  saveWallSettings: (caseId: number, body: WallSettingsBody): Promise<WallSettings> =>
    callApi(operations.postApiFamilyCasesByCaseIdMemorialWallSettings, { params: { caseId }, body }),
}

type ReviewCallOptions<T> = {
  /** Where the answer goes in the cache (it replaces what the screen shows). */
  key?: QueryKey
  /** Also read again: the memorial wall's lists after a moderation. */
  refresh?: QueryKey
  done?: (answer: T) => string
  failure: string
  /** A form puts a 422's field errors beside its fields. */
  onError?: (error: unknown) => void
}

/**
 * Runs one review change: the answer replaces what is on screen, the case's tasks are read again
 * (an approval completes its task: the frame's status panel says so at once), and a toast says
 * how it went; a failure keeps its reason in `problem` for the screen to show beside the button.
 */
export function useReviewCall(caseId: number) {
  const client = useQueryClient()
  const [pending, setPending] = useState<string | undefined>()
  const [problem, setProblem] = useState<{ about: string; message: string } | undefined>()

  async function run<T>(about: string, call: () => Promise<T>, options: ReviewCallOptions<T>): Promise<T | undefined> {
    setPending(about)
    setProblem(undefined)
    try {
      const answer = await call()
      if (options.key) client.setQueryData(options.key, answer)
      const done = options.done?.(answer)
      if (done) toast.success(done)
      await Promise.all([
        client.invalidateQueries({ queryKey: portalKeys.tasks(caseId) }),
        client.invalidateQueries({ queryKey: [...portalKeys.all, 'cases'] }),
        options.refresh ? client.invalidateQueries({ queryKey: options.refresh }) : undefined,
      ])
      return answer
    } catch (error) {
      const message = sessionProblem(error)
      setProblem({ about, message })
      options.onError?.(error)
      toast.error(options.failure, { description: message })
      if (options.key) void client.invalidateQueries({ queryKey: options.key })
      return undefined
    } finally {
      setPending(undefined)
    }
  }

  return { run, pending, problem, keys: reviewKeys }
}
