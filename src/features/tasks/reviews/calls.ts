import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
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
import { sessionProblem } from '#src/features/auth/index.ts'
import { markStale, staleAfter, type StaleKey } from '#src/features/portal/index.ts'

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
  /** What else the change makes stale; any task's work by default (`staleAfter.moderation` for a memory). */
  stale?: readonly StaleKey[]
  done?: (answer: T) => string
  failure: string
  /** A form puts a 422's field errors beside its fields. */
  onError?: (error: unknown) => void
}

/** One call as the mutation runs it: the answer already read by its own options (the call's type stays in `run`). */
type Sent = {
  about: string
  send: () => Promise<{ answer: unknown; done: string | undefined }>
  options: Omit<ReviewCallOptions<never>, 'done'>
}

/**
 * Runs one review change as a TanStack Query mutation: the answer replaces what is on screen,
 * what it makes stale is read again (the case's tasks by default: an approval completes its task
 * and the frame's status panel says so at once), and a toast says how it went; a failure keeps
 * its reason in `problem` for the screen to show beside the button.
 */
export function useReviewCall(caseId: number) {
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ send }: Sent) => send(),
    onSuccess: async ({ answer, done }, { options }) => {
      if (options.key) client.setQueryData(options.key, answer)
      if (done) toast.success(done)
      await markStale(client, options.stale ?? staleAfter.taskWork(caseId))
    },
    onError: (error, { options }) => {
      options.onError?.(error)
      toast.error(options.failure, { description: sessionProblem(error) })
      if (options.key) void client.invalidateQueries({ queryKey: options.key })
    },
  })

  async function run<T>(about: string, call: () => Promise<T>, { done, ...options }: ReviewCallOptions<T>): Promise<T | undefined> {
    let answer: T | undefined
    const send = async () => {
      answer = await call()
      return { answer, done: done?.(answer) }
    }
    const sent = await mutation.mutateAsync({ about, send, options }).then(
      () => true,
      () => false,
    )
    return sent ? answer : undefined
  }

  return {
    run,
    pending: mutation.isPending ? mutation.variables.about : undefined,
    problem: mutation.isError ? { about: mutation.variables.about, message: sessionProblem(mutation.error) } : undefined,
    keys: reviewKeys,
  }
}
