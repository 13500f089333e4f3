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
import { familyCasePath } from '#contract/family-paths.ts'
import type { MemorialComment, MemorialCommentStatus, WallSettings, WallSettingsBody } from '#contract/media.ts'
import { withQuery } from '#core/http/query.ts'
import { sessionProblem } from '#src/features/auth/problems.ts'
import { markStale, staleAfter, type StaleKey } from '#src/features/portal/stale-after.ts'
import { browserHttp, unchecked } from '#src/lib/browser-http.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { reviewKeys } from './queries.ts'

/** The review tasks' changes (spec §7): each answers what it changed, which replaces it on screen. */

type Stationery = { items: StationeryItem[] }

export const reviewCalls = {
  saveDetails: (caseId: number, body: CaseDetailsBody) =>
    browserHttp.post(familyCasePath(caseId, '/case-details'), unchecked<CaseDetails>(), { body }),
  saveObituary: (caseId: number, body: ObituaryBody) =>
    browserHttp.post(familyCasePath(caseId, '/obituary'), unchecked<FamilyObituary>(), { body }),
  approveObituary: (caseId: number) => browserHttp.post(familyCasePath(caseId, '/obituary/approve'), unchecked<FamilyObituary>()),
  commentOnVideo: (caseId: number, body: { text: string; atSeconds?: number }) =>
    browserHttp.post(familyCasePath(caseId, '/video/comment'), unchecked<CaseVideo>(), { body }),
  approveVideo: (caseId: number) => browserHttp.post(familyCasePath(caseId, '/video/approve'), unchecked<CaseVideo>()),
  commentOnStationery: (caseId: number, itemType: StationeryItemType, pageType: StationeryPageType | null, text: string) =>
    browserHttp.post(
      withQuery(familyCasePath(caseId, '/stationery/comment'), pageType ? { itemType, pageType } : { itemType }),
      unchecked<Stationery>(),
      { body: { text } },
    ),
  approveStationery: (caseId: number, itemType: StationeryItemType) =>
    browserHttp.post(withQuery(familyCasePath(caseId, '/stationery/approve'), { itemType }), unchecked<Stationery>()),
  moderate: (caseId: number, commentId: number, status: MemorialCommentStatus) =>
    browserHttp.post(familyCasePath(caseId, `/memorial-wall/comments/${commentId}`), unchecked<MemorialComment>(), { body: { status } }),
  saveWallSettings: (caseId: number, body: WallSettingsBody) =>
    browserHttp.post(familyCasePath(caseId, '/memorial-wall/settings'), unchecked<WallSettings>(), { body }),
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
